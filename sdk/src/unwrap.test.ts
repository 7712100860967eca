import { describe, expect, it } from "vitest";
import { createPlatformClient } from "./client.ts";
import type { PlatformClientOptions } from "./client-options.ts";
import { isPlatformError, PlatformError } from "./platform-error.ts";
import { BASE_URL, failureOf, fakeFetch, hanging, json, type Handler } from "./testing/fake-fetch.ts";
import { unwrap, unwrapVoid } from "./unwrap.ts";

const memberInfo = { id: 100231, type: 0, account: "player_one", sumBalance: 12580.5, currencySymbol: "￥" };

function clientAnswering(handler: Handler, options: Partial<PlatformClientOptions> = {}) {
  const fake = fakeFetch(handler);
  const unauthorized: PlatformError[] = [];
  const client = createPlatformClient({
    baseUrl: BASE_URL,
    merchant: "wic11f3",
    getToken: () => "9f2c4e7a1b8d4f0e",
    fetch: fake.fetch,
    onUnauthorized: (error) => unauthorized.push(error),
    ...options,
  });
  return { client, fake, unauthorized };
}

describe("unwrap", () => {
  it("resolves to the envelope's value", async () => {
    const { client } = clientAnswering(() => json({ success: true, value: memberInfo }));
    await expect(unwrap(client.api.GET("/wps/member/info"))).resolves.toEqual(memberInfo);
  });

  it("copies the x-app-trace-id header into the body as spanId", async () => {
    const { client } = clientAnswering(() => json({ success: true, value: memberInfo }, { headers: { "x-app-trace-id": "span-42" } }));
    const { data } = await client.api.GET("/wps/member/info");
    expect(data?.spanId).toBe("span-42");
  });

  it("resolves to the whole body for an operation without the envelope (the /lgw gateway)", async () => {
    const games = { "1": { gameGroupId: 1, games: [{ gameId: 1001, code: "CQSSC", remark: "Chongqing SSC" }] } };
    const { client } = clientAnswering(() => json(games));
    await expect(unwrap(client.api.GET("/lgw/games/mobile"))).resolves.toEqual(games);
  });

  it("still reads an error status of such an operation as the error envelope", async () => {
    const { client } = clientAnswering(() => json({ success: false, errorCode: "system.busy", message: "#727 system busy" }, { status: 500 }));
    await expect(unwrap(client.api.GET("/lgw/games/mobile"))).rejects.toMatchObject({ kind: "api", status: 500, operationId: "getLotteryGames" });
  });

  it("reads only what the middleware judged: the client's call itself rejects with the failure", async () => {
    const { client } = clientAnswering(() => json({ success: false, errorCode: "login.cred.err", message: "Incorrect", captcha: true }));
    const error = await failureOf(client.api.GET("/wps/member/info"));
    expect(error).toMatchObject({ kind: "api", errorCode: "login.cred.err", captchaRequired: true, operationId: "getMemberInfo" });
  });

  it("resolves with nothing for a call whose success has no useful value", async () => {
    const { client } = clientAnswering(() => json({ success: true, value: null }));
    await expect(unwrapVoid(client.api.GET("/wps/member/info"))).resolves.toBeUndefined();
  });
});

