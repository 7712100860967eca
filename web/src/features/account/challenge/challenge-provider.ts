import type { BotCheckProduct, ChallengeResult } from "@platform/machines";
import { defineQuery } from "../../../lib/api-query.ts";

/** The one boundary to the bot-check provider (GeeTest v4): run the challenge of id `gt`. */
export interface ChallengeProvider {
  /** Resolves with the provider's result; rejects with `{ cancelled: true }` when the member closes it. */
  run: (gt: string) => Promise<ChallengeResult>;
}

/**
 * Loaded only when a bot check runs (the server asks, or GEETEST3 before an automatic login), never in the first
 * load. A build against the mock gets the fake provider; a real build
 * GeeTest's own script (static.geetest.com, which the CSP must allow).
 * The flag is read inline, not through config.ts's mockMode: the bundler folds
 * `import.meta.env` at build, so a real build drops the fake's import and emits no chunk for it.
 */
export function loadChallengeProvider(): Promise<ChallengeProvider> {
  return import.meta.env.VITE_MOCK_MODE === "1"
    ? import("./fake-challenge.ts").then((module) => module.fakeChallenge)
    : import("./geetest-challenge.ts").then((module) => module.geetestChallenge);
}

/**
 * GET /wps/captcha/geetest: the challenge id for `product`, never a cached one (`t`). The bot check's actor
 * calls `.fetch()` (auto-login-actors.ts), a fresh read each time: a challenge id is good for one check.
 */
export const geetestChallenge = defineQuery("getGeetestChallenge", {
  call: (api, product: BotCheckProduct, signal) => api.GET("/wps/captcha/geetest", { params: { query: { product, t: Date.now() } }, signal }),
});
