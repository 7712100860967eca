// The WebKit run's settings: ports (overridable, so two checkouts on one
// machine can run side by side; none collides with the Playwright configs'
// 4610/4620/4615/4625 or is one fetch refuses), paths and the phone.
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const REPO = resolve(fileURLToPath(new URL("../../..", import.meta.url)));

export const PORTS = {
  /** The sandbox backend (mocks/src/cli/sandbox.ts). */
  sandbox: port("WEBKIT_SANDBOX_PORT", 4630),
  /** `vite preview` of the production build, proxied to the sandbox. */
  preview: port("WEBKIT_PREVIEW_PORT", 4631),
  /** What WebKit opens: the preview, with the harness script added to every HTML page. */
  web: port("WEBKIT_WEB_PORT", 4640),
  /** WebKitWebDriver. */
  driver: port("WEBKIT_DRIVER_PORT", 4650),
};

/** The production build `vite preview` serves (relative to web/, as its --outDir). */
export const WEB_DIST = process.env.WEBKIT_WEB_DIST ?? "dist";

/** Screenshots, the JSON report and the servers' logs. */
export const OUTPUT = resolve(REPO, process.env.WEBKIT_OUTPUT ?? "test-results/webkit");

/** iPhone 13's CSS viewport, as Playwright's "iPhone 13" descriptor has it. */
export const VIEWPORT = { width: 390, height: 844 };

/** Safari on iOS 18: what a member's iPhone sends (the app reads it for the iOS install guide, spec §2). */
export const IPHONE_USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1";

/** How long a wait for a state lasts before it fails (a loaded 2-core machine included). */
export const WAIT_MS = Number(process.env.WEBKIT_WAIT_MS ?? 15_000);

export const SCREENSHOTS = process.env.SCREENSHOTS === "1";

/** The phone's time zone: the platform's, as its members' phones are (the Playwright configs' timezoneId). */
export const PHONE_ZONE = "Asia/Shanghai";
