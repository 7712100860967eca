import { QueryClient } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { localKeys, readText, sessionKeys } from "../../lib/storage.ts";
import { API_OFFLINE_CACHE } from "../../service-worker/api-caches.ts";
import { apiCacheKey } from "../../service-worker/cache-key.ts";
import { memoryCaches } from "../../service-worker/testing/memory-caches.ts";
import { authStore, setTrialUser, startSession } from "../../stores/auth.ts";
import type { SessionInfo } from "../../stores/session-record.ts";
import { memberSession } from "../../testing/fixtures.ts";
import { noteAnswer, useLastKnownAt } from "../../lib/last-known.ts";
import { CACHED_AT_HEADER } from "../../service-worker/cached-at.ts";
import { endMemberSession } from "./end-member-session.ts";

const session = memberSession();
const keyOf = (token: string) => apiCacheKey(new Request("https://m.platform.test/wps/relay/CSP_getInbox", { headers: { Authorization: token } }));
async function cachedFor(storage: CacheStorage, ...tokens: string[]) {
  const cache = await storage.open(API_OFFLINE_CACHE);
  for (const token of tokens) await cache.put(new Request(await keyOf(token)), new Response("{}"));
}
const cachedCount = async (storage: CacheStorage) => (await (await storage.open(API_OFFLINE_CACHE)).keys()).length;

/** A query client holding a member, a points and a messages answer (kept for an account, lib/api-query.ts) and a games one (for everyone). */
function clientWithAnswers(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(["getMemberInfo", { account: "player_one" }], { balance: 1 });
  queryClient.setQueryData(["getPointBalance", { account: "player_one" }], { point: 10 });
  queryClient.setQueryData(["getInbox", { account: "player_one" }], []);
  queryClient.setQueryData(["getGameVendorMapping"], []);
  return queryClient;
}
const keysOf = (queryClient: QueryClient) => queryClient.getQueryCache().getAll().map((query) => query.queryKey[0]);

afterEach(() => {
  authStore.session = null;
  authStore.trialUser = null;
  sessionStorage.clear();
  localStorage.clear();
});

describe("endMemberSession: the one teardown of a session", () => {
  it.each(["logout", "expired"] as const)("%s: leaves while the session is still there, then it goes with the member's cached answers and queries", async (end) => {
    startSession(session);
    const storage = memoryCaches();
    await cachedFor(storage, session.token, "tok_someone_else");
    const queryClient = clientWithAnswers();
    const seen: (SessionInfo | null)[] = [];

    endMemberSession(queryClient, end, (current) => seen.push(current === null ? null : { ...authStore.session! }), storage);

    expect(seen).toEqual([session]);
    expect(authStore.session).toBeNull();
    expect(readText("session", sessionKeys.session)).toBeNull();
    expect(keysOf(queryClient)).toEqual(["getGameVendorMapping"]);
    // Only this member's entry goes; another member's stays for their own logout.
    await expect.poll(() => cachedCount(storage)).toBe(1);
  });

  it.each([
    ["logout", "ends all of spec §4's session: the trial user goes, autoLogin 0", null, "0"],
    ["expired", "drops the session only: the trial user stays, autoLogin untouched", "trial_7", null],
  ] as const)("%s %s", (end, _, trialUser, autoLogin) => {
    startSession(session);
    setTrialUser("trial_7");
    endMemberSession(new QueryClient(), end, () => undefined, memoryCaches());
    expect(authStore.trialUser).toBe(trialUser);
    expect(readText("local", localKeys.autoLogin)).toBe(autoLogin);
  });

  it.each(["logout", "expired"] as const)("%s: what the page noted of the member's cached answers goes too (no figure of theirs is 'last known' after)", (end) => {
    startSession(session);
    noteAnswer("https://m.platform.test/wps/member/info", new Response("{}", { headers: { [CACHED_AT_HEADER]: "2026-11-26T09:41:00.000Z" } }));
    const shown = { data: { sumBalance: 1 }, isRefetchError: false, dataUpdatedAt: 0 };
    expect(renderHook(() => useLastKnownAt("/wps/member/info", shown)).result.current).not.toBeNull();
    endMemberSession(clientWithAnswers(), end, () => undefined, memoryCaches());
    expect(renderHook(() => useLastKnownAt("/wps/member/info", shown)).result.current).toBeNull();
  });

  it("without a session: leave hears null and nothing is purged", async () => {
    const storage = memoryCaches();
    await cachedFor(storage, "tok_someone_else");
    const seen: (SessionInfo | null)[] = [];
    endMemberSession(clientWithAnswers(), "expired", (current) => seen.push(current), storage);
    expect(seen).toEqual([null]);
    expect(await cachedCount(storage)).toBe(1);
  });
});
