// Every browser test runs on a fixed time that is not today's, so the suite's result does not depend on
// the hour or the day it runs at (the greeting's hour, the platform's day of a record, a month's last day). Every
// spec takes `test` and `expect` from here instead of @playwright/test (eslint's e2e ban says so).
//
// The page's clock is installed at FIXED_NOW on every new context before any page of it runs, and it runs
// on from there at the real pace (timers fire as before); a spec that drives the clock itself (page.clock.install()
// again, pauseAt, runFor, fastForward: money-once, press-and-lazy, faults, lcp, pwa) keeps doing so from this time.
// The sandbox backend starts its own clock at the same instant (playwright.sandbox.config.ts), so the page
// and the server agree on the platform's day.
import { test as base } from "@playwright/test";
import { TEST_NOW } from "./now.ts";

export { expect } from "@playwright/test";
export { TEST_NOW } from "./now.ts";
export type { APIRequestContext, Locator, Page, Request, Route, TestInfo } from "@playwright/test";

/**
 * Where the page's clock starts: against the sandbox (its config sets E2E_SANDBOX_URL), the sandbox's own clock
 * now, which started at TEST_NOW when the run began, so that page and server are on the same moment even across
 * the platform's midnight; against Prism, which reads no clock, TEST_NOW.
 */
export async function clockStart(): Promise<number> {
  const sandbox = process.env.E2E_SANDBOX_URL;
  if (!sandbox) return TEST_NOW;
  const answer = (await (await fetch(`${sandbox}/__sandbox`)).json()) as { now?: string };
  const now = Date.parse(answer.now ?? "");
  if (!Number.isFinite(now)) throw new Error(`the sandbox at ${sandbox} did not say its time`);
  return now;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.clock.install({ time: await clockStart() });
    await use(context);
  },
});
