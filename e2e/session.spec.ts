// Session rules, in Chromium: a logged-in member cannot open the
// login or sign-up forms, and the back arrow of a page opened directly stays
// in the app (real history). An expired session saying why on the login page is
// app/session-rules.test.tsx, and in the browser e2e/pwa.spec.ts's expiry.
import { expect, test } from "./helpers/test.ts";
import { openAsMember } from "./helpers/app.ts";

test("a logged-in member who opens /m/login or /m/register goes to /m/home", async ({ page }) => {
  await openAsMember(page, "/m/login");
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto("/m/register");
  await expect(page).toHaveURL(/\/m\/home$/);
});

test("the back arrow of a page opened directly goes home, not out of the app; after a step inside it goes back", async ({ page }) => {
  await page.goto("about:blank");
  await page.goto("/m/notice");
  // The page's prerendered frame draws the same header, whose Back does nothing until the app takes over.
  await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
  await page.getByRole("banner").getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  // A visitor's member centre shows the member bar logged out; its 'log in or sign up' goes to log in.
  await page.getByRole("link", { name: "Member Center" }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await page.getByRole("link", { name: "Log in or sign up" }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  await page.getByRole("link", { name: "Back to home" }).click();
  await page.getByRole("region", { name: "Announcements" }).getByRole("button").first().click();
  await expect(page).toHaveURL(/\/m\/notice/);
  await page.getByRole("banner").getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});
