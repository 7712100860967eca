// Pages paint before JavaScript runs. The build renders, with React,
// home's first frame into index.html (hydrated by the app for a visitor) and
// every other route's frame into its own page (web/prerender-shell.ts).
import { expect, test, type Page } from "./helpers/test.ts";
import { openAsMember } from "./helpers/app.ts";
import { screenshot } from "./helpers/screenshot.ts";

/** Console errors and page errors of a page; a hydration mismatch is reported as one (lib/app-shell.ts). */
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
      await expect(page.locator("#app-shell")).toHaveCount(0);
      await expect(page.getByRole("banner")).toHaveCount(1);
      expect(errors).toEqual([]);
      await screenshot(page, testInfo, `home-after-hydration-${code.toLowerCase()}`);
    });
  }

  test("a member's home is drawn by the app over the frame (not hydrated), without an error", async ({ page }) => {
    const errors = collectErrors(page);
    await markPrerenderedHeader(page);
    await openAsMember(page, "/m/home");
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
    await expect(page.locator("#app-shell")).toHaveCount(0);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toHaveCount(0);
    expect(await sameHeaderAsPrerendered(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  test("a route's frame gives way to its screen", async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto("/m/login");
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
    await expect(page.locator("#app-shell")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Log in" }).last()).toBeVisible();
    expect(errors).toEqual([]);
  });
});

/** Holds the page's app entry until `release` is called: the prerendered frame is on screen, its buttons not yet wired. */
async function holdEntry(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const entry = /<script data-entry="([^"]+)"/.exec(html)?.[1];
  expect(entry, "the page's loader names its entry").toBeTruthy();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${entry}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

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

test.describe("a header tap before the app's script has run", () => {
  for (const path of ["/m/home", "/m/activity"]) {
    test(`${path}: the globe tapped in the frame opens language and theme once the app is up`, async ({ page }, testInfo) => {
      const errors = collectErrors(page);
      const release = await holdEntry(page, path);
      await page.goto(path);
      await page.getByRole("banner").getByRole("button", { name: "Language and theme" }).click();
      expect(await page.locator("html").getAttribute("data-app-ready")).toBeNull();
      await expect(page.locator("html")).toHaveAttribute("data-early-tap", "preferences");
      release();
      await expect(page.getByRole("dialog", { name: "Language and theme" })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(1);
      await expect(page.locator("html")).not.toHaveAttribute("data-early-tap", /.*/);
      await screenshot(page, testInfo, `early-tap-${path.slice(3)}`);
      expect(errors).toEqual([]);
    });
  }
});

// The buttons of a screen's first picture answer an early tap the same way: the member bar's More, the game list's tabs.
test.describe("a tap on a screen's button in the frame, before the app's script has run", () => {
  test("/m/member/home: More tapped in the frame opens the more shortcuts once the app is up", async ({ page }) => {
    const errors = collectErrors(page);
    const release = await holdEntry(page, "/m/member/home");
    await page.goto("/m/member/home");
    await page.getByRole("navigation", { name: "Member shortcuts" }).getByRole("button", { name: /More/ }).click();
    await expect(page.locator("html")).toHaveAttribute("data-early-tap", "member-more");
    release();
    await expect(page.getByRole("list", { name: "More shortcuts" }).getByRole("link", { name: "Promotions" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Member shortcuts" }).getByRole("button", { name: /More/ })).toHaveAttribute("aria-expanded", "true");
    expect(errors).toEqual([]);
  });

  test("/m/gameList: Hot tapped in the frame is the list shown once the app is up", async ({ page }) => {
    const errors = collectErrors(page);
    const release = await holdEntry(page, "/m/gameList");
    await page.goto("/m/gameList?gameType=RNG");
    const tabs = page.getByRole("tablist", { name: "Game lists" });
    await tabs.getByRole("tab", { name: "Hot" }).click();
    await expect(page.locator("html")).toHaveAttribute("data-early-tap", "games-tab-hot");
    release();
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
    await expect(tabs.getByRole("tab", { name: "Hot" })).toHaveAttribute("aria-selected", "true");
    expect(errors).toEqual([]);
  });
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
