import { describe, expect, it } from "vitest";
import { createPlatformClient } from "../client.ts";
import { PlatformError } from "../platform-error.ts";
import { BASE_URL, MODULUS, fakeFetch, json } from "../testing/fake-fetch.ts";
import { login } from "./login.ts";

const session = { token: "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b", id: 100231, userName: "player_one", customerType: 0, firstTimeLogin: false };
const payload = { type: "username", username: "player_one", password: "s3cret-pass" } as const;

function platform(answers: { key?: () => Response; login?: () => Response } = {}) {
  const fake = fakeFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === "/wps/session/key/rsa") return answers.key?.() ?? new Response(MODULUS, { headers: { "content-type": "text/plain" } });
    if (path === "/wps/session/login") return answers.login?.() ?? json({ success: true, value: session });
    return new Response("not found", { status: 404 });
  });
  const client = createPlatformClient({
    baseUrl: BASE_URL,
    merchant: "wic11f3",
    getToken: () => "old-session-token",
    getDevice: () => "PWA",
    fetch: fake.fetch,
  });
  const calls = (path: string) => fake.requests.filter((r) => new URL(r.url).pathname === path);
  return { client, fake, calls };
}

describe("login", () => {
  it("posts the encrypted payload as { value } with Encryption, X-Digest and X-RSA", async () => {
    const { client, calls } = platform();
    await expect(login(client, payload)).resolves.toEqual(session);
    const [request] = calls("/wps/session/login");
    if (!request) throw new Error("login was not called");
    const body = (await request.json()) as { value: string };
    expect(Object.keys(body)).toEqual(["value"]);
    expect(body.value).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(request.method).toBe("POST");
    expect(request.headers.get("Content-Type")).toBe("application/json");
    expect(request.headers.get("X-Digest")).toBe(body.value);
    expect(request.headers.get("X-RSA")).toBe(MODULUS);
    expect(request.headers.get("Encryption")).toMatch(/^[0-9a-f]+$/);
    expect(request.headers.get("Device")).toBe("PWA");
    expect(request.headers.get("Merchant")).toBe("wic11f3");
    expect(request.headers.has("Authorization")).toBe(false);
  });

  it("rejects a refused login with an api error that says whether a captcha is needed", async () => {
    const { client } = platform({
      login: () => json({ success: false, errorCode: "login.cred.err", message: "Incorrect username or password", captcha: true }),
    });
    const error = await login(client, payload).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: "api", errorCode: "login.cred.err", captchaRequired: true, operationId: "login" });
  });
});

describe("RSA key cache", () => {
  it("fetches the key once per client, with a cache buster and no-cache", async () => {
    const { client, calls } = platform();
    await login(client, payload);
    await login(client, payload);
    const keyCalls = calls("/wps/session/key/rsa");
    expect(keyCalls).toHaveLength(1);
    expect(new URL(keyCalls[0]?.url ?? "").searchParams.get("_")).toMatch(/^\d{13}$/);
    expect(keyCalls[0]?.headers.get("Cache-Control")).toBe("no-cache");
    expect(keyCalls[0]?.headers.has("Authorization")).toBe(false);
  });

  it("keeps one key per client", async () => {
    const first = platform();
    const second = platform();
    await login(first.client, payload);
    await login(second.client, payload);
    await login(first.client, payload);
    expect(first.calls("/wps/session/key/rsa")).toHaveLength(1);
    expect(second.calls("/wps/session/key/rsa")).toHaveLength(1);
  });

  it("fetches the key again after a failed encrypted call", async () => {
    let refuse = true;
    const { client, calls } = platform({
      login: () => (refuse ? json({ success: false, errorCode: "login.cred.err", message: "Incorrect" }) : json({ success: true, value: session })),
    });
    await expect(login(client, payload)).rejects.toMatchObject({ kind: "api" });
    refuse = false;
    await expect(login(client, payload)).resolves.toEqual(session);
    expect(calls("/wps/session/key/rsa")).toHaveLength(2);
  });

  it("fetches the key again after a failed key fetch", async () => {
    let keyAnswers = 0;
    const { client, calls } = platform({
      key: () =>
        ++keyAnswers === 1
          ? json({ success: false, errorCode: "system.busy", message: "#727 system busy" }, { status: 500 })
          : new Response(MODULUS, { headers: { "content-type": "text/plain" } }),
    });
    await expect(login(client, payload)).rejects.toMatchObject({ kind: "api", status: 500, operationId: "getRsaKey" });
    expect(calls("/wps/session/login")).toHaveLength(0);
    await expect(login(client, payload)).resolves.toEqual(session);
    expect(calls("/wps/session/key/rsa")).toHaveLength(2);
  });

  it("reports a key that is not a hex modulus as malformed", async () => {
    const { client } = platform({ key: () => new Response("<html>maintenance</html>", { headers: { "content-type": "text/html" } }) });
    await expect(login(client, payload)).rejects.toMatchObject({ kind: "malformed", operationId: "getRsaKey", status: 200 });
  });
});
