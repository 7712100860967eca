// Issue 34, "Every path leads somewhere": one browser test per item fixed here, against the
// production build proxied to Prism. An item about roles is walked as a member and as a visitor
// (or a trial account). Selection by role and accessible name; `SCREENSHOTS=1` saves each screen
// at the device's size and at 320 px (test-results/screens/<project>/paths-*.png).
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { dropRoutes, memberSession, openAsMember, type SeededSession } from "./helpers/app.ts";
import { screenshot } from "./helpers/screenshot.ts";

test.afterEach(dropRoutes);

const trialSession: SeededSession = { token: "e2e_trial_token_0123456789abcdef", merchantCode: "mc_demo", userName: "TRIAL_8841", type: 4, firstTimeLogin: false };

/** The screen at the device's own size, then at 320 px wide (the narrowest phone the app supports). */
async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await screenshot(page, testInfo, `paths-${name}`, { fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: size?.height ?? 700 });
  await screenshot(page, testInfo, `paths-${name}-320`, { fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** Opens `path` with a session stored, without the mark of home's login pop-ups already seen (a fresh login). */
async function openFreshLogin(page: Page, path: string, session: SeededSession): Promise<void> {
  await page.addInitScript((value) => {
    if (window.location.protocol.startsWith("http")) window.sessionStorage.setItem("MC_SESSION_INFO", JSON.stringify(value));
  }, session);
  await page.goto(path);
}

test.describe("item 3: message centre → Affiliate service", () => {
  test("takes a member to the referral page", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/message");
    await page.getByRole("button", { name: /Affiliate service/ }).click();
    await expect(page.getByRole("heading", { name: "Invite friends, earn together" })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    await shots(page, testInfo, "affiliate-member");
  });

  test("sends a visitor to log in", async ({ page }) => {
    await page.goto("/m/message");
    await page.getByRole("button", { name: /Affiliate service/ }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });
});

test.describe("item 5: /m/activity/signIn", () => {
  test("asks a visitor to log in, as the points mall does", async ({ page }, testInfo) => {
    await page.goto("/m/activity/signIn");
    await expect(page.getByText("Log in to sign in every day and collect your rewards")).toBeVisible();
    await shots(page, testInfo, "sign-in-visitor");
    await page.getByRole("link", { name: "Log in", exact: true }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test("shows a member the calendar", async ({ page }) => {
    await openAsMember(page, "/m/activity/signIn");
    await expect(page.getByRole("list", { name: "Sign-in calendar" })).toBeVisible();
    await expect(page.getByText("Log in to sign in every day and collect your rewards")).toHaveCount(0);
  });
});

test.describe("item 9: bare screens", () => {
  test("install tutorials keep their text and button off the screen's edges, at 320 px too", async ({ page }, testInfo) => {
    await page.goto("/m/install");
    for (const width of [page.viewportSize()!.width, 320]) {
      await page.setViewportSize({ width, height: 700 });
      const step = page.getByText("Open this site in Chrome.");
      const back = page.getByRole("link", { name: "Back to home" });
      await expect(step).toBeVisible();
      const stepBox = (await step.boundingBox())!;
      const backBox = (await back.boundingBox())!;
      // The page's and the card's padding on the left, the page's on both sides of the button.
      expect(stepBox.x, `step's left edge at ${width} px`).toBeGreaterThanOrEqual(16);
      expect(backBox.x, `button's left edge at ${width} px`).toBeGreaterThanOrEqual(8);
      expect(width - (backBox.x + backBox.width), `button's right margin at ${width} px`).toBeGreaterThanOrEqual(8);
    }
    await page.setViewportSize(testInfo.project.use.viewport!);
    await shots(page, testInfo, "install");
  });

  test("the apply page names its promotion and links to it", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/activity/apply?id=5005");
    await expect(page.getByRole("heading", { name: "Sports parlay insurance" })).toBeVisible();
    await expect(page.getByLabel("Remark")).toBeVisible();
    await shots(page, testInfo, "apply");
    await page.getByRole("link", { name: "Promotion details" }).click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=5005$/);
    await expect(page.getByRole("heading", { name: "Sports parlay insurance" })).toBeVisible();
  });

  test("a trial account on /m/trail is told it is on one and offered to register, not a second trial", async ({ page }, testInfo) => {
    await openFreshLogin(page, "/m/trail", trialSession);
    await expect(page.getByRole("status")).toHaveText("You are playing with a trial account.");
    await expect(page.getByRole("button", { name: "Start free trial" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Keep playing" })).toBeVisible();
    await shots(page, testInfo, "trial-account");
    await page.getByRole("link", { name: "Register a real account" }).click();
    await expect(page).toHaveURL(/\/m\/register$/);
  });

  test("a visitor on /m/trail is offered the free trial", async ({ page }) => {
    await page.goto("/m/trail");
    await expect(page.getByRole("button", { name: "Start free trial" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Register a real account" })).toBeVisible();
  });

  test("a member's fresh login gets home's pop-ups; a trial account's does not", async ({ page, browser }) => {
    await openFreshLogin(page, "/m/home", memberSession);
    await expect(page.getByRole("dialog", { name: "Double Deposit Weekend" })).toBeVisible();

    const trialPage = await (await browser.newContext(test.info().project.use)).newPage();
    try {
      await openFreshLogin(trialPage, "/m/home", trialSession);
      // Home is up with the same announcements (the banners) that hold the pop-ups, and its game area drawn after.
      await expect(trialPage.getByRole("navigation", { name: "Game categories" })).toBeVisible();
      await expect(trialPage.locator("html[data-app-ready]")).toHaveCount(1);
      await expect(trialPage.getByRole("img", { name: "Welcome bonus" }).first()).toBeVisible();
      await expect(trialPage.getByRole("dialog")).toHaveCount(0);
    } finally {
      await trialPage.context().close();
    }
  });
});

test.describe("item 12: a first visit with the network down, without a prerendered frame (as under npm start)", () => {
  test("shows the frame and Try again, and keeps them while the status is asked again", async ({ page }, testInfo) => {
    // The dev server has no prerendered frame: #root is emptied once the page is parsed, before the app's script runs.
    await page.addInitScript(() => {
      document.addEventListener("readystatechange", () => {
        if (document.readyState !== "interactive") return;
        const root = document.getElementById("root");
        root?.removeAttribute("data-prerender");
        root?.replaceChildren();
      });
    });
    let statusAsked = 0;
    await page.route("**/wps/**", (route) => {
      if (new URL(route.request().url()).pathname === "/wps/v2/system/status") statusAsked += 1;
      return route.abort("internetdisconnected");
    });
    await page.goto("/m/home");
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ has: page.getByRole("button", { name: "Try again" }) })).toContainText("The network is slow or offline, please try again");
    // Asked again (the window's focus here): the app stays while that try fails.
    const before = statusAsked;
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")));
    await expect.poll(() => statusAsked).toBeGreaterThan(before);
    await expect(page.locator(".splash")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await shots(page, testInfo, "offline-first-visit");
  });
});
