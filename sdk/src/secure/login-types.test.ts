// Compile-time checks (npm run typecheck): the login payload is a
// discriminated union by `type` (contract LoginPayload's if/then rules). Each
// expect-error directive below fails the typecheck if the line it marks ever compiles.
import { describe, expect, it } from "vitest";
import { createPlatformClient } from "../client.ts";
import type { ErrorCode } from "../error-codes.ts";
import type { PlatformError } from "../platform-error.ts";
import { login } from "./login.ts";

const client = createPlatformClient({ merchant: "m", fetch: () => Promise.reject(new Error("not called")) });

describe("login payload types", () => {
  it("requires each method's credentials", () => {
    const calls = [
      // @ts-expect-error a username login needs the username and the password
      () => login(client, { type: "username" }),
      // @ts-expect-error ... both of them
      () => login(client, { type: "username", username: "player_one" }),
      // @ts-expect-error an SMS login needs the mobile number and the code
      () => login(client, { type: "sms", mobileNum: "123456789" }),
      // @ts-expect-error a Firebase login needs its token, channel and numbers
      () => login(client, { type: "firebase", mobileNum: "123456789" }),
      // @ts-expect-error no such method
      () => login(client, { type: "email", username: "a", password: "b" }),
      () => login(client, { type: "username", username: "player_one", password: "s3cret-pass", captcha: "482913" }),
      () => login(client, { type: "sms", mobileNum: "123456789", countryDialingCode: "60", verificationCode: "4821" }),
    ];
    expect(calls).toHaveLength(7);
  });

  it("types errorCode as the known codes or any other string", () => {
    const known: ErrorCode = "login.cred.err";
    const unknown: ErrorCode = "some.future.code";
    const code = (error: PlatformError): ErrorCode | undefined => error.errorCode;
    expect([known, unknown, typeof code]).toEqual(["login.cred.err", "some.future.code", "function"]);
  });
});
