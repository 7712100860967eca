import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText } from "./clipboard.ts";

/** What the old copy command saw selected, and whether it "worked". */
function fakeExecCommand(works: boolean | "throws") {
  const seen: { command: string; selected: string; inPage: boolean }[] = [];
  const execCommand = vi.fn((command: string) => {
    const area = document.activeElement instanceof HTMLTextAreaElement ? document.activeElement : document.querySelector("textarea");
    seen.push({ command, selected: area ? area.value.slice(area.selectionStart, area.selectionEnd) : "", inPage: area !== null && document.body.contains(area) });
    if (works === "throws") throw new Error("not allowed");
    return works;
  });
  Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
  return { execCommand, seen };
}

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

const original = Object.getOwnPropertyDescriptor(navigator, "clipboard");
afterEach(() => {
  if (original) Object.defineProperty(navigator, "clipboard", original);
  else Reflect.deleteProperty(navigator, "clipboard");
  Reflect.deleteProperty(document, "execCommand");
});

describe("copyText (the one clipboard, with a fallback)", () => {
  it("uses the Clipboard API when the browser has it", async () => {
    const writeText = vi.fn(async () => {});
    setClipboard({ writeText });
    const { execCommand } = fakeExecCommand(true);
    expect(await copyText("PLY1O7")).toBe(true);
    expect(writeText).toHaveBeenCalledWith("PLY1O7");
    expect(execCommand).not.toHaveBeenCalled();
  });

  it("copies a selected hidden textarea when there is no Clipboard API (an http page, an older WebView), and leaves nothing behind", async () => {
    setClipboard(undefined);
    const { seen } = fakeExecCommand(true);
    expect(await copyText("6222 0000 1234")).toBe(true);
    expect(seen).toEqual([{ command: "copy", selected: "6222 0000 1234", inPage: true }]);
    expect(document.querySelector("textarea")).toBeNull();
  });

  it("falls back the same way when the Clipboard API refuses (permission denied)", async () => {
    setClipboard({ writeText: vi.fn(async () => Promise.reject(new DOMException("denied", "NotAllowedError"))) });
    const { seen } = fakeExecCommand(true);
    expect(await copyText("REF-88")).toBe(true);
    expect(seen.map((entry) => entry.selected)).toEqual(["REF-88"]);
  });

  it("says it did not copy when neither way works", async () => {
    setClipboard(undefined);
    fakeExecCommand(false);
    expect(await copyText("a")).toBe(false);
    fakeExecCommand("throws");
    expect(await copyText("a")).toBe(false);
    Reflect.deleteProperty(document, "execCommand");
    expect(await copyText("a")).toBe(false);
    expect(document.querySelector("textarea")).toBeNull();
  });
});
