import { afterEach, describe, expect, it, vi } from "vitest";
import { deviceHeader } from "./device.ts";
import { localKeys, writeText } from "./storage.ts";

afterEach(() => vi.restoreAllMocks());

describe("the Device header (reference §1.1)", () => {
  it("says WEBCLIP when the installed profile's local flag is set, and nothing in a plain browser tab", () => {
    expect(deviceHeader()).toBeUndefined();
    writeText("local", localKeys.webclip, "1");
    expect(deviceHeader()).toBe("WEBCLIP");
  });

  it("falls back to the display mode when storage cannot be reached", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    vi.spyOn(window, "matchMedia").mockReturnValue({ matches: true } as MediaQueryList);
    expect(deviceHeader()).toBe("PWA");
  });
});
