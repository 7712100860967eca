import { PlatformError } from "@platform/sdk";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nObject } from "../i18n/generated/i18n-util.ts";
import { failureText } from "./failure-text.ts";

const LL = i18nObject("en");

afterEach(() => {
  vi.restoreAllMocks();
});

describe("failureText", () => {
  it("maps known error codes to the spec §8 texts", () => {
    expect(failureText(LL, new PlatformError({ kind: "unauthorized", errorCode: "login.not.session" }))).toBe(
      "Your session has ended. Please log in again.",
    );
    expect(failureText(LL, new PlatformError({ kind: "api", errorCode: "function.not.available", serverMessage: "x" }))).toBe(
      "No permission, or this feature is not available",
    );
    // Spec §6's free_reject (a trial account's claim) in the app's one wording, whatever the server wrote.
    expect(failureText(LL, new PlatformError({ kind: "api", errorCode: "free_reject", serverMessage: "free play" }))).toBe("Please login an actual account to use this function");
  });

  it("shows the server's own translated message for other refusals", () => {
    expect(failureText(LL, new PlatformError({ kind: "api", errorCode: "login.cred.err", serverMessage: "Wrong password" }))).toBe(
      "Wrong password",
    );
  });

  it("never shows a 5xx's own text: that is plumbing, not a message for the member", () => {
    expect(failureText(LL, new PlatformError({ kind: "api", status: 500, serverMessage: "Internal Server Error" }))).toBe(
      "The system is busy, please try again later",
    );
  });

  it("explains network trouble and unknown failures", () => {
    expect(failureText(LL, new PlatformError({ kind: "timeout" }))).toBe("The network is slow or offline, please try again");
    expect(failureText(LL, new PlatformError({ kind: "api", status: 503 }))).toBe("The system is busy, please try again later");
    expect(failureText(LL, new PlatformError({ kind: "malformed", status: 200 }))).toBe("System error, please try again later");
    expect(failureText(LL, new Error("boom"))).toBe("Unknown error");
  });

  // Under the offline banner, a call that failed says the phone is offline, not that the network is slow.
  it("says the phone is offline when a call fails while it is", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    expect(failureText(LL, new PlatformError({ kind: "network" }))).toBe("You are offline. Try again once you are back online.");
    expect(failureText(LL, { kind: "network", captchaRequired: false })).toBe("You are offline. Try again once you are back online.");
    expect(failureText(LL, new PlatformError({ kind: "api", errorCode: "login.cred.err", serverMessage: "Wrong password" }))).toBe("Wrong password");
  });

  it("reads a machine's plain Failure the same way as the PlatformError it came from", () => {
    expect(failureText(LL, { kind: "api", serverMessage: "Wrong password", captchaRequired: false })).toBe("Wrong password");
  });
});
