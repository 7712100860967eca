// Issue 34, "Every path leads somewhere", in the browser against the production build proxied to
// Prism: what only a browser shows (layout at 320 px, a link followed to another screen, a first visit
// with the network down). Who is sent where by role is a component test with the real app (item 3,
// web/src/features/messages/screens/message-center-screen.test.tsx; item 5,
// rewards/screens/sign-in-screen.test.tsx; item 9's trial account on /m/trail, trial/screens/trial-screen.test.tsx,
// and home's pop-ups, home/screens/home-screen.test.tsx and home-trial-popups.test.tsx).
// Selection by role and accessible name; `SCREENSHOTS=1` saves each screen at the device's size and
// at 320 px (test-results/screens/<project>/paths-*.png).
import { expect, test, type Page, type TestInfo } from "./helpers/test.ts";
import { dropRoutes, openAsMember } from "./helpers/app.ts";
import { screenshot } from "./helpers/screenshot.ts";

test.afterEach(dropRoutes);

/** The screen at the device's own size, then at 320 px wide (the narrowest phone the app supports). */
async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await screenshot(page, testInfo, `paths-${name}`, { fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: size?.height ?? 700 });
  await screenshot(page, testInfo, `paths-${name}-320`, { fullPage: true });
  if (size) await page.setViewportSize(size);
}

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
