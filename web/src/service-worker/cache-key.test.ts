import { describe, expect, it } from "vitest";
import { apiCacheKey } from "./cache-key.ts";

const url = "https://m.platform.test/wps/member/info";

describe("the API cache key", () => {
  it("differs per member and keeps no token in clear", async () => {
    const a = await apiCacheKey(new Request(url, { headers: { Authorization: "token-of-member-a" } }));
    const b = await apiCacheKey(new Request(url, { headers: { Authorization: "token-of-member-b" } }));
    expect(a).not.toBe(b);
    expect(a).not.toContain("token-of-member-a");
    expect(a).toMatch(/__sw_authorization=[0-9a-f]{24}/);
  });

  it("differs per language, and is the URL alone for an anonymous call in no language", async () => {
    const en = await apiCacheKey(new Request(url, { headers: { Language: "EN" } }));
    const cn = await apiCacheKey(new Request(url, { headers: { Language: "CN" } }));
    expect(en).not.toBe(cn);
    expect(await apiCacheKey(new Request(url))).toBe(url);
  });
});
