import { describe, expect, it } from "vitest";
import { API_LAST_KNOWN_CACHE, API_LOCAL_CACHE, API_OFFLINE_CACHE } from "../service-worker/api-caches.ts";
import { apiCacheKey } from "../service-worker/cache-key.ts";
import { memoryCaches } from "../service-worker/testing/memory-caches.ts";
import { startSession } from "../stores/auth.ts";
import { memberSession } from "../testing/fixtures.ts";
import { purgeMemberCachesAtStart } from "./purge-member-caches.ts";

const origin = "https://m.platform.test";
async function put(storage: CacheStorage, name: string, path: string, token?: string) {
  const key = await apiCacheKey(new Request(`${origin}${path}`, { headers: token ? { Authorization: token } : {} }));
  await (await storage.open(name)).put(new Request(key), new Response("{}"));
}
const urls = async (storage: CacheStorage, name: string) => (await (await storage.open(name)).keys()).map((request) => new URL(request.url).pathname);

/** What a closed tab left: one member's balance, points and inbox, another's member info, and the visitor's status. */
async function leftBehind() {
  const storage = memoryCaches();
  await put(storage, API_LAST_KNOWN_CACHE, "/wps/member/info", "tok_closed_tab");
  await put(storage, API_LAST_KNOWN_CACHE, "/wps/relay/MCSFE_getPointBalance", "tok_closed_tab");
  await put(storage, API_OFFLINE_CACHE, "/wps/relay/CSP_getInbox", "tok_closed_tab");
  await put(storage, API_LOCAL_CACHE, "/wps/member/info", "tok_older_build");
  await put(storage, API_LOCAL_CACHE, "/wps/v2/system/status");
  return storage;
}

describe("the member caches at start (a session that ended without a logout)", () => {
  it("without a session, forgets every answer kept for any member and keeps the visitor's", async () => {
    const storage = await leftBehind();
    await expect(purgeMemberCachesAtStart(storage)).resolves.toBe(4);
    expect(await urls(storage, API_LAST_KNOWN_CACHE)).toEqual([]);
    expect(await urls(storage, API_OFFLINE_CACHE)).toEqual([]);
    expect(await urls(storage, API_LOCAL_CACHE)).toEqual(["/wps/v2/system/status"]);
  });

  it("with a session (a reload), leaves the caches alone", async () => {
    const storage = await leftBehind();
    startSession(memberSession());
    await expect(purgeMemberCachesAtStart(storage)).resolves.toBe(0);
    expect(await urls(storage, API_LAST_KNOWN_CACHE)).toHaveLength(2);
  });

  it("never fails the start, even when the Cache API does", async () => {
    const broken = { has: () => Promise.reject(new Error("SecurityError")) } as unknown as CacheStorage;
    await expect(purgeMemberCachesAtStart(broken)).resolves.toBe(0);
    await expect(purgeMemberCachesAtStart(undefined)).resolves.toBe(0);
  });
});
