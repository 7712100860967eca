// The time every browser test starts at (e2e/helpers/test.ts installs it in the page; the sandbox
// backend's clock starts there too, playwright.sandbox.config.ts). Apart from test.ts so the configs can read it.

/**
 * 2026-11-20 12:30 at the platform (UTC+8), 04:30 UTC: a Friday in the middle of the month and of the platform's
 * day, 11½ hours from its midnight either way (a long sandbox run stays on the same day), and at the hour the
 * agent's greeting says "Good day" (spec §2's early afternoon) to a phone in the platform's zone.
 */
const FIXED_NOW = Date.parse("2026-11-20T04:30:00Z");

/** The time browser tests start at: FIXED_NOW, or `E2E_NOW` (an ISO time) to try another, e.g. a year's last minute. */
export const TEST_NOW = process.env.E2E_NOW ? Date.parse(process.env.E2E_NOW) : FIXED_NOW;
if (!Number.isFinite(TEST_NOW)) throw new Error(`E2E_NOW is not a time: ${process.env.E2E_NOW}`);
