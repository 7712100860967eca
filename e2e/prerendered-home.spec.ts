// Pages paint before JavaScript runs, and each is hydrated by the screen that
// renders it. The build renders, with React, the app's first render at every
// page's path into that page, in each language (and for a member on the member
// centre and deposit): web/prerender-shell.ts.
import { readdirSync } from "node:fs";
import { expect, test, type Page } from "./helpers/test.ts";
import { agentSession, holdEntry, openAsMember } from "./helpers/app.ts";
import { screenshot } from "./helpers/screenshot.ts";
import { webDistFile } from "./helpers/web-dist.ts";

/** Console errors and page errors of a page; a hydration mismatch is reported as one (lib/app-shell.ts reportRecoverableError). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Remembers the header element the server's HTML had, before any script of the app runs. */
async function markPrerenderedHeader(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { prerenderedHeader: Element | null }).prerenderedHeader = document.querySelector("#root .app-header");
    });
  });
}

const sameHeaderAsPrerendered = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { prerenderedHeader: Element | null }).prerenderedHeader;
    return kept !== null && kept === document.querySelector("#root .app-header") && kept.isConnected;
  });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("home shows the header, the banner frame, the category menu skeleton and the footer", async ({ page }, testInfo) => {
    await page.goto("/m/home");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Royal Play" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(page.locator("#root .banner-carousel")).toBeVisible();
    await expect(page.locator("#root .skeleton").first()).toBeVisible();
    await expect(page.getByRole("navigation").getByRole("link", { name: "Home" })).toBeVisible();
    await screenshot(page, testInfo, "home-before-hydration");
  });

  test("/m/activity shows its loading picture in its own frame, /m/login and /m/register their first picture", async ({ page }, testInfo) => {
    await page.goto("/m/activity");
    await expect(page).toHaveTitle("Promotion");
    // The promotions page's own loading picture (the category strip and a column of cards), as the app draws it.
    await expect(page.getByRole("main").getByRole("status", { name: "Loading…" })).toBeVisible();
    await expect(page.locator(".promotions-loading .promotion-card")).toHaveCount(2);
    // Promotions keeps the home header and the footer (spec §2 frame rules).
    await expect(page.getByRole("banner").getByRole("link", { name: "Royal Play" })).toBeVisible();
    await expect(page.getByRole("navigation").getByRole("link", { name: "Promotion" })).toBeVisible();
    await screenshot(page, testInfo, "activity-frame-no-javascript");

    // An account screen's page is its own first picture: heading, subheading and tabs, while the form loads.
    await page.goto("/m/login");
    await expect(page).toHaveTitle("Log in");
    await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
    await expect(page.getByText("Log in to play, deposit and claim your rewards.")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Log in or sign up" }).getByRole("link", { name: "Log in" })).toHaveAttribute("aria-current", "page");
    // Login has no footer (spec §2).
    await expect(page.getByRole("navigation")).toHaveCount(1);
    await screenshot(page, testInfo, "login-frame-no-javascript");

    await page.goto("/m/register");
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Log in or sign up" }).getByRole("link", { name: "Sign up" })).toHaveAttribute("aria-current", "page");
  });

  test("a route with the general header shows its title in it", async ({ page }) => {
    await page.goto("/m/help");
    await expect(page.getByRole("banner").getByRole("heading", { name: "Help center" })).toBeVisible();
  });
});

/** Remembers the first element of #root the server's HTML had (after the page's script picked its frame). */
async function markPrerenderedRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { prerenderedRoot: Element | null }).prerenderedRoot = document.querySelector("#root > *");
    });
  });
}

/** The app took the server's markup over (hydrated) rather than drawing its own: #root's first element is the server's. */
const hydratedInPlace = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { prerenderedRoot: Element | null }).prerenderedRoot;
    return kept !== null && kept === document.querySelector("#root > *") && kept.isConnected;
  });

