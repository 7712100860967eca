// Issue 13 on phones against Prism: the message centre's badges (member vs
// visitor), the inbox (open marks read, delete), live chat opening the
// launch call's address, and a hostile inbox message staying inert.
import { expect, test } from "@playwright/test";
import { openAsMember, screenshot, setTheme } from "./helpers/app.ts";
import { expectNoSeriousA11yViolations } from "./helpers/axe.ts";

test.describe("message centre", () => {
  test("a member sees the unread badges, 99+ above 99", async ({ page }, testInfo) => {
    // The scenario through the Prefer header (a ?mock= scenario also relabels the scenario panel's tab).
    await page.route("**/wps/relay/CSP_unreadCount**", (route) => route.continue({ headers: { ...route.request().headers(), prefer: "example=manyUnread" } }));
    await openAsMember(page, "/m/message");
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Official Telegram/ })).toHaveAttribute("href", "https://t.me/platform_official");
    await expect(page.getByRole("img", { name: "150 unread" })).toHaveText("99+");
    await expect(page.getByRole("button", { name: /Live chat/ }).getByRole("img", { name: "1 unread" })).toHaveText("1");
    await screenshot(page, testInfo, "message-centre-member");
    await expectNoSeriousA11yViolations(page, "message centre");
    await setTheme(page, "light");
    await page.reload();
    await expect(page.getByRole("img", { name: "150 unread" })).toBeVisible();
    await screenshot(page, testInfo, "message-centre-light");
  });

  test("a visitor sees no badge, and the inbox sends them to log in", async ({ page }, testInfo) => {
    await page.goto("/m/message");
    await expect(page.getByRole("button", { name: /Announcements/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /unread/ })).toHaveCount(0);
    await screenshot(page, testInfo, "message-centre-visitor");
    await page.getByRole("button", { name: /Letters to your account/ }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test("live chat opens the address the launch call returns", async ({ page }) => {
    await openAsMember(page, "/m/message");
    const launch = page.waitForRequest((request) => request.url().includes("/wps/relay/CBS_launchChat"));
    const popup = page.waitForEvent("popup");
    await page.getByRole("button", { name: /Live chat/ }).click();
    const query = new URL((await launch).url()).searchParams;
    expect(query.get("b2c")).toBe("1");
    expect(query.get("language")).toBe("EN");
    const chat = await popup;
    await chat.waitForURL(/\/mock-assets\/launch\/chat\.html\?b2c=1/);
  });

  test("a launch without an address says so instead of spinning", async ({ page }) => {
    await openAsMember(page, "/m/message?mock=launchChat:noChatUrl");
    await page.getByRole("button", { name: /Live chat/ }).click();
    await expect(page.getByText("Live chat is not available right now. Please try again later")).toBeVisible();
    await expect(page.getByRole("button", { name: /Live chat/ })).toBeEnabled();
  });
});

test.describe("inbox", () => {
  test("opening a message marks it read, and Delete removes it after confirmation", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/webEmail");
    await expect(page).toHaveTitle(/Inbox/);
    const head = page.getByRole("button", { name: /Your withdrawal has been paid/ });
    await expect(head.getByRole("img", { name: "Unread" })).toBeVisible();
    await screenshot(page, testInfo, "inbox-dark");
    await expectNoSeriousA11yViolations(page, "inbox");

    const read = page.waitForRequest((request) => request.url().endsWith("/wps/message/read") && request.method() === "POST");
    await head.click();
    expect((await read).postData()).toBe("messageIds=51008");
    await expect(head.getByRole("img", { name: "Unread" })).toHaveCount(0);
    await expect(page.getByText("was paid to your bank card ending 8842")).toBeVisible();
    await screenshot(page, testInfo, "inbox-open");

    await page.getByRole("button", { name: "Delete" }).click();
    const remove = page.waitForRequest((request) => request.method() === "DELETE");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    expect(new URL((await remove).url()).searchParams.get("messageIds")).toBe("51008");
    await expect(page.getByText("Message deleted")).toBeVisible();
  });

  test("a server error shows one message, and Try again loads the inbox", async ({ page }) => {
    await page.route("**/wps/relay/CSP_getInbox**", (route) => route.fulfill({ status: 500, json: { success: false, errorCode: "system.busy", message: "Internal Server Error" } }));
    await openAsMember(page, "/m/webEmail");
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText(/The system is busy, please try again later/);
    await page.unroute("**/wps/relay/CSP_getInbox**");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("button", { name: /Your withdrawal has been paid/ })).toBeVisible();
  });

  test("an empty inbox says 'No data'", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/webEmail?mock=getInbox:empty");
    await expect(page.getByText("No data")).toBeVisible();
    await screenshot(page, testInfo, "inbox-empty");
  });

  test("a hostile message runs none of its payloads", async ({ page }) => {
    const calls: string[] = [];
    await page.exposeFunction("xssSpy", (label: string) => calls.push(label));
    await page.addInitScript(() => {
      // The inbox example calls alert(); a dialog would mean a payload ran.
      window.alert = (message?: unknown) => (window as unknown as { xssSpy: (label: string) => void }).xssSpy(`alert:${String(message)}`);
    });
    await openAsMember(page, "/m/webEmail?mock=getInbox:hostileHtml");
    await page.getByRole("button", { name: /Claim your prize now/ }).click();
    await expect(page.getByText("You won!")).toBeVisible();
    await page.getByText("You won!").click();
    await page.getByText("Claim", { exact: true }).click();
    await page.waitForTimeout(300);
    expect(calls).toEqual([]);
    await expect(page.locator(".server-html script, .server-html iframe, .server-html [onclick]")).toHaveCount(0);
  });
});
