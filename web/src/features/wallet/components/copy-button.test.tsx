import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/test-utils.tsx";
import { CopyButton } from "./copy-button.tsx";

const original = Object.getOwnPropertyDescriptor(navigator, "clipboard");
afterEach(() => {
  if (original) Object.defineProperty(navigator, "clipboard", original);
  else Reflect.deleteProperty(navigator, "clipboard");
  Reflect.deleteProperty(document, "execCommand");
});

/** A browser without the Clipboard API (an http page, an older WebView) whose old copy command works or not. */
function withoutClipboardApi(copyWorks: boolean) {
  Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
  const execCommand = vi.fn(() => copyWorks);
  Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
  return execCommand;
}

describe("a transfer detail's copy button (lib/clipboard.ts)", () => {
  it("copies the detail and says so", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CopyButton text="6222 0000 1234" label="Account number" />, { route: "/m/deposit" });
    await user.click(screen.getByRole("button", { name: "Copy Account number" }));
    expect(await navigator.clipboard.readText()).toBe("6222 0000 1234");
    expect(await screen.findByText("Copied")).toBeInTheDocument();
  });

  it("still copies without the Clipboard API, through the old copy command (it said 'Could not copy' there before)", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CopyButton text="REF-88" label="Reference" />, { route: "/m/deposit" });
    const execCommand = withoutClipboardApi(true);
    await user.click(screen.getByRole("button", { name: "Copy Reference" }));
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(await screen.findByText("Copied")).toBeInTheDocument();
  });

  it("asks the member to copy by hand when neither way works", async () => {
    const user = userEvent.setup();
    renderWithProviders(<CopyButton text="REF-88" label="Reference" />, { route: "/m/deposit" });
    withoutClipboardApi(false);
    await user.click(screen.getByRole("button", { name: "Copy Reference" }));
    expect(await screen.findByText("Could not copy. Please copy it by hand.")).toBeInTheDocument();
  });
});
