import type { QueryClient } from "@tanstack/react-query";
import { clearMemberApiCache } from "../../service-worker/api-caches.ts";
import { isAccountKey } from "../../lib/api-query.ts";
import { forgetAnswerMarks } from "../../lib/last-known.ts";
import type { SessionInfo } from "../../stores/session-record.ts";
import { authStore, dropSession, endSession } from "../../stores/auth.ts";
import { purgeExpiredMember } from "./purge-expired-member.ts";

/** Why a session ends: the member logged out (spec §4 "Logout"), or the server refused it. */
export type SessionEnd = "logout" | "expired";

/**
 * The one teardown of a member's session, for a logout (logout.ts) and an expiry
 * (session-expiry-listener.tsx) alike. In order: what the service worker keeps for that member
 * goes (on expiry twice, for the answers still on their way: purgeExpiredMember);
 * `leave` moves off the page while the session still exists, so the page's guard does not
 * redirect first (it gets the session, or null when there was none); then the session goes
 * (logout: all of spec §4's keys, the trial user and autoLogin 0; expiry: the session keys, the
 * password and member info) and with it every cached member and messages answer.
 * `storage`: tests.
 */
export function endMemberSession(queryClient: QueryClient, end: SessionEnd, leave: (session: SessionInfo | null) => void, storage?: CacheStorage): void {
  const session = authStore.session;
  if (session && end === "expired") purgeExpiredMember(session.token, queryClient, storage);
  if (session && end === "logout") void clearMemberApiCache(session.token, storage ?? globalThis.caches).catch(() => undefined);
  leave(session);
  if (end === "logout") endSession();
  else dropSession();
  // Every query kept for an account (lib/api-query.ts: the member's data, the messages, the session's lists).
  queryClient.removeQueries({ predicate: (query) => isAccountKey(query.queryKey) });
  // What the page noted of those answers (a cached copy, and when it was fetched: lib/last-known.ts).
  forgetAnswerMarks();
}
