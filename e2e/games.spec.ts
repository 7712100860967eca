// The game lists in the browser against Prism: paging by a real
// scroll, the filter drawer and its focus, and the lottery launch in a new
// tab. Stars, the category pages and failed pages are component tests
// (web/src/features/games/screens/); a favourite kept across a reload is
// e2e/sandbox/member-journey.spec.ts.
import { expect, test } from "./helpers/test.ts";
import { openAsMember } from "./helpers/app.ts";
import { routeGamePages } from "./helpers/games.ts";
import { screenshot } from "./helpers/screenshot.ts";

test.describe("game lists", () => {
  test("loads the second page when scrolled to the bottom", async ({ page }, testInfo) => {
    const asked = await routeGamePages(page, 2);
    await page.goto("/m/gameList?gameType=RNG");
    await expect(page.getByRole("region", { name: "25 games" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Lucky Game 1, PG Soft" })).toBeVisible();
    await screenshot(page, testInfo, "games-list-dark");
    expect(asked).toEqual([1]);
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByRole("region", { name: "50 games" })).toBeVisible();
    expect(asked).toEqual([1, 2]);
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByRole("button", { name: "Lucky Game 50, PG Soft" })).toBeInViewport();
    await expect(page.getByText("That is all for now")).toBeVisible();
  });

  test("the filter drawer applies a provider and a minimum bet", async ({ page }, testInfo) => {
    await page.goto("/m/gameList?gameType=RNG");
    await expect(page.getByRole("button", { name: "Mahjong Ways, PG Soft" })).toBeVisible();
    await page.getByRole("button", { name: "Choose a provider" }).click();
    const drawer = page.getByRole("dialog", { name: "Find games" });
    await drawer.getByRole("radio", { name: "JILI" }).check();
    await drawer.getByRole("radio", { name: "0.5" }).check();
    await screenshot(page, testInfo, "games-drawer-dark");
    const filtered = page.waitForRequest((request) => request.url().includes("GCSGAME_gameList") && request.url().includes("vassalage=JL"));
    await drawer.getByRole("button", { name: "Show games" }).click();
    const query = new URL((await filtered).url()).searchParams;
    expect(query.get("minBet")).toBe("0.5");
    expect(query.get("pageNo")).toBe("1");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Choose a provider" }).getByRole("img", { name: "JILI" })).toBeVisible();

    // The search opens the same drawer with its field focused.
    await page.getByRole("button", { name: "Search games" }).click();
    await expect(page.getByRole("dialog", { name: "Find games" }).getByRole("searchbox")).toBeFocused();
  });

  test("launching a lottery game builds the lottery launch", async ({ page, context }, testInfo) => {
    await openAsMember(page, "/m/lottery");
    await expect(page.getByRole("region", { name: "SSC" })).toBeVisible();
    await screenshot(page, testInfo, "games-lottery-dark");
    const launch = page.waitForRequest((request) => request.url().includes("/wps/game/launchGame"));
    const tab = context.waitForEvent("page");
    await page.getByRole("button", { name: /^Chongqing SSC/ }).click();
    const query = Object.fromEntries(new URL((await launch).url()).searchParams);
    expect(query).toMatchObject({
      launchMode: "LOTT",
      vassalage: "LOTT",
      lottoGameCode: "CQSSC",
      lottoView: "betting",
      lottoArea: "VN",
      // Prism's vendor mapping has an ELOTT entry for TCG_LOTTO_VN: entertainment mode (spec §4).
      lottoPrizeMode: "Ent",
      device: "MOBILE",
      language: "EN",
    });
    const opened = await tab;
    await expect(opened).toHaveURL(/\/mock-assets\/launch\/game\.html|\/mock-assets\/launch\/lottery\.html/);
  });

});
