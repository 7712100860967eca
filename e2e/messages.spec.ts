// Messages in the browser against Prism: the message centre's badges with axe,
// the inbox (open marks read, delete) with axe, live chat opening the launch
// call's address in a real tab, and a hostile inbox message staying inert.
// A visitor's badges, an empty or failed inbox and a launch without an
// address are component tests (web/src/features/messages/screens/).
import { expect, test } from "./helpers/test.ts";
import { openAsMember } from "./helpers/app.ts";
import { expectNoSeriousA11yViolations } from "./helpers/axe.ts";
import { settled } from "./helpers/hostile.ts";
import { screenshot } from "./helpers/screenshot.ts";

test.describe("message centre", () => {
  test("a member sees the unread badges, 99+ above 99", async ({ page }, testInfo) => {
    // The scenario through the Prefer header (a ?mock= scenario also relabels the scenario panel's tab).
    await page.route("**/wps/relay/EMFE_getInboxUnreadCount**", (route) => route.continue({ headers: { ...route.request().headers(), prefer: "example=manyUnread" } }));
    await openAsMember(page, "/m/message");
    await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Official Telegram/ })).toHaveAttribute("href", "https://t.me/platform_official");
    await expect(page.getByRole("img", { name: "150 unread" })).toHaveText("99+");
    await expect(page.getByRole("button", { name: /Live chat/ }).getByRole("img", { name: "1 unread" })).toHaveText("1");
    await screenshot(page, testInfo, "message-centre-member");
    await expectNoSeriousA11yViolations(page, "message centre");
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

});

test.describe("inbox", () => {
  test("opening a message marks it read by id and recordSource, and Delete removes it after confirmation", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/webEmail");
    await expect(page).toHaveTitle(/Inbox/);
    const head = page.getByRole("button", { name: /Your withdrawal has been paid/ });
    await expect(head.getByRole("img", { name: "Unread" })).toBeVisible();
    await screenshot(page, testInfo, "inbox-dark");
    await expectNoSeriousA11yViolations(page, "inbox");

    const read = page.waitForRequest((request) => request.url().includes("/wps/relay/EMFE_updateInboxRead") && request.method() === "PUT");
    await head.click();
    const sent = await read;
    expect(new URL(sent.url()).searchParams.get("recordSource")).toBe("MAIL");
    expect(sent.postDataJSON()).toEqual({ id: 51008 });
    await expect(head.getByRole("img", { name: "Unread" })).toHaveCount(0);
    // The platform sends the content entity-escaped: shown as HTML, not as its tags.
    await expect(page.getByText("was paid to your bank card ending 8842")).toBeVisible();
    await expect(page.getByText("<p>")).toHaveCount(0);
    await screenshot(page, testInfo, "inbox-open");

    await page.getByRole("button", { name: "Delete" }).click();
    const remove = page.waitForRequest((request) => request.method() === "DELETE");
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    const query = new URL((await remove).url()).searchParams;
    expect(query.getAll("inboxIds")).toEqual(["51008"]);
    expect(query.get("recordSource")).toBe("MAIL");
    await expect(page.getByText("Message deleted")).toBeVisible();
  });

  test("a hostile message runs none of its payloads", async ({ page }) => {
    const calls: string[] = [];
    await page.exposeFunction("xssSpy", (label: string) => calls.push(label));
    await page.addInitScript(() => {
      // The inbox example calls alert(); a dialog would mean a payload ran.
      window.alert = (message?: unknown) => (window as unknown as { xssSpy: (label: string) => void }).xssSpy(`alert:${String(message)}`);
    });
    // As raw HTML and as the entity-escaped text the platform sends (unescaped by the app, then sanitised).
    for (const example of ["hostileHtml", "hostileEscaped"]) {
      await openAsMember(page, `/m/webEmail?mock=getInbox:${example}`);
      await page.getByRole("button", { name: /Claim your prize now/ }).click();
      await expect(page.getByText("You won!")).toBeVisible();
      await page.getByText("You won!").click();
      await page.getByText("Claim", { exact: true }).click();
      await settled(page, ".server-html");
      expect(calls, example).toEqual([]);
      await expect(page.locator(".server-html script, .server-html iframe, .server-html [onclick]")).toHaveCount(0);
    }
  });
});
