// Issue 44, items 9 and 11 on the sandbox, as a member and an agent see them: the member centre leads to
// each destination once and an agent to the agent centre from it; the agent's Transactions and Mail
// center keep the agent footer; and the smaller items of 11, one test each.
import { expect, test, type Locator, type Page, type TestInfo } from "../helpers/test.ts";
import { openAsMember, type SeededSession } from "../helpers/app.ts";
import { screenshot } from "../helpers/screenshot.ts";

/** The sandbox's own port, as playwright.sandbox.config.ts picks it. */
const SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5)}`;

/** The seeded agent's live session (the contract's agent login example). */
const agentLee: SeededSession = { token: "7c1a5e9b3d2f4a6c8e0b1d3f5a7c9e2b", merchantCode: "mc_demo", userName: "agent_lee", type: 1, firstTimeLogin: false };

/** A screenshot at the test's own size and again at 320 px, the narrowest phone the app supports. */
async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await screenshot(page, testInfo, name, { fullPage: true });
  const size = page.viewportSize();
  if (!size) return;
  await page.setViewportSize({ width: 320, height: size.height });
  await screenshot(page, testInfo, `${name}-320`, { fullPage: true });
  await page.setViewportSize(size);
}

test("item 9: the member centre leads to each destination once, an agent to the agent centre, whose Transactions and Mail center keep the agent footer", async ({ page }, testInfo) => {
  await openAsMember(page, "/m/member/home", agentLee);
  const main = page.getByRole("main");
  const bar = page.getByRole("navigation", { name: "Member shortcuts" });
  await bar.getByRole("button", { name: /More/ }).click();
  await expect(page.getByRole("list", { name: "More shortcuts" }).getByRole("link", { name: /Daily check.in/ })).toBeVisible();
  await expect(main.getByRole("link", { name: "VIP benefits" })).toBeVisible();
  await expect(main.getByRole("navigation", { name: "History" }).getByRole("link", { name: "Transaction records" })).toBeVisible();
  await expect(main.getByText("Sign in", { exact: true })).toHaveCount(0);
  const targets = await main.getByRole("link").evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(targets.filter((target, index) => targets.indexOf(target) !== index)).toEqual([]);
  for (const target of ["/m/voucherCenter", "/m/withdraw", "/m/vip", "/m/member/benefits", "/m/activity/signIn", "/m/transaction/record", "/m/gameRecord", "/m/agent"]) expect(targets).toContain(target);
  await shots(page, testInfo, "centre-member-centre-agent");

  await main.getByRole("link", { name: "Agent center" }).click();
  await expect(page).toHaveURL(/\/m\/agent$/);
  const tools = page.getByRole("navigation", { name: "Agent tools" });
  for (const [entry, title] of [
    ["Transactions", "Transaction records"],
    ["Mail center", "Inbox"],
  ] as const) {
    await tools.getByRole("link", { name: new RegExp(`${entry}$`) }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Agent menu" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    await shots(page, testInfo, `centre-agent-${entry.toLowerCase().replace(/ /g, "-")}`);
    await page.goBack();
    await expect(page).toHaveURL(/\/m\/agent$/);
  }
});

/** Where `screenshot` puts its pictures, for a picture of one element. */
const shotPath = (testInfo: TestInfo, name: string) => new URL(`../../test-results/screens/${testInfo.project.name}/${name}.png`, import.meta.url).pathname;

/** Whether an element's content overflows its own box (text spilling out of, or over, its neighbours). */
async function overflows(locator: Locator): Promise<boolean[]> {
  return locator.evaluateAll((elements) => elements.map((element) => element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1));
}

const maintenance = { EN: "Under maintenance", CN: "维护中", MS: "Dalam penyelenggaraan" } as const;

for (const language of ["EN", "CN", "MS"] as const) {
  test(`item 11: a provider under maintenance says so inside its tile, at Pixel 7 and 320 px (${language})`, async ({ page }, testInfo) => {
    await page.addInitScript((code) => window.localStorage.setItem("language", code), language);
    await page.goto("/m/slot-games");
    const note = page.getByText(maintenance[language], { exact: true });
    await expect(note).toBeVisible();
    const card = page.getByRole("listitem").filter({ has: note });
    await expect(card.getByRole("button")).toHaveAttribute("aria-disabled", "true");
    for (const width of [412, 320]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await overflows(note), `${width} px`).not.toContain(true);
      // The note sits inside the logo, above the provider's name, never over it.
      const [noteBox, nameBox] = [await note.boundingBox(), await card.getByRole("button").locator("span").last().boundingBox()];
      expect(noteBox && nameBox && noteBox.y + noteBox.height <= nameBox.y + 0.5, `${width} px`).toBe(true);
      if (process.env.SCREENSHOTS === "1") await card.screenshot({ path: shotPath(testInfo, `centre-maintenance-provider-${language.toLowerCase()}-${width}`) });
    }
    await screenshot(page, testInfo, `centre-maintenance-${language.toLowerCase()}-320`);

    // The game list's tile of that provider: the logo's own words ("SG Spadegaming") are blurred under the note.
    await page.goto("/m/gameList?gameType=RNG");
    const tileNote = page.getByText(maintenance[language], { exact: true });
    await tileNote.scrollIntoViewIfNeeded();
    expect(await overflows(tileNote)).not.toContain(true);
    const art = await tileNote.evaluate((element) => getComputedStyle(element.parentElement?.querySelector("img") ?? element).filter);
    expect(art).toContain("blur");
    if (process.env.SCREENSHOTS === "1") await tileNote.locator("xpath=..").screenshot({ path: shotPath(testInfo, `centre-maintenance-tile-${language.toLowerCase()}-320`) });
  });
}

test("item 11: help, notice and promotion detail pages show one back arrow, and help asks a visitor to log in before Deposit", async ({ page }, testInfo) => {
  for (const path of ["/m/help", "/m/notice", "/m/activityDetail?id=5002"]) {
    await page.goto(path);
    const crumbs = page.getByRole("navigation", { name: "You are here" });
    await expect(crumbs).toBeVisible();
    await expect(crumbs.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /back/i })).toHaveCount(1);
    await expect(page.getByRole("banner").getByRole("button", { name: "Back" })).toBeVisible();
  }
  await page.goto("/m/help");
  await page.getByRole("tab", { name: "Deposit Help" }).click();
  await expect(page.getByText("Log in, or sign up first.")).toBeVisible();
  // A visitor's footer has Sponsor where a member's has Deposit: the help says to log in first.
  await expect(page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Deposit" })).toHaveCount(0);
  await shots(page, testInfo, "centre-help-visitor");
});

test("item 11: the team P&L and bets tables keep usernames whole and group thousands, at 320 px", async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openAsMember(page, "/m/agent/team/pnl", agentLee);
  const pnl = page.getByRole("region", { name: "Team profit and loss" });
  const name = pnl.getByRole("rowheader", { name: "sub_agent_wu" });
  await expect(name).toBeVisible();
  // One line: a cell no taller than the one beside it holding a single figure.
  const row = pnl.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "sub_agent_wu" }) });
  const [nameBox, figureBox] = [await name.boundingBox(), await row.getByRole("cell").first().boundingBox()];
  expect(nameBox!.height).toBeLessThanOrEqual(figureBox!.height + 0.5);
  await expect(row.getByRole("cell").first()).toHaveText(/^-?￥\d{1,3}(,\d{3})*\.\d{2}$/);
  await expect(pnl.getByRole("cell", { name: /,\d{3}\.\d{2}$/ }).first()).toBeVisible();
  await screenshot(page, testInfo, "centre-team-pnl-320", { fullPage: true });

  await page.goto("/m/teamBetting");
  const bets = page.getByRole("region", { name: /^Team betting/ });
  await expect(bets.getByRole("rowheader").first()).toBeVisible();
  for (const header of await bets.getByRole("rowheader").all()) {
    const box = await header.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(figureBox!.height + 0.5);
  }
  await screenshot(page, testInfo, "centre-team-bets-320", { fullPage: true });
});

test("item 11: the sponsor page's promotions are links that open what their banners open", async ({ page }, testInfo) => {
  await page.goto("/m/sponsor");
  const section = page.getByRole("region", { name: "Our sponsorships" });
  const first = section.getByRole("listitem").getByRole("link").first();
  await expect(first).toBeVisible();
  await shots(page, testInfo, "centre-sponsor");
  await first.click();
  await expect(page).not.toHaveURL(/\/m\/sponsor$/);
});

test("item 11: a new member sets the withdrawal password once; the card's Branch shows with the bank, required when it needs it", async ({ page, request }, testInfo) => {
  const userName = `centre_${testInfo.project.name.replace(/[^a-z0-9]/g, "").slice(0, 6)}_${Date.now() % 100000}`;
  const created = await request.post(`${SANDBOX_URL}/__sandbox/members`, { data: { userName, password: "Harbour2026" } });
  expect(created.status()).toBe(201);
  const member = (await created.json()) as { token: string; userName: string; type: number };
  await openAsMember(page, "/m/withdraw", { token: member.token, merchantCode: "mc_demo", userName: member.userName, type: member.type, firstTimeLogin: false });

  await page.getByLabel("Withdrawal password", { exact: true }).fill("246810");
  await page.getByLabel("Confirm withdrawal password").fill("246810");
  await page.getByRole("button", { name: "Set password" }).click();

  const card = page.getByRole("region", { name: "Add a bank card" });
  await expect(card.getByRole("combobox", { name: "Bank" })).toBeVisible();
  await expect(card.getByRole("textbox", { name: "Branch" })).toHaveCount(0);
  await card.getByRole("combobox", { name: "Bank" }).selectOption({ label: "Industrial and Commercial Bank of China" });
  await expect(card.getByRole("textbox", { name: "Branch" })).toHaveAttribute("aria-required", "true");
  await card.getByRole("combobox", { name: "Bank" }).selectOption({ label: "China Merchants Bank" });
  await expect(card.getByRole("textbox", { name: "Branch" })).toHaveAccessibleDescription("This bank does not need it: leave it empty if you like");
  // The password just set is not asked again.
  await expect(card.getByLabel("Withdrawal password")).toHaveCount(0);
  await expect(card.getByText("Using the withdrawal password you have just set")).toBeVisible();
  await card.getByRole("textbox", { name: "Card number" }).fill("6225880137706688");
  await card.getByRole("textbox", { name: "Name on the account" }).fill("Tan Mei Ling");
  await shots(page, testInfo, "centre-bank-card-just-set");
  await card.getByRole("button", { name: "Add card" }).click();

  // The sandbox checked the password it was sent: the card is there, and the withdrawal does not ask either.
  await expect(page.getByRole("radio", { name: /China Merchants Bank/ })).toBeChecked();
  await expect(page.getByLabel("Withdrawal password")).toHaveCount(0);
  await expect(page.getByText("Using the withdrawal password you have just set")).toBeVisible();
  await shots(page, testInfo, "centre-withdraw-just-set");
});
