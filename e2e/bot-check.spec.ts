// The bot check before an automatic login (spec §4 "bot check on",
// §8 'registered successfully, about to log in' with a challenge step), in the
// browser against Prism: GEETEST3 on (`getWhitelabel:botCheckOn`), a sign-up
// passes the mock build's fake challenge (challenge/fake-challenge.ts, the
// boundary the component tests replace) between registering and the one
// automatic login. A challenge closed by the member, failed, or before the
// login of a new password are component tests (register-bot-check.test.tsx,
// forget-bot-check.test.tsx).
import { expect, test, type Page } from "./helpers/test.ts";
import { screenshot } from "./helpers/screenshot.ts";

const BOT_CHECK_ON = "getWhitelabel:botCheckOn";

/** The order of the calls that matter here, as the page sends them. */
function callOrder(page: Page): string[] {
  const order: string[] = [];
  const named: Record<string, string> = {
    "/wps/member/register": "register",
    "/wps/member/password/verification": "set password",
    "/wps/captcha/geetest": "challenge",
    "/wps/session/login": "login",
  };
  page.on("request", (request) => {
    const url = new URL(request.url());
    const name = named[url.pathname];
    if (name === "challenge") order.push(`challenge for ${url.searchParams.get("product")}`);
    else if (name !== undefined) order.push(name);
  });
  return order;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${path}?mock=${BOT_CHECK_ON}`);
  // The app keeps the choices for the session, then drops `?mock=` from the address.
  await page.waitForURL((url) => !url.search.includes("mock="));
}

async function signUp(page: Page): Promise<void> {
  await page.getByLabel("Username").fill("lucky_star88");
  await page.getByLabel("Mobile number").fill("123456789");
  await page.getByRole("button", { name: "Get code" }).click();
  await page.getByLabel("SMS code").fill("601223");
  await page.getByLabel("Password", { exact: true }).fill("Sunrise2025");
  await page.getByLabel("Confirm password").fill("Sunrise2025");
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  // The merchant's captcha comes in the registration dialog (spec §2); the mock takes any.
  const dialog = page.getByRole("dialog", { name: "Security check" });
  await dialog.getByRole("textbox", { name: "Captcha" }).fill("482913");
  await dialog.getByRole("button", { name: "Confirm" }).click();
}

test("sign-up with GEETEST3 on: the check runs after registering and before the one automatic login", async ({ page }, testInfo) => {
  const order = callOrder(page);
  await open(page, "/m/register");
  await signUp(page);

  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeHidden();
  expect(order).toEqual(["register", "challenge for login", "login"]);
  await screenshot(page, testInfo, "account-register-bot-check-passed", { fullPage: true });
});

