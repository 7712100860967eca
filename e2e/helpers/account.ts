// Steps the account browser tests share: log in through the form, remember
// requests, and save the account screens' phone-size screenshots.
import { expect, type Page, type Request, type TestInfo } from "@playwright/test";

export const MEMBER = { username: "player_one", password: "s3cret-pass-2025" } as const;

/** Fills and sends the username login form on /m/login (the page is already there). */
export async function submitLogin(page: Page, username: string = MEMBER.username, password: string = MEMBER.password): Promise<void> {
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
}

/** Every request the page sends to `path` from now on. */
export function requestsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

/** Sets the theme for the next load (the inline script of index.html applies it before first paint). */
export async function useTheme(page: Page, theme: "dark" | "light"): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem("theme", value), theme);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}

/** test-results/screens/account-<name>-<project>.png at the phone's size (not committed). */
export async function accountScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Let the 300 ms route fade and any toast's entry finish.
  await page.waitForTimeout(400);
  const file = new URL(`../../test-results/screens/account-${name}-${testInfo.project.name}.png`, import.meta.url);
  await page.screenshot({ path: file.pathname, fullPage: true });
}
