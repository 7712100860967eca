// Steps the account browser tests share: log in through the form, remember
// requests.
import type { Page, Request } from "@playwright/test";

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
