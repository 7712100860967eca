import { describe, expect, it } from "vitest";
import { API_LAST_KNOWN_CACHE, API_LOCAL_CACHE, API_OFFLINE_CACHE, clearAllMemberApiCaches, clearMemberApiCache } from "./api-caches.ts";
import { apiCacheKey, MEMBER_KEY_PARAM } from "./cache-key.ts";
import { memoryCaches } from "./testing/memory-caches.ts";

const origin = "https://m.platform.test";
/** Stores an answer under the key the worker gives this request. */
async function cached(storage: CacheStorage, name: string, path: string, token?: string) {
  const headers: Record<string, string> = { Language: "EN", Merchant: "mc_demo" };
  if (token) headers.Authorization = token;
  const key = await apiCacheKey(new Request(`${origin}${path}`, { headers }));
  await (await storage.open(name)).put(new Request(key), new Response("{}"));
}
const paths = async (storage: CacheStorage, name: string) => (await (await storage.open(name)).keys()).map((request) => new URL(request.url).pathname);
/** Every entry left, as "cache path member?" (the member's digest stands as "member"). */
const left = async (storage: CacheStorage) => {
  const rows: string[] = [];
  for (const name of [API_LOCAL_CACHE, API_OFFLINE_CACHE, API_LAST_KNOWN_CACHE]) {
    for (const request of await (await storage.open(name)).keys()) {
      const url = new URL(request.url);
      rows.push(`${name} ${url.pathname}${url.searchParams.has(MEMBER_KEY_PARAM) ? " member" : ""}`);
    }
  }
  return rows;
};

/** What a member's session leaves behind: member info and points in the balance cache, the inbox kept for offline. */
async function memberLeftovers(storage: CacheStorage, token: string) {
  await cached(storage, API_LAST_KNOWN_CACHE, "/wps/member/info", token);
  await cached(storage, API_LAST_KNOWN_CACHE, "/wps/relay/MCSFE_getPointBalance", token);
  await cached(storage, API_OFFLINE_CACHE, "/wps/relay/CSP_getInbox", token);
}

describe("clearing a member's API cache on logout", () => {
  it("deletes that member's entries from both API caches, and only theirs", async () => {
    const storage = memoryCaches();
    await cached(storage, API_LOCAL_CACHE, "/wps/member/info", "token-of-a");
    await cached(storage, API_LOCAL_CACHE, "/wps/member/info", "token-of-b");
    await cached(storage, API_LOCAL_CACHE, "/wps/v2/system/status");
    await cached(storage, API_OFFLINE_CACHE, "/wps/relay/MCSFE_getClaimPromotion", "token-of-a");
    await cached(storage, API_OFFLINE_CACHE, "/wps/relay/CSP_inbox", "token-of-b");

    await expect(clearMemberApiCache("token-of-a", storage)).resolves.toBe(2);
    expect(await paths(storage, API_LOCAL_CACHE)).toEqual(["/wps/member/info", "/wps/v2/system/status"]);
    expect(await paths(storage, API_OFFLINE_CACHE)).toEqual(["/wps/relay/CSP_inbox"]);
    // What is left of member info is b's.
    await expect(clearMemberApiCache("token-of-b", storage)).resolves.toBe(2);
    expect(await paths(storage, API_LOCAL_CACHE)).toEqual(["/wps/v2/system/status"]);
  });

  it("deletes the member's balances too (the balance cache)", async () => {
    const storage = memoryCaches();
    await memberLeftovers(storage, "token-of-a");
    await cached(storage, API_LOCAL_CACHE, "/wps/v2/system/status");
    await expect(clearMemberApiCache("token-of-a", storage)).resolves.toBe(3);
    expect(await left(storage)).toEqual(["api-local /wps/v2/system/status"]);
  });

  it("does nothing where there is no cache yet, or no Cache API at all", async () => {
    await expect(clearMemberApiCache("token-of-a", memoryCaches())).resolves.toBe(0);
    await expect(clearMemberApiCache("token-of-a", undefined)).resolves.toBe(0);
  });
});

describe("clearing every member's API cache at a start without a session (a closed tab leaves no logout)", () => {
  it("deletes every entry keyed by any member, and keeps the anonymous ones", async () => {
    const storage = memoryCaches();
    await memberLeftovers(storage, "token-of-a");
    await memberLeftovers(storage, "token-of-b");
    await cached(storage, API_LOCAL_CACHE, "/wps/v2/system/status");
    await cached(storage, API_OFFLINE_CACHE, "/wps/system/helpCenter");

    await expect(clearAllMemberApiCaches(() => undefined, storage)).resolves.toBe(6);
    expect(await left(storage)).toEqual(["api-local /wps/v2/system/status", "api-offline /wps/system/helpCenter"]);
  });

  it("keeps the entries of a member who logged in while it ran", async () => {
    const storage = memoryCaches();
    await memberLeftovers(storage, "token-of-a");
    await memberLeftovers(storage, "token-of-b");
    await expect(clearAllMemberApiCaches(() => "token-of-b", storage)).resolves.toBe(3);
    expect(await left(storage)).toEqual([
      "api-offline /wps/relay/CSP_getInbox member",
      "api-last-known /wps/member/info member",
      "api-last-known /wps/relay/MCSFE_getPointBalance member",
    ]);
    await expect(clearMemberApiCache("token-of-b", storage)).resolves.toBe(3);
  });

  it("does nothing without a Cache API", async () => {
    await expect(clearAllMemberApiCaches(() => undefined, undefined)).resolves.toBe(0);
  });
});
