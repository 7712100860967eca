import { describe, expect, it } from "vitest";
import { createPlatformClient } from "../client.ts";
import { BASE_URL, failureOf, fakeFetch, json, type Handler } from "../testing/fake-fetch.ts";
import { unwrap } from "../unwrap.ts";
import { validateResponse } from "./index.ts";

const memberInfo = { id: 100231, type: 0, account: "player_one", sumBalance: 12580.5, currencySymbol: "￥" };

function client(handler: Handler, validate = true) {
  return createPlatformClient({ baseUrl: BASE_URL, merchant: "wic11f3", getToken: () => "9f2c4e7a1b8d4f0e", fetch: fakeFetch(handler).fetch, ...(validate ? { validate: validateResponse } : {}) });
}

describe("the validate option (@platform/sdk/validate)", () => {
  it("rejects a boolean sent as \"false\" as malformed, naming the pointer", async () => {
    const answer = () => json({ success: true, value: "false" });
    const error = await failureOf(unwrap(client(answer).api.GET("/wps/check/username", { params: { query: { username: "lucky_star88" } } })));
    expect(error).toMatchObject({ kind: "malformed", status: 200, operationId: "checkUsername", pointer: "/value", body: { success: true, value: "false" } });
    expect(error.message).toBe("checkUsername: breaks the contract at /value: must be boolean or null (HTTP 200)");
    // Opt-in: without the option the same answer passes unchecked.
    await expect(unwrap(client(answer, false).api.GET("/wps/check/username", { params: { query: { username: "lucky_star88" } } }))).resolves.toBe("false");
  });

  it("names the field deep in the value, and a missing required one", async () => {
    const wrongType = await failureOf(unwrap(client(() => json({ success: true, value: { ...memberInfo, sumBalance: "12580.50" } })).api.GET("/wps/member/info")));
    expect(wrongType).toMatchObject({ kind: "malformed", pointer: "/value/sumBalance" });
    expect(wrongType.message).toContain("at /value/sumBalance: must be number");
    const { account: _, ...withoutAccount } = memberInfo;
    const missing = await failureOf(unwrap(client(() => json({ success: true, value: withoutAccount })).api.GET("/wps/member/info")));
    expect(missing).toMatchObject({ kind: "malformed", pointer: "/value/account" });
    expect(missing.message).toContain("at /value/account: is missing");
  });

  it("passes an answer that keeps the contract, the /lgw bodies without the envelope included", async () => {
    await expect(unwrap(client(() => json({ success: true, value: memberInfo })).api.GET("/wps/member/info"))).resolves.toEqual(memberInfo);
    await expect(unwrap(client(() => json({ success: true, value: false })).api.GET("/wps/check/username", { params: { query: { username: "x" } } }))).resolves.toBe(false);
    const games = { "1": { gameGroupId: 1, games: [{ gameId: 1001, code: "CQSSC", remark: "Chongqing SSC" }] } };
    await expect(unwrap(client(() => json(games)).api.GET("/lgw/games/mobile"))).resolves.toEqual(games);
    const lgwError = await failureOf(unwrap(client(() => json({ "1": "none" })).api.GET("/lgw/games/mobile")));
    expect(lgwError).toMatchObject({ kind: "malformed", pointer: "/1", operationId: "getLotteryGames" });
  });

  it("checks the contract's formats: an int64 time and a uri reference pass (a format check once threw in the bundled code), a fractional time is named", () => {
    const member = { ...memberInfo, regDate: 1790855866000, headerIcon: "/mock-assets/avatars/avatar-1.svg" };
    expect(validateResponse({ method: "GET", path: "/wps/member/info", status: 200, body: { success: true, value: member } })).toBeUndefined();
    expect(validateResponse({ method: "GET", path: "/wps/member/info", status: 200, body: { success: true, value: { ...member, regDate: 1.5 } } })).toMatchObject({ pointer: "/value/regDate" });
  });

  it("checks nothing for an operation or status the contract does not describe", () => {
    expect(validateResponse({ method: "GET", path: "/wps/not/in/contract", status: 200, body: 1 })).toBeUndefined();
    expect(validateResponse({ method: "get", path: "/wps/member/info", status: 299, body: 1 })).toBeUndefined();
    expect(validateResponse({ method: "get", path: "/wps/member/info", status: 200, body: 1 })).toEqual({ pointer: "", message: "must be object" });
  });
});