/** Every prerendered page of the build: home (index.html) and each route's m/<route>.html. */
function prerenderedPaths(): string[] {
  const pages = readdirSync(webDistFile("m"), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
  return ["/m/home", ...pages.map((file) => `/m/${file.replace(/\.html$/, "").replace(/\\/g, "/")}`)].sort();
}

test.describe("hydration", () => {
  for (const { language, code, hotGames } of [
    { language: "English", code: "EN", hotGames: "Hot games" },
    { language: "Chinese", code: "CN", hotGames: "热门游戏" },
  ]) {
    test(`a visitor's home in ${language} is hydrated: the server's header stays, no hydration error`, async ({ page }, testInfo) => {
      const errors = collectErrors(page);
      await page.addInitScript((value) => window.localStorage.setItem("language", value), code);
      await markPrerenderedHeader(page);
      await page.goto("/m/home");
      await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
      await expect(page.getByRole("region", { name: hotGames }).getByRole("button").first()).toBeVisible();
      // Hydrated, not redrawn: the header element of the server's HTML is the app's own.
      expect(await sameHeaderAsPrerendered(page)).toBe(true);
      await expect(page.getByRole("banner")).toHaveCount(1);
      expect(errors).toEqual([]);
      await screenshot(page, testInfo, `home-after-hydration-${code.toLowerCase()}`);
    });
  }

  // Every page is hydrated by the screen that renders it, in every language; a hydration mismatch is a
  // console error (lib/app-shell.ts reportRecoverableError), which fails the test.
  for (const code of ["EN", "CN", "MS"]) {
    test(`every prerendered page in ${code} is hydrated by its screen for a visitor, without a hydration error`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = collectErrors(page);
      await page.addInitScript((value) => window.localStorage.setItem("language", value), code);
      await markPrerenderedRoot(page);
      const paths = prerenderedPaths();
      expect(paths.length).toBeGreaterThan(30);
      const notHydrated: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await expect(page.locator("html"), path).toHaveAttribute("data-app-ready", "");
        await page.waitForLoadState("networkidle");
        // A member's page sends a visitor to log in: the login screen is the app's own render, not the page's.
        if (new URL(page.url()).pathname === path && !(await hydratedInPlace(page))) notHydrated.push(path);
        expect(errors, path).toEqual([]);
      }
      expect(notHydrated).toEqual([]);
    });
  }

  for (const path of ["/m/member/home", "/m/voucherCenter"]) {
    test(`${path}: a member's frame is hydrated in each language, without a hydration error`, async ({ page }) => {
      const errors = collectErrors(page);
      await markPrerenderedRoot(page);
      for (const code of ["EN", "CN", "MS"]) {
        const language = await page.context().addInitScript((value) => window.localStorage.setItem("language", value), code);
        await openAsMember(page, path);
        await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
        await expect(page.getByRole("status", { name: /Balance|余额|Baki/ })).toHaveText(/\d/);
        expect(await page.locator("#root").getAttribute("data-prerender-role")).toBe("member");
        expect(await hydratedInPlace(page), `${path} in ${code}`).toBe(true);
        expect(errors, `${path} in ${code}`).toEqual([]);
        await language.dispose();
      }
    });
  }

  // The member frame is a plain member's first render; an agent's member centre adds the agent centre's entry, so
  // hydrating it mismatched on every load (React #418) and the page was drawn again, losing a tap (app/render-app.tsx).
  test("an agent's member centre is drawn by the app over the member's frame in each language, without a hydration error", async ({ page }) => {
    const errors = collectErrors(page);
    await markPrerenderedRoot(page);
    for (const [code, entry] of [["EN", "Agent center"], ["CN", "代理中心"], ["MS", "Pusat ejen"]] as const) {
      const language = await page.context().addInitScript((value) => window.localStorage.setItem("language", value), code);
      await openAsMember(page, "/m/member/home", agentSession);
      await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
      await expect(page.getByRole("link", { name: new RegExp(entry) })).toBeVisible();
      expect(await hydratedInPlace(page), `in ${code}`).toBe(false);
      expect(errors, `in ${code}`).toEqual([]);
      await language.dispose();
    }
  });

  test("a member's home is drawn by the app over the visitor's frame at its first commit, without an error", async ({ page }) => {
    const errors = collectErrors(page);
    await markPrerenderedHeader(page);
    await openAsMember(page, "/m/home");
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toHaveCount(0);
    expect(await sameHeaderAsPrerendered(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  test("home's alias /m is drawn by the app over home's frame, without an error", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/m");
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByRole("banner")).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});

// The game list's page is its own loading picture (header, tabs, a grid of tile placeholders), one page
// for every ?gameType=: the page's script writes the address's category title before first paint.
test("/m/gameList's page shows the list's loading picture titled by its ?gameType= before the app runs, then the app's list", async ({ page }, testInfo) => {
  const errors = collectErrors(page);
  const release = await holdEntry(page, "/m/gameList");
  await page.goto("/m/gameList?gameType=LIVE");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Live");
  await expect(page.getByRole("tablist", { name: "Game lists" }).getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#root .skeleton--tiles .skeleton__block")).toHaveCount(9);
  expect(await page.locator("html").getAttribute("data-app-ready")).toBeNull();
  await screenshot(page, testInfo, "game-list-loading-picture");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Live");
  await page.waitForLoadState("networkidle");
  await screenshot(page, testInfo, "game-list-hydrated");
  expect(errors).toEqual([]);
});

test("/m/home: the page's first paint before the app runs, then the hydrated home", async ({ page }, testInfo) => {
  const errors = collectErrors(page);
  const release = await holdEntry(page, "/m/home");
  await page.goto("/m/home");
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  expect(await page.locator("html").getAttribute("data-app-ready")).toBeNull();
  // Before React holds the page its buttons take no tap (nothing would answer it); its links work.
  const preferences = page.getByRole("banner").getByRole("button", { name: "Language and theme" });
  await expect(preferences).toHaveCSS("pointer-events", "none");
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toHaveCSS("pointer-events", "auto");
  await screenshot(page, testInfo, "home-first-paint");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
  await expect(preferences).toHaveCSS("pointer-events", "auto");
  await page.waitForLoadState("networkidle");
  await screenshot(page, testInfo, "home-hydrated");
  expect(errors).toEqual([]);
});

// The member centre's and deposit's pages hold a member's frame beside the visitor's. With a session
// kept, the page's script shows the member's picture (the balance card at ￥--.--, the bar with the kept name)
// before the app runs; the app then draws the same screen with the balance.
test.describe("a member's prerendered frame", () => {
  for (const { path, shot } of [
    { path: "/m/member/home", shot: "member-centre-loading-picture" },
    { path: "/m/voucherCenter", shot: "deposit-loading-picture" },
  ]) {
    test(`${path}: the balance card before the app runs, the balance once it is up`, async ({ page }, testInfo) => {
      const errors = collectErrors(page);
      const release = await holdEntry(page, path);
      await openAsMember(page, path);
      const balance = page.getByRole("status", { name: "Balance" });
      await expect(balance).toHaveText("￥--.--");
      if (path === "/m/member/home") await expect(page.getByRole("navigation", { name: "Member shortcuts" })).toContainText("player_one");
      expect(await page.locator("html").getAttribute("data-app-ready")).toBeNull();
      await screenshot(page, testInfo, shot);
      release();
      await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
      await expect(balance).toHaveText(/\d/);
      await page.waitForLoadState("networkidle");
      await screenshot(page, testInfo, `${shot}-hydrated`);
      expect(errors).toEqual([]);
    });
  }

  test("/m/member/home for a visitor: what logging in gives, no balance, before the app runs", async ({ page }) => {
    const release = await holdEntry(page, "/m/member/home");
    await page.goto("/m/member/home");
    await expect(page.getByRole("link", { name: "Log in or sign up" })).toBeVisible();
    await expect(page.getByRole("status", { name: "Balance" })).toHaveCount(0);
    release();
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
    await expect(page.getByRole("link", { name: "Log in or sign up" })).toBeVisible();
  });
});

/**
 * Taps (a pointer's down, up and click, dispatched in the page) the button at (`x`, `y`) at the first animation
 * frame in which React has taken #root as its container (hydrateRoot has been called) while the page is not
 * ready yet: a tap landing while React hydrates. A tap sent from the test process came a round trip later, and
 * on a fast hydration after the commit. The phone's CPU is slowed (20×) meanwhile; the returned function
 * restores it.
 */
async function tapWhileHydrating(page: Page, release: () => void, { x, y }: { x: number; y: number }): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 20 });
  await page.evaluate(
    ({ x, y }) => {
      const tap = () => {
        const root = document.getElementById("root");
        const hydrating = root !== null && Object.keys(root).some((key) => key.startsWith("__reactContainer$"));
        if (!hydrating || document.documentElement.hasAttribute("data-app-ready")) return void requestAnimationFrame(tap);
        const target = document.elementFromPoint(x, y);
        if (!target) throw new Error("nothing at the tap's point");
        const at = { bubbles: true, cancelable: true, composed: true, clientX: x, clientY: y, view: window };
        target.dispatchEvent(new PointerEvent("pointerdown", { ...at, pointerType: "touch", isPrimary: true }));
        target.dispatchEvent(new PointerEvent("pointerup", { ...at, pointerType: "touch", isPrimary: true }));
        target.dispatchEvent(new MouseEvent("click", at));
      };
      requestAnimationFrame(tap);
    },
    { x, y },
  );
  release();
  return async () => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  };
}

