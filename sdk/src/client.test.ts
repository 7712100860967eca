import { describe, expect, it } from "vitest";
import { createPlatformClient } from "./client.ts";
import type { PlatformClientOptions } from "./client-options.ts";
import { BASE_URL, fakeFetch, json } from "./testing/fake-fetch.ts";

const member = { success: true, value: { id: 1, type: 0, account: "player_one", sumBalance: 1, currencySymbol: "￥" } };

function setup(options: Partial<PlatformClientOptions> = {}) {
  const fake = fakeFetch((request) => (request.url.includes("/key/rsa") ? new Response("abcd") : json(member)));
  const client = createPlatformClient({ baseUrl: BASE_URL, merchant: "wic11f3", fetch: fake.fetch, ...options });
  return { client, fake };
}

describe("request headers", () => {
  it("sends the merchant code on every call, once", async () => {
    const { client, fake } = setup();
    await client.api.GET("/wps/member/info");
    await client.api.GET("/wps/session/key/rsa", { parseAs: "text" });
    expect(fake.requests.map((r) => r.headers.get("Merchant"))).toEqual(["wic11f3", "wic11f3"]);
  });

  it("sends the raw token, without Bearer, on an operation that needs the Token", async () => {
    const { client, fake } = setup({ getToken: () => "9f2c4e7a1b8d4f0e" });
    await client.api.GET("/wps/member/info");
    expect(fake.last().headers.get("Authorization")).toBe("9f2c4e7a1b8d4f0e");
  });

  it("omits Authorization on an anonymous operation even with a session", async () => {
    const { client, fake } = setup({ getToken: () => "9f2c4e7a1b8d4f0e" });
    await client.api.GET("/wps/session/key/rsa", { parseAs: "text" });
    expect(fake.last().headers.has("Authorization")).toBe(false);
  });

  it("reads token and language at request time", async () => {
    let token: string | null = "first-token-0001";
    let language = "EN";
    const { client, fake } = setup({ getToken: () => token, getLanguage: () => language });
    await client.api.GET("/wps/member/info");
    token = "second-token-002";
    language = "CN";
    await client.api.GET("/wps/member/info");
    token = null;
    await client.api.GET("/wps/member/info");
    expect(fake.requests.map((r) => [r.headers.get("Authorization"), r.headers.get("Language")])).toEqual([
      ["first-token-0001", "EN"],
      ["second-token-002", "CN"],
      [null, "CN"],
    ]);
  });

  it("sends Device only when the app runs as PWA, web clip or iPad", async () => {
    let device: "PWA" | "WEBCLIP" | undefined = "PWA";
    const { client, fake } = setup({ getDevice: () => device });
    await client.api.GET("/wps/member/info");
    device = undefined;
    await client.api.GET("/wps/member/info");
    expect(fake.requests.map((r) => r.headers.get("Device"))).toEqual(["PWA", null]);
  });

  it("asks getScenario by operationId and sends its answer as Prefer", async () => {
    const asked: string[] = [];
    const { client, fake } = setup({
      getScenario: (operationId) => {
        asked.push(operationId);
        return operationId === "getMemberInfo" ? "example=trial" : undefined;
      },
    });
    await client.api.GET("/wps/member/info");
    expect(fake.last().headers.get("Prefer")).toBe("example=trial");
    await client.api.GET("/wps/session/key/rsa", { parseAs: "text" });
    expect(fake.last().headers.has("Prefer")).toBe(false);
    expect(asked).toEqual(["getMemberInfo", "getRsaKey"]);
  });

  it("never sends an empty header", async () => {
    const { client, fake } = setup({ getToken: () => "", getLanguage: () => "", getScenario: () => "" });
    await client.api.GET("/wps/member/info", { headers: { "X-Note": " " } });
    const names: string[] = [];
    fake.last().headers.forEach((_, name) => names.push(name));
    expect(names).toEqual(["merchant"]);
  });

  it("lets a header passed on the call win over the getter", async () => {
    const { client, fake } = setup({ getLanguage: () => "EN" });
    await client.api.GET("/wps/member/info", { headers: { Language: "MS" } });
    expect(fake.last().headers.get("Language")).toBe("MS");
  });

  it("calls the configured origin", async () => {
    const { client, fake } = setup();
    await client.api.GET("/wps/member/info");
    expect(fake.last().url).toBe(`${BASE_URL}/wps/member/info`);
  });
});