describe("error kinds", () => {
  it("api: HTTP 200 with success false carries errorCode, message and status", async () => {
    const { client, unauthorized } = clientAnswering(() =>
      json({ success: false, errorCode: "function.not.available", message: "This function is not available" }, { headers: { "x-app-trace-id": "span-7" } }),
    );
    const error = await failureOf(unwrap(client.api.GET("/wps/member/info")));
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({
      kind: "api",
      status: 200,
      errorCode: "function.not.available",
      serverMessage: "This function is not available",
      operationId: "getMemberInfo",
      spanId: "span-7",
      captchaRequired: false,
    });
    expect(unauthorized).toEqual([]);
  });

  it("api: a non-2xx envelope keeps its status", async () => {
    const { client } = clientAnswering(() => json({ success: false, errorCode: "system.busy", message: "#727 system busy" }, { status: 500 }));
    const error = await failureOf(unwrap(client.api.GET("/wps/member/info")));
    expect(error).toMatchObject({ kind: "api", status: 500, errorCode: "system.busy" });
    expect(error.message).toBe("getMemberInfo: #727 system busy (HTTP 500)");
  });

  it("api: a failed login's captcha flag is readable from the error", async () => {
    const { client } = clientAnswering(() => json({ success: false, errorCode: "login.cred.err", message: "Incorrect", captcha: true }));
    const error = await failureOf(unwrap(client.api.GET("/wps/member/info")));
    expect(error.captchaRequired).toBe(true);
    expect(error.body).toMatchObject({ captcha: true });
  });

  it("unauthorized: HTTP 401, and onUnauthorized hears of it once", async () => {
    const { client, unauthorized } = clientAnswering(() => json({ success: false, errorCode: "login.not.session", message: "Please log in again" }, { status: 401 }));
    const error = await failureOf(unwrap(client.api.GET("/wps/member/info")));
    expect(error).toMatchObject({ kind: "unauthorized", status: 401, errorCode: "login.not.session" });
    expect(unauthorized).toHaveLength(1);
    expect(unauthorized[0]).toMatchObject({ kind: "unauthorized", status: 401, operationId: "getMemberInfo" });
  });

  it.each(["login.not.session", "token_ip_different"])("unauthorized: %s on an HTTP 200", async (errorCode) => {
    const { client, unauthorized } = clientAnswering(() => json({ success: false, errorCode, message: "Please log in again" }));
    const error = await failureOf(unwrap(client.api.GET("/wps/member/info")));
    expect(error).toMatchObject({ kind: "unauthorized", status: 200, errorCode });
    expect(unauthorized.map((e) => e.errorCode)).toEqual([errorCode]);
  });

  it("unauthorized: a 401 without the envelope", async () => {
    const { client, unauthorized } = clientAnswering(() => new Response("Unauthorized", { status: 401 }));
    const error = await failureOf(unwrap(client.api.GET("/wps/member/info")));
    expect(error).toMatchObject({ kind: "unauthorized", status: 401, body: "Unauthorized" });
    expect(unauthorized).toHaveLength(1);
  });

  it("network: the fetch itself fails", async () => {
    const cause = new TypeError("fetch failed");
    const { client } = clientAnswering(() => Promise.reject(cause));
    const error = await failureOf(client.api.GET("/wps/member/info"));
    expect(error).toMatchObject({ kind: "network", status: undefined, operationId: "getMemberInfo" });
    expect(error.cause).toBe(cause);
    await expect(unwrap(client.api.GET("/wps/member/info"))).rejects.toMatchObject({ kind: "network" });
  });

  it("timeout: no answer within timeoutMs aborts the request", async () => {
    const { client, fake } = clientAnswering(hanging, { timeoutMs: 30 });
    const started = Date.now();
    const error = await failureOf(unwrap(client.api.GET("/wps/member/info")));
    expect(error).toMatchObject({ kind: "timeout", operationId: "getMemberInfo" });
    expect(fake.last().signal.aborted).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("timeout: the caller's AbortSignal.timeout() is a timeout too, not a network failure", async () => {
    const { client, fake } = clientAnswering(hanging, { timeoutMs: 60_000 });
    const error = await failureOf(unwrap(client.api.GET("/wps/member/info", { signal: AbortSignal.timeout(1) })));
    expect(error).toMatchObject({ kind: "timeout", operationId: "getMemberInfo" });
    expect(fake.last().signal.aborted).toBe(true);
  });

  it("timeout: whatever aborted it with a TimeoutError, through the client or straight into unwrap", async () => {
    const { client } = clientAnswering(hanging, { timeoutMs: 0 });
    const controller = new AbortController();
    const call = unwrap(client.api.GET("/wps/member/info", { signal: controller.signal }));
    controller.abort(new DOMException("the page gave up", "TimeoutError"));
    await expect(call).rejects.toMatchObject({ kind: "timeout", operationId: "getMemberInfo" });
    const reason = new DOMException("signal timed out", "TimeoutError");
    const error = await failureOf(unwrap(Promise.reject(reason)));
    expect(error).toMatchObject({ kind: "timeout" });
    expect(error.cause).toBe(reason);
  });

  it("a cancellation by the caller is passed through, not reported as a failure", async () => {
    const { client } = clientAnswering(hanging, { timeoutMs: 5_000 });
    const controller = new AbortController();
    const call = unwrap(client.api.GET("/wps/member/info", { signal: controller.signal }));
    controller.abort();
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isPlatformError(error)).toBe(false);
    expect(error).toMatchObject({ name: "AbortError" });
  });

  it.each([
    ["a string", "member left the screen"],
    ["an Error", new Error("route changed")],
    ["an object", { why: "unmounted" }],
    ["a DOMException of another name", new DOMException("gone", "NotAllowedError")],
  ])("a cancellation with %s as its reason is an AbortError too, as the README says, before or while the answer comes", async (_name, reason) => {
    const { client } = clientAnswering(hanging, { timeoutMs: 5_000 });
    const controller = new AbortController();
    const call = unwrap(client.api.GET("/wps/member/info", { signal: controller.signal }));
    controller.abort(reason);
    const error = await call.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isPlatformError(error)).toBe(false);
    expect(error).toMatchObject({ name: "AbortError" });
    // Aborted before the call. = clientAnswering(hanging, { timeoutMs: 5_000 });
    const aborted = new AbortController();
    aborted.abort(reason);
    await expect(unwrap(client.api.GET("/wps/member/info", { signal: aborted.signal }))).rejects.toMatchObject({ name: "AbortError" });
  });

  it("malformed: a 2xx body that is not JSON", async () => {
    const { client } = clientAnswering(() => new Response("<html>gateway</html>", { headers: { "content-type": "text/html" } }));
    const error = await failureOf(client.api.GET("/wps/member/info"));
    expect(error).toMatchObject({ kind: "malformed", status: 200, body: "<html>gateway</html>" });
  });

  it("malformed: JSON that is not the envelope", async () => {
    const { client } = clientAnswering(() => json({ id: 1, account: "player_one" }));
    const error = await failureOf(unwrap(client.api.GET("/wps/member/info")));
    expect(error).toMatchObject({ kind: "malformed", status: 200, body: { id: 1, account: "player_one" } });
  });

  it("malformed: an error status whose body is not the envelope", async () => {
    const { client, unauthorized } = clientAnswering(() => new Response("Bad Gateway", { status: 502 }));
    const error = await failureOf(unwrap(client.api.GET("/wps/member/info")));
    expect(error).toMatchObject({ kind: "malformed", status: 502, body: "Bad Gateway" });
    expect(unauthorized).toEqual([]);
  });

  it("malformed: a success envelope without the value the contract requires, named by its pointer", async () => {
    const { client } = clientAnswering(() => json({ success: true }));
    const error = await failureOf(unwrap(client.api.GET("/wps/member/info")));
    expect(error).toMatchObject({ kind: "malformed", status: 200, operationId: "getMemberInfo", pointer: "/value", body: { success: true } });
    expect(error.message).toBe("getMemberInfo: breaks the contract at /value: is missing (HTTP 200)");
    // unwrapVoid too: the call did not say it succeeded the contract's way.
    await expect(unwrapVoid(client.api.GET("/wps/member/info"))).rejects.toMatchObject({ kind: "malformed" });
  });

  it("malformed: an empty 2xx body", async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 200 }));
    await expect(unwrap(client.api.GET("/wps/member/info"))).rejects.toMatchObject({ kind: "malformed", status: 200 });
  });
});
