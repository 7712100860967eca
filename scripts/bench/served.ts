// What the bench (scripts/bench.ts) and its side-by-side comparison (scripts/bench-ab.ts) share about the
// app they load: the members it loads it as, and the wait for a server to answer.
import { sessionMarker } from "../../web/src/shared/session/session-marker.ts";

/** A member of type 1 passes every role gate of spec §6 (member pages and the agent-home reading). */
export const BENCH_SESSION = { token: "bench_member_token", merchantCode: "mc_demo", userName: "bench_member", type: 1, firstTimeLogin: false };
/**
 * Lighthouse's member (issue 33): a plain member (type 0, no agent prompts) who logged in before, as the
 * browser tests' openAsMember: the session, and home's login pop-ups seen (they come once per login, in
 * the app after logging in, not on a page load; unseen, a pop-up's picture was home's LCP).
 */
const LIGHTHOUSE_MEMBER = { ...BENCH_SESSION, userName: "bench_player", type: 0 };
/** The session storage items of Lighthouse's member, written before the page's first script. */
export const LIGHTHOUSE_MEMBER_STORAGE = { MC_SESSION_INFO: JSON.stringify(LIGHTHOUSE_MEMBER), HOME_LOGIN_POPUPS: sessionMarker(LIGHTHOUSE_MEMBER) };

/** Resolves once `url` answers 200 (a server just started), within 30 s. */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not come up`);
}
