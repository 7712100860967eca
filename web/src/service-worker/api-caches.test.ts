import { describe, expect, it } from "vitest";
import { API_LOCAL_CACHE, API_OFFLINE_CACHE, clearMemberApiCache } from "./api-caches.ts";
import { apiCacheKey } from "./cache-key.ts";
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

  it("does nothing where there is no cache yet, or no Cache API at all", async () => {
    await expect(clearMemberApiCache("token-of-a", memoryCaches())).resolves.toBe(0);
    await expect(clearMemberApiCache("token-of-a", undefined)).resolves.toBe(0);
  });
});
