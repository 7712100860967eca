import { PlatformError } from "@platform/sdk";
import { describe, expect, it } from "vitest";
import { i18nObject } from "../i18n/i18n-util.ts";
import { errorText } from "./error-text.ts";

const LL = i18nObject("en");

describe("errorText", () => {
  it("maps known error codes to the spec §8 texts", () => {
    expect(errorText(LL, new PlatformError({ kind: "unauthorized", errorCode: "login.not.session" }))).toBe(
      "Your session has ended. Please log in again.",
    );
    expect(errorText(LL, new PlatformError({ kind: "api", errorCode: "function.not.available", serverMessage: "x" }))).toBe(
      "No permission, or this feature is not available",
    );
  });

  it("shows the server's own translated message for other refusals", () => {
    expect(errorText(LL, new PlatformError({ kind: "api", errorCode: "login.cred.err", serverMessage: "Wrong password" }))).toBe(
      "Wrong password",
    );
  });

  it("explains network trouble and unknown failures", () => {
    expect(errorText(LL, new PlatformError({ kind: "timeout" }))).toBe("The network is slow or offline, please try again");
    expect(errorText(LL, new PlatformError({ kind: "api", status: 503 }))).toBe("The system is busy, please try again later");
    expect(errorText(LL, new Error("boom"))).toBe("Unknown error");
  });
});
