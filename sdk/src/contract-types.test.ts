// Compile-time guarantees of the generated types, checked by `tsc -p sdk`
// (part of `npm run typecheck`): every `@ts-expect-error` below fails the
// typecheck the day the line it marks becomes valid. The calls sit in
// functions that never run; Vitest only reports the `expectTypeOf` blocks.
import { describe, expectTypeOf, it } from "vitest";
import { createPlatformClient } from "./client.ts";
import type { ErrorCode, ErrorCodeOf } from "./error-codes.ts";
import type { OperationId } from "./generated/operations.ts";
import type { components } from "./generated/platform-api.ts";
import { isPlatformError, type PlatformError, type PlatformErrorKind } from "./platform-error.ts";
import { login } from "./secure/login.ts";
import { register } from "./secure/register.ts";
import { unwrap } from "./unwrap.ts";

const client = createPlatformClient({ merchant: "wic11f3" });
type Schemas = components["schemas"];

export function wrongBodies() {
  // @ts-expect-error the encrypted body is { value } or the bare ciphertext string, nothing else
  void client.api.POST("/wps/session/login", { params: { header: { Encryption: "a", "X-Digest": "b", "X-RSA": "c" } }, body: { username: "x" } });
  // @ts-expect-error a login payload needs its `type`
  void login(client, { username: "player_one", password: "s3cret-pass" });
  // @ts-expect-error `type` is username, sms or firebase
  void login(client, { type: "email", username: "player_one" });
  // @ts-expect-error username registration needs confirmPassword
  void register(client, { registerUrl: "m.platform.test", registerMethod: "H5", username: "a", password: "b" }, "username");
}

export function missingParameters() {
  // @ts-expect-error GET /wps/check/username needs the `username` query parameter
  void client.api.GET("/wps/check/username");
  // @ts-expect-error ...and does not take another in its place
  void client.api.GET("/wps/check/username", { params: { query: { name: "lucky_star88" } } });
  // @ts-expect-error an encrypted call needs its Encryption header (X-Digest and X-RSA are optional: legacy clients send only Encryption)
  void client.api.POST("/wps/session/login", { body: { value: "c2VjcmV0" } });
}

export function unknownPathsAndMethods() {
  // @ts-expect-error no such path in the contract
  void client.api.GET("/wps/member/infos", {});
  // @ts-expect-error the member info is read with GET only
  void client.api.DELETE("/wps/member/info");
}

// The contract lists each operation's error codes (x-error-codes); a closed list types them exactly.
export function errorCodesPerOperation(error: unknown): string {
  if (isPlatformError(error, "changePassword")) {
    if (error.errorCode === "modify.new.old.same") return "same";
    // @ts-expect-error a misspelt code: changePassword's list is closed, and says "old.password.err"
    if (error.errorCode === "old.pasword.err") return "typo";
    // @ts-expect-error a real code of another operation is no code of this one
    if (error.errorCode === "insufficient.balance") return "other";
  }
  if (isPlatformError(error, "withdraw")) {
    // @ts-expect-error "withdraw.daily.limit.reach" is not in withdraw's list ("withdraw.daily.limit.reached" is)
    if (error.errorCode === "withdraw.daily.limit.reach") return "typo";
  }
  // The contract marks registration's list open (the bot check's codes vary by deployment): any string compiles.
  if (isPlatformError(error, "registerByUsername") && error.errorCode === "geetest_v4_validate_required") return "challenge";
  // An error of any operation: the known codes or any string.
  if (isPlatformError(error) && error.errorCode === "some.new.code") return "new";
  return "";
}

// @ts-expect-error a typed code, misspelt
export const misspelt: ErrorCodeOf<"setPasswordByPhone"> = "modify.new.old.sam";

describe("generated types", () => {
  it("type a call's envelope value from the contract", () => {
    // Wrapped in functions that never run: only their types are checked.
    const memberInfo = () => unwrap(client.api.GET("/wps/member/info"));
    const usernameCheck = () => unwrap(client.api.GET("/wps/check/username", { params: { query: { username: "lucky_star88" } } }));
    const lotteryGames = () => unwrap(client.api.GET("/lgw/games/mobile"));
    const rsaKey = () => unwrap(client.api.GET("/wps/session/key/rsa", { parseAs: "text" }));
    expectTypeOf(memberInfo).returns.resolves.toEqualTypeOf<Schemas["MemberInfo"]>();
    expectTypeOf(usernameCheck).returns.resolves.toEqualTypeOf<boolean | null>();
    expectTypeOf(login).returns.resolves.toEqualTypeOf<Schemas["LoginResult"]>();
    expectTypeOf(lotteryGames).returns.resolves.toEqualTypeOf<Schemas["LotteryGameMenu"]>();
    expectTypeOf(rsaKey).returns.resolves.toEqualTypeOf<string>();
  });

  it("type each operation's error codes from its x-error-codes, open only where the contract says so", () => {
    expectTypeOf<ErrorCodeOf<"setPasswordByPhone">>().toEqualTypeOf<
      "function.not.available" | "modify.new.old.same" | "request_param_err" | "system.busy" | "verification.code.err"
    >();
    expectTypeOf<PlatformError<"setPasswordByPhone">["errorCode"]>().toEqualTypeOf<ErrorCodeOf<"setPasswordByPhone"> | undefined>();
    expectTypeOf<string>().toExtend<ErrorCodeOf<"login">>();
    expectTypeOf<string>().not.toExtend<ErrorCodeOf<"changePassword">>();
    expectTypeOf<ErrorCodeOf<OperationId>>().toEqualTypeOf<ErrorCode>();
    expectTypeOf<PlatformError["errorCode"]>().toEqualTypeOf<ErrorCode | undefined>();
  });

  it("give the error kinds as a closed union", () => {
    expectTypeOf<PlatformErrorKind>().toEqualTypeOf<"api" | "unauthorized" | "network" | "timeout" | "malformed">();
  });
});
