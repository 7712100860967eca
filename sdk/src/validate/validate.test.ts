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
    expect(validateResponse({ method: "GET", path: "/wps/member/info", status: 200, body: { success: true, value: { ...member, regDate: 1.5 } } })).toContainEqual(
      expect.objectContaining({ pointer: "/value/regDate", received: "1.5" }),
    );
  });

  it("checks nothing for an operation the contract does not describe", () => {
    expect(validateResponse({ method: "GET", path: "/wps/not/in/contract", status: 200, body: 1 })).toBeUndefined();
    expect(validateResponse({ method: "get", path: "/wps/member/info", status: 200, body: 1 })).toEqual([{ pointer: "", expected: "object", received: "1", message: "must be object" }]);
  });

  it("reports every violation, each with its pointer, what was expected and what came", () => {
    const { account: _, ...withoutAccount } = memberInfo;
    const body = { success: true, value: { ...withoutAccount, id: "100231", sumBalance: "12580.50", surprise: true } };
    const violations = validateResponse({ method: "GET", path: "/wps/member/info", status: 200, body });
    expect(violations).toEqual(
      expect.arrayContaining([
        { pointer: "/value/account", expected: "present", received: "nothing", message: "is missing" },
        { pointer: "/value/id", expected: "integer", received: '"100231"', message: "must be integer" },
        { pointer: "/value/sumBalance", expected: "number", received: '"12580.50"', message: "must be number" },
      ]),
    );
  });

  it("the client's error carries the list, and names the first with a count of the others", async () => {
    const { account: _, ...withoutAccount } = memberInfo;
    const error = await failureOf(unwrap(client(() => json({ success: true, value: { ...withoutAccount, sumBalance: "1" } })).api.GET("/wps/member/info")));
    expect(error.violations?.map((v) => v.pointer)).toEqual(expect.arrayContaining(["/value/account", "/value/sumBalance"]));
    expect(error.pointer).toBe(error.violations?.[0]?.pointer);
    expect(error.message).toMatch(/breaks the contract at \/value\/\w+: .* \(and \d+ more\) \(HTTP 200\)$/);
  });

  it("an undeclared 2xx status is a violation: a 201 with { value: 42 } does not resolve 42", async () => {
    expect(validateResponse({ method: "GET", path: "/wps/member/info", status: 299, body: 1 })).toEqual([
      { pointer: "", expected: "HTTP 200", received: "HTTP 299", message: "must come with HTTP 200, not HTTP 299" },
    ]);
    const lgw = client(() => json({ value: 42 }, { status: 201 }));
    const error = await failureOf(unwrap(lgw.api.GET("/lgw/games/mobile")));
    expect(error).toMatchObject({ kind: "malformed", status: 201, violations: [{ pointer: "", expected: "HTTP 200", received: "HTTP 201" }] });
    const wps = client(() => json({ success: true, value: 42 }, { status: 201 }));
    await expect(failureOf(unwrap(wps.api.GET("/wps/message/unreadCount")))).resolves.toMatchObject({ kind: "malformed", status: 201 });
  });
});
