// Issue 44, items 5, 6, 7 and 10 on the sandbox (a member of its own per test, with the balance each needs):
// the offline banner covers no control and says only what is so, deposit offline says so once, the game
// list's failure recovers when the network comes back (5); the texts that were cut or wrong read whole and
// right at 320 px in English and Malay (6); a deposit whose payment has not arrived is marked pending and its
// order number copies (7); the gold text of the light theme, and the dark, passes axe where it failed (10).
import { clockStart, expect, test, type APIRequestContext, type Locator, type Page, type TestInfo } from "../helpers/test.ts";
import { openAsMember } from "../helpers/app.ts";
import { expectNoSeriousA11yViolations } from "../helpers/axe.ts";
import { screenshot } from "../helpers/screenshot.ts";

/** The sandbox's own port, as playwright.sandbox.config.ts picks it. */
const SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5)}`;

interface Member {
  userName: string;
  type: number;
  token: string;
}

async function newMember(request: APIRequestContext, testInfo: TestInfo, prefix: string, balance: number): Promise<Member> {
  const userName = `${prefix}_${testInfo.workerIndex}${Date.now() % 100_000}`;
  const created = await request.post(`${SANDBOX_URL}/__sandbox/members`, { data: { userName, password: "Harbour2026", balance } });
  expect(created.status()).toBe(201);
  return (await created.json()) as Member;
}

/** Opens `path` as `member`, in `language` and `theme`, kept on the phone as the settings keep them (read before first paint). */
async function open(page: Page, member: Member, path: string, { language = "EN", theme = "dark" }: { language?: string; theme?: string } = {}): Promise<void> {
  await page.addInitScript(([code, mode]) => {
    window.localStorage.setItem("language", code!);
    window.localStorage.setItem("theme", mode!);
  }, [language, theme]);
  await openAsMember(page, path, { token: member.token, merchantCode: "mc_demo", userName: member.userName, type: member.type, firstTimeLogin: false });
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
}

/** Opens `path` inside the loaded app, as a tap on a link does (wouter follows pushState): nothing is fetched but the screen's data. */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
}

/** What a tap at the middle of `target` lands on: "itself", or the element over it. */
async function tapLandsOn(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit && (element === hit || element.contains(hit)) ? "itself" : `${hit?.tagName.toLowerCase()}.${hit?.className}`;
  });
}

/** Whether `target`'s text is whole: as wide as its box, on one line when `oneLine`, inside the screen. */
async function cut(target: Locator, { oneLine = false } = {}): Promise<string> {
  return target.evaluate((element, single) => {
    const box = element.getBoundingClientRect();
    const text = document.createRange();
    text.selectNodeContents(element);
    const lines = new Set(Array.from(text.getClientRects(), (rect) => Math.round(rect.bottom))).size;
    if (element.scrollWidth > element.clientWidth + 1) return `cut: ${element.scrollWidth} px of text in ${element.clientWidth} px`;
    if (box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5) return `runs past the screen (${Math.round(box.left)}–${Math.round(box.right)})`;
    if (single && lines > 1) return `${lines} lines`;
    return "whole";
  }, oneLine);
}

test("offline: the banner takes its own place and says only what is so; deposit says offline once; the game list recovers when the network is back (item 5)", async ({ page, request, context }, testInfo) => {
  const member = await newMember(request, testInfo, "offline", 500);
  await open(page, member, "/m/gameList?gameType=RNG");
  const tabs = page.getByRole("tablist").getByRole("tab");
  await expect(page.getByRole("button", { name: /Mahjong Ways, PG Soft/ })).toBeVisible();

  await context.setOffline(true);
  const banner = page.getByRole("status").filter({ hasText: "You are offline" });
  await expect(banner).toHaveText("You are offline: showing what this phone saved. Reconnect to play, deposit or change anything.");
  // Every tab takes its own tap: the banner lies over none of them (it sat over All/Hot/Recent/My Collection).
  for (const tab of await tabs.all()) expect(await tapLandsOn(tab), await tab.innerText()).toBe("itself");
  const bannerBox = (await banner.boundingBox())!;
  const headerBox = (await page.locator("header.app-bar--top").boundingBox())!;
  expect(headerBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 0.5);
  await screenshot(page, testInfo, "look-offline-game-list");
  await page.setViewportSize({ width: 320, height: 700 });
  for (const tab of await tabs.all()) expect(await tapLandsOn(tab), await tab.innerText()).toBe("itself");
  await screenshot(page, testInfo, "look-offline-game-list-320");

  // A list that fails offline asks again by itself when the network is back.
  await page.getByRole("tab", { name: "Hot" }).click();
  await expect(page.getByRole("alert")).toContainText("You are offline. Try again once you are back online.");
  await screenshot(page, testInfo, "look-offline-game-list-failed-320");
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await expect(page.getByRole("button", { name: /Fortune Tiger, PG Soft/ })).toBeVisible();
  await expect(page.getByRole("alert")).toBeHidden();

  // Deposit: the balance's label is not under the banner, and a deposit made offline says so once, in the form.
  await goInApp(page, "/m/voucherCenter");
  await expect(page.getByRole("button", { name: "Deposit now" })).toBeVisible();
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  const balanceLabel = page.locator("main").getByText("Balance", { exact: true });
  expect(await tapLandsOn(balanceLabel)).toBe("itself");
  // A bank transfer, as the issue found it: the toast lay over the depositor's name beside the form's own error.
  // (A payment-page method opens a tab during the tap, and a new tab ends Playwright's offline emulation.)
  await page.getByRole("radiogroup", { name: "Payment methods" }).getByRole("radio", { name: "Bank transfer" }).click();
  await page.getByRole("textbox", { name: /Amount/ }).fill("600");
  await page.getByLabel(/Depositor name/).fill("Tan Mei Ling");
  await page.getByRole("button", { name: "Deposit now" }).click();
  await expect(page.locator("main").getByRole("alert")).toHaveText("You are offline. Try again once you are back online.");
  // One message: no toast over the form beside it (the balance's refresh after the call was a second one).
  await expect(page.getByRole("alert")).toHaveCount(1);
  await expect(page.getByText("The network is slow or offline, please try again")).toHaveCount(0);
  await expect(banner).toBeVisible();
  await page.locator("main").getByRole("alert").scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, "look-offline-deposit-320");
  await page.setViewportSize({ width: 412, height: 839 });
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await tapLandsOn(balanceLabel)).toBe("itself");
  await screenshot(page, testInfo, "look-offline-deposit");
  await context.setOffline(false);
});

test("the texts that were cut or wrong read whole at 320 px, in English and Malay (item 6)", async ({ page, request }, testInfo) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const problems: string[] = [];
  for (const language of ["EN", "MS"] as const) {
    const ms = language === "MS";
    const member = await newMember(request, testInfo, `texts${language}`, 99_999_999.5);
    await open(page, member, "/m/home", { language });
    const header = page.getByRole("banner");
    await expect(header.locator("output")).toHaveText(/99,999,999\.50/);
    // The brand is never broken over two lines: one line beside the mark, or the mark alone.
    const name = header.locator(".brand__name");
    const brand = header.getByRole("link", { name: "Royal Play" });
    const brandBox = (await brand.boundingBox())!;
    const nameBox = (await name.boundingBox())!;
    const nameShown = nameBox.y < brandBox.y + brandBox.height;
    if (nameShown) problems.push(...[await cut(name, { oneLine: true })].filter((found) => found !== "whole").map((found) => `${language} brand: ${found}`));
    // The category rail's labels read whole (Malay's "Memancing" was "Memanci…").
    const fishing = page.getByRole("button", { name: ms ? "Memancing" : "Fishing" });
    problems.push(...[await cut(fishing.locator(".category-menu__label"))].filter((found) => found !== "whole").map((found) => `${language} rail: ${found}`));
    await screenshot(page, testInfo, `look-texts-home-${language.toLowerCase()}-320`);
    // The hot sheet is titled as the button that opens it.
    const allHot = ms ? "Semua permainan popular" : "All hot games";
    await page.getByRole("button", { name: allHot }).click();
    await expect(page.getByRole("dialog", { name: allHot })).toBeVisible();
    await screenshot(page, testInfo, `look-texts-hot-sheet-${language.toLowerCase()}-320`);
    await page.getByRole("button", { name: ms ? "Tutup" : "Close" }).first().click();

    // The member centre names Withdraw with the wallet's own word, not "exit" beside "Log keluar".
    await goInApp(page, "/m/member/home");
    const withdraw = page.locator("main").getByRole("link", { name: ms ? "Pengeluaran" : "Withdraw", exact: true }).first();
    await expect(withdraw).toBeVisible();
    if (ms) await expect(page.locator("main").getByRole("link", { name: "Keluar", exact: true })).toHaveCount(0);
    problems.push(...[await cut(withdraw)].filter((found) => found !== "whole").map((found) => `${language} withdraw: ${found}`));
    await screenshot(page, testInfo, `look-texts-member-${language.toLowerCase()}-320`);

    // The daily check-in, once claimed, says what is next in a button it fits.
    await goInApp(page, "/m/activity/signIn");
    await page.getByRole("button", { name: ms ? "Daftar masuk hari ini" : "Check in today" }).click();
    const comeBack = page.getByRole("button", { name: ms ? "Kembali esok" : "Come back tomorrow" });
    await expect(comeBack).toBeDisabled();
    problems.push(...[await cut(comeBack, { oneLine: true })].filter((found) => found !== "whole").map((found) => `${language} sign-in: ${found}`));
    await comeBack.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, `look-texts-sign-in-${language.toLowerCase()}-320`);
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }
  expect(problems).toEqual([]);
});

test("a deposit whose payment has not arrived is marked pending, and its order number copies (item 7)", async ({ page, request, context }, testInfo) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const member = await newMember(request, testInfo, "pending", 100);
  await open(page, member, "/m/voucherCenter");
  await page.getByRole("textbox", { name: /Amount/ }).fill("300");
  const payment = context.waitForEvent("page");
  await page.getByRole("button", { name: "Deposit now" }).click();
  await (await payment).close();
  const result = page.getByRole("region", { name: "Payment page opened" });
  await expect(result).toBeVisible();
  await expect(result.getByText("Awaiting payment")).toBeVisible();
  const order = (await result.getByRole("definition").last().innerText()).trim();
  expect(order).toMatch(/^DP\d+/);
  await result.getByRole("button", { name: "Copy Order number" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order);
  await screenshot(page, testInfo, "look-deposit-pending");
  await page.setViewportSize({ width: 320, height: 700 });
  expect(await cut(result.getByRole("definition").last())).toBe("whole");
  await screenshot(page, testInfo, "look-deposit-pending-320");
});

for (const theme of ["light", "dark"] as const) {
  test(`${theme} theme: the gold texts that failed contrast pass axe (item 10)`, async ({ page, request, browser }, testInfo) => {
    // A visitor's home: "Log in", "All hot games".
    const visitorContext = await browser.newContext({ viewport: page.viewportSize()!, baseURL: testInfo.project.use.baseURL, timezoneId: testInfo.project.use.timezoneId });
    await visitorContext.clock.install({ time: await clockStart() });
    const visitor = await visitorContext.newPage();
    await visitor.addInitScript((mode) => window.localStorage.setItem("theme", mode), theme);
    await visitor.goto("/m/home");
    await expect(visitor.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(visitor.getByRole("button", { name: "All hot games" })).toBeVisible();
    await expectNoSeriousA11yViolations(visitor, `a visitor's home (${theme})`);
    await screenshot(visitor, testInfo, `look-contrast-home-${theme}`);
    await visitorContext.close();

    // A new member: the member centre's VIP card (the "No VIP level yet" is now "VIP0 → VIP1"), the game
    // list's active tab, deposit's payment names.
    const member = await newMember(request, testInfo, `contrast${theme}`, 100);
    await open(page, member, "/m/member/home", { theme });
    await expect(page.locator("main").getByText(/VIP0/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the member centre (${theme})`);
    await screenshot(page, testInfo, `look-contrast-member-${theme}`);
    await goInApp(page, "/m/gameList?gameType=RNG");
    await expect(page.getByRole("tab", { name: "All", selected: true })).toBeVisible();
    await expect(page.getByRole("button", { name: /Mahjong Ways, PG Soft/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the game list (${theme})`);
    await screenshot(page, testInfo, `look-contrast-game-list-${theme}`);
    await goInApp(page, "/m/voucherCenter");
    await expect(page.getByRole("button", { name: "Deposit now" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `deposit (${theme})`);
    await screenshot(page, testInfo, `look-contrast-deposit-${theme}`);
    await page.setViewportSize({ width: 320, height: 700 });
    await screenshot(page, testInfo, `look-contrast-deposit-${theme}-320`);
  });
}
