import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { API_OFFLINE_CACHE } from "../../service-worker/api-caches.ts";
import { apiCacheKey } from "../../service-worker/cache-key.ts";
import { memoryCaches } from "../../service-worker/testing/memory-caches.ts";
import { LATE_ANSWER_GRACE_MS, LATE_ANSWER_MAX_WAIT_MS, purgeExpiredMember } from "./purge-expired-member.ts";

const TOKEN = "tok_expired_0123456789";
const keyOf = (path: string, token = TOKEN) => apiCacheKey(new Request(`https://m.platform.test${path}`, { headers: { Authorization: token } }));
async function keep(storage: CacheStorage, path: string, token = TOKEN) {
  await (await storage.open(API_OFFLINE_CACHE)).put(new Request(await keyOf(path, token)), new Response("{}"));
}
const kept = async (storage: CacheStorage) => (await (await storage.open(API_OFFLINE_CACHE)).keys()).map((request) => new URL(request.url).pathname);

afterEach(() => vi.useRealTimers());

describe("the purge of an expired member's cached answers", () => {
  it("runs at once, and again once the requests in flight have settled: an answer the worker kept late goes too", async () => {
    vi.useFakeTimers();
    const storage = memoryCaches();
    const queryClient = new QueryClient();
    await keep(storage, "/wps/relay/CSP_getInbox");
    await keep(storage, "/wps/relay/CSP_getInbox", "tok_someone_else");
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({ queryKey: ["games", "hot"], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });

    purgeExpiredMember(TOKEN, queryClient, storage);
    await vi.waitFor(async () => expect(await kept(storage)).toEqual(["/wps/relay/CSP_getInbox"]));
    // An answer asked with the same token before the session ended comes back, and the worker keeps it.
    await keep(storage, "/wps/relay/GCSGAME_hotGamesV2");
    answer("games");
    await vi.advanceTimersByTimeAsync(LATE_ANSWER_GRACE_MS - 1);
    expect(await kept(storage)).toContain("/wps/relay/GCSGAME_hotGamesV2");
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(async () => expect(await kept(storage)).toEqual(["/wps/relay/CSP_getInbox"]));
  });

  it("runs again at the latest after the longest wait when requests never settle", async () => {
    vi.useFakeTimers();
    const storage = memoryCaches();
    const queryClient = new QueryClient();
    void queryClient.fetchQuery({ queryKey: ["games", "polling"], queryFn: () => new Promise<string>(() => undefined) });
    purgeExpiredMember(TOKEN, queryClient, storage);
    await keep(storage, "/wps/relay/GCSGAME_hotGamesV2");
    await vi.advanceTimersByTimeAsync(LATE_ANSWER_MAX_WAIT_MS + LATE_ANSWER_GRACE_MS);
    await vi.waitFor(async () => expect(await kept(storage)).toEqual([]));
  });
});
