// On the sandbox, as a member sees them: a category
// page lists only its own games and the provider filter narrows them; a new
// member's member centre agrees with itself (VIP0, the turnover to VIP1,
// no waiting rewards) and the deposit screen shows a deposit at once.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from "../helpers/test.ts";
import { screenshot } from "../helpers/screenshot.ts";

const SANDBOX_URL = `http://127.0.0.1:${Number(process.env.E2E_SANDBOX_PORT ?? Number(process.env.E2E_MOCK_PORT ?? 4610) + 5)}`;
const PASSWORD = "Harbour2026";

/** The names the sandbox lists for a game list query (every page). */
async function gameNames(request: APIRequestContext, query: string): Promise<string[]> {
  const names: string[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const answer = await request.get(`${SANDBOX_URL}/wps/relay/GCSGAME_gameList?merchant=mc_demo&pageSize=25&pageNo=${pageNo}&${query}`, { headers: { Merchant: "mc_demo" } });
    const { value } = (await answer.json()) as { value: { games: { gameName: string }[]; totalPages: number } };
    names.push(...value.games.map((game) => game.gameName));
    if (pageNo >= value.totalPages) return names;
  }
}

/** The names of the game tiles inside a region (a tile is named "game, vendor" or just "game"). */
async function tileNames(page: Page, region: ReturnType<Page["getByRole"]>): Promise<string[]> {
  const labels = await region.locator(".game-tile__main").evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute("aria-label") ?? ""));
  return labels.map((label) => label.split(", ")[0]!);
}

test("the live casino page lists only live games, and the provider filter narrows them to one provider", async ({ page, request }, testInfo) => {
  const live = await gameNames(request, "gameType=LIVE");
  const slots = new Set(await gameNames(request, "gameType=RNG"));
  const evolution = await gameNames(request, "gameType=LIVE&vassalage=EVO");

  await page.goto("/m/live-games");
  const all = page.getByRole("region", { name: "All games" });
  await expect(all.getByRole("button", { name: "Lightning Roulette, Evolution" })).toBeVisible();
  const shown = await tileNames(page, all);
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.filter((name) => !live.includes(name))).toEqual([]);
  expect(shown.filter((name) => slots.has(name))).toEqual([]);
  // Several providers on the page: Evolution and Asia Gaming at least.
  await expect(all.getByRole("button", { name: /, Asia Gaming$/ }).first()).toBeVisible();
  await screenshot(page, testInfo, "sandbox-live-games");

  await page.getByRole("link", { name: "Show more" }).last().click();
  await expect(page).toHaveURL(/\/m\/gameList\?gameType=LIVE/);
  await page.getByRole("button", { name: "All, Choose a provider" }).click();
  const drawer = page.getByRole("dialog", { name: "Find games" });
  await drawer.getByRole("radio", { name: "Evolution" }).click();
  await drawer.getByRole("button", { name: "Show games" }).click();
  await expect(page.getByRole("button", { name: "Evolution, Choose a provider" })).toBeVisible();
  const list = page.getByRole("region", { name: `${evolution.length} games` });
  await expect(list.getByRole("button", { name: "Lightning Roulette", exact: true })).toBeVisible();
  const filtered = await tileNames(page, list);
  expect(filtered.sort()).toEqual([...evolution].sort());
  expect(filtered.length).toBeLessThan(live.length);
  await screenshot(page, testInfo, "sandbox-live-games-evolution");
});

async function newMember(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const userName = `c34_${testInfo.project.name.replace(/[^a-z0-9]/g, "").slice(0, 6)}_${Date.now() % 1_000_000}`;
  const created = await request.post(`${SANDBOX_URL}/__sandbox/members`, { data: { userName, password: PASSWORD } });
  expect(created.status()).toBe(201);
  return userName;
}

test("a new member's member centre agrees with itself, and the deposit screen shows the deposit at once", async ({ page, request }, testInfo) => {
  const userName = await newMember(request, testInfo);
  await page.goto("/m/login");
  await page.getByLabel("Username").fill(userName);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  await page.goto("/m/member/home");
  const nav = page.getByRole("navigation", { name: "Member shortcuts" });
  await expect(nav.getByText(userName)).toBeVisible();
  await expect(nav.getByText(/^VIP\d/)).toHaveCount(0);
  const vip = page.getByRole("region", { name: "VIP progress" });
  await expect(vip.getByText("VIP0 → VIP1")).toBeVisible();
  await expect(vip.getByText("￥3,000.00 more total turnover to VIP1")).toBeVisible();
  await expect(vip.getByRole("progressbar", { name: "Total turnover towards VIP1" })).toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByRole("status", { name: "Balance" }).first()).toHaveText("￥0.00");
  // Nothing waiting is claimed on the bar (the app asks without a session: the sandbox counts 0).
  await expect(nav.getByText(/waiting/)).toHaveCount(0);
  await screenshot(page, testInfo, "sandbox-member-centre-new");

  await page.goto("/m/voucherCenter");
  await expect(page.getByRole("status", { name: "Balance" }).first()).toHaveText("￥0.00");
  const methods = page.getByRole("radiogroup", { name: "Payment methods" });
  await methods.getByRole("radio", { name: "Alipay" }).click();
  await page.getByRole("group", { name: "Choose an amount" }).getByRole("radio", { name: "￥500", exact: true }).check();
  await page.getByRole("button", { name: "Deposit now" }).click();
  await expect(page.getByRole("img", { name: /Payment QR code for ￥500\.00/ })).toBeVisible();
  await expect(page.getByRole("status", { name: "Balance" }).first()).toHaveText("￥500.00");
  await screenshot(page, testInfo, "sandbox-deposit-credited");

  await page.goto("/m/member/home");
  await expect(page.getByRole("status", { name: "Balance" }).first()).toHaveText("￥500.00");
  await expect(page.getByRole("region", { name: "VIP progress" }).getByText("VIP0 → VIP1")).toBeVisible();
});
