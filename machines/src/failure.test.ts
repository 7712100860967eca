import { describe, expect, it } from "vitest";
import { readFailure } from "./failure.ts";
import { failureMessage } from "./messages.ts";

describe("reading an actor's failure", () => {
  it("keeps a PlatformError's kind, status, errorCode, server text and captcha flag under their own names", () => {
    const error = Object.assign(new Error("login: Incorrect (HTTP 200)"), {
      kind: "api",
      status: 200,
      errorCode: "login.cred.err",
      serverMessage: "Please Enter The Correct Captcha Code",
      captchaRequired: true,
      body: { success: false },
    });
    expect(readFailure(error)).toEqual({
      kind: "api",
      status: 200,
      errorCode: "login.cred.err",
      serverMessage: "Please Enter The Correct Captcha Code",
      captchaRequired: true,
    });
  });

  it("reads anything else as an unknown failure, without its text", () => {
    for (const error of [undefined, null, "network slow", new Error("boom"), { message: "x" }, { kind: "weird" }]) {
      expect(readFailure(error)).toEqual({ kind: "unknown", captchaRequired: false });
    }
  });

  it("asks for a captcha only on captchaRequired === true, and drops empty texts", () => {
    expect(readFailure({ kind: "api", captchaRequired: "true", serverMessage: " ", errorCode: "" })).toEqual({ kind: "api", captchaRequired: false });
  });

  it("is what a machine puts in context as a message", () => {
    expect(failureMessage({ kind: "timeout" })).toEqual({ failure: { kind: "timeout", captchaRequired: false } });
  });
});