/** Records, in the capture phase, whether the page was ready when each tap began (React hydrates what it lands on first). */
async function recordTaps(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const taps: boolean[] = [];
    (window as unknown as { taps: boolean[] }).taps = taps;
    document.addEventListener("pointerdown", () => taps.push(document.documentElement.hasAttribute("data-app-ready")), true);
  });
}

const tapsSeen = (page: Page) => page.evaluate(() => (window as unknown as { taps: boolean[] }).taps);

// No recorder of early taps any more. A prerendered page is hydrated, and React replays a tap that comes
// while it hydrates: the button answers once, as if the app had been up.
test.describe("a header tap while the page hydrates", () => {
  test.setTimeout(60_000);
  for (const { path, button, answer } of [
    { path: "/m/home", button: "Language and theme", answer: "Language and theme" },
    { path: "/m/gameList", button: "All, Choose a provider", answer: "Find games" },
  ]) {
    test(`${path}: the header's ${button} tapped before the app is up is answered once`, async ({ page }, testInfo) => {
      const errors = collectErrors(page);
      await recordTaps(page);
      const release = await holdEntry(page, path);
      await page.goto(path === "/m/gameList" ? "/m/gameList?gameType=RNG" : path);
      const target = page.getByRole("button", { name: button });
      await expect(target).toBeVisible();
      const box = await target.boundingBox();
      if (!box) throw new Error("the button has no box");
      const fullSpeed = await tapWhileHydrating(page, release, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      await expect(page.getByRole("dialog", { name: answer })).toBeVisible({ timeout: 20_000 });
      await fullSpeed();
      await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
      // The tap came before the page was ready (while React hydrated it), and it opened one dialog.
      expect(await tapsSeen(page)).toEqual([false]);
      await expect(page.getByRole("dialog")).toHaveCount(1);
      await screenshot(page, testInfo, `tap-while-hydrating-${path.slice(3)}`);
      expect(errors).toEqual([]);
    });
  }
});

// The footer's Messages (the merchant's MAILCEN switch) is in every frame, hidden; the page's script shows it
// before first paint when the last visit's switches had it on (shared/system/frame-switches.ts). A returning
// visitor's footer then never moves: not at first paint, not when home hydrates, not when the switches answer.
test.describe("a returning visitor's footer", () => {
  for (const path of ["/m/home", "/m/activity"]) {
    test(`${path}: Messages is in the footer from first paint, and no entry moves once the app is up`, async ({ page }) => {
      const errors = collectErrors(page);
      const footer = page.getByRole("navigation", { name: "Main menu" });
      const entries = () => footer.getByRole("link").evaluateAll((links) => links.map((link) => `${link.textContent} ${Math.round(link.getBoundingClientRect().x)}`));
      // The first visit keeps the merchant's switches.
      await page.goto(path);
      await expect(footer.getByRole("link", { name: "Messages" })).toBeVisible();
      const release = await holdEntry(page, path);
      await page.reload();
      await expect(footer.getByRole("link", { name: "Messages" })).toBeVisible();
      expect(await page.locator("html").getAttribute("data-app-ready")).toBeNull();
      const atFirstPaint = await entries();
      expect(atFirstPaint).toHaveLength(5);
      release();
      await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
      await page.waitForLoadState("networkidle");
      expect(await entries()).toEqual(atFirstPaint);
      expect(errors).toEqual([]);
    });
  }
});
