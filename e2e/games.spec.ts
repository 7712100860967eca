// The game lists on a phone against Prism (issue 8): paging by scroll, the
// filter drawer, stars for visitors and members, and the lottery launch.
import { expect, test } from "@playwright/test";
import { openAsMember, setTheme } from "./helpers/app.ts";
import { gamesScreenshot, routeGamePages } from "./helpers/games.ts";

test.describe("game lists", () => {
  test("loads the second page when scrolled to the bottom", async ({ page }, testInfo) => {
    const asked = await routeGamePages(page, 2);
    await page.goto("/m/gameList?gameType=RNG");
    await expect(page.getByRole("region", { name: "25 games" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Lucky Game 1, PG Soft" })).toBeVisible();
    await gamesScreenshot(page, testInfo, "list-dark");
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
    await gamesScreenshot(page, testInfo, "drawer-dark");
    const filtered = page.waitForRequest((request) => request.url().includes("GCSGAME_gameList") && request.url().includes("vassalage=JL"));
    await drawer.getByRole("button", { name: "Show games" }).click();
    const query = new URL((await filtered).url()).searchParams;
    expect(query.get("minBet")).toBe("0.5");
    expect(query.get("pageNo")).toBe("1");
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("button", { name: "Choose a provider" }).getByRole("img", { name: "JILI" })).toBeVisible();

    await setTheme(page, "light");
    await page.reload();
    await page.getByRole("button", { name: "Search games" }).click();
    await expect(page.getByRole("dialog", { name: "Find games" }).getByRole("searchbox")).toBeFocused();
    await gamesScreenshot(page, testInfo, "drawer-light");
  });

  test("a visitor's star goes to /m/login", async ({ page }) => {
    await page.goto("/m/gameList?gameType=RNG");
    await page.getByRole("button", { name: "Add Mahjong Ways to My Collection" }).click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test("a member's star toggles the favourite", async ({ page }, testInfo) => {
    await openAsMember(page, "/m/gameList?gameType=RNG");
    // Prism's favourite ids include Mahjong Ways 2 (10102), not Mahjong Ways (10101).
    await expect(page.getByRole("button", { name: "Remove Mahjong Ways 2 from My Collection" })).toHaveAttribute("aria-pressed", "true");
    const star = page.getByRole("button", { name: "Add Mahjong Ways to My Collection" });
    const added = page.waitForRequest((request) => request.url().includes("MCSFE_addFavoriteGameV2"));
    await star.click();
    expect((await added).postDataJSON()).toEqual({ nodeId: 10101, vendor: "PG", gameType: "RNG" });
    await expect(page.getByRole("button", { name: "Remove Mahjong Ways from My Collection" })).toHaveAttribute("aria-pressed", "true");
    await gamesScreenshot(page, testInfo, "list-member-dark");

    const removed = page.waitForRequest((request) => request.url().includes("MCSFE_removeFavoriteGameV2"));
    await page.getByRole("button", { name: "Remove Mahjong Ways from My Collection" }).click();
    expect((await removed).method()).toBe("DELETE");
    await expect(page.getByRole("button", { name: "Add Mahjong Ways to My Collection" })).toHaveAttribute("aria-pressed", "false");
  });

  test("launching a lottery game builds the lottery launch", async ({ page, context }, testInfo) => {
    await openAsMember(page, "/m/lottery");
    await expect(page.getByRole("region", { name: "North" })).toBeVisible();
    await gamesScreenshot(page, testInfo, "lottery-dark");
    const launch = page.waitForRequest((request) => request.url().includes("/wps/game/launchGame"));
    const tab = context.waitForEvent("page");
    await page.getByRole("button", { name: "Hà Nội" }).click();
    const query = Object.fromEntries(new URL((await launch).url()).searchParams);
    expect(query).toMatchObject({
      launchMode: "LOTT",
      vassalage: "TCG_LOTTO_VN",
      lottoGameCode: "HN",
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

  test("the category pages show providers, hot games and the first games", async ({ page }, testInfo) => {
    await page.goto("/m/slot-games");
    await expect(page.getByRole("region", { name: "Slots providers" }).getByRole("button", { name: "JILI" })).toBeVisible();
    await expect(page.getByRole("region", { name: "All games" }).getByRole("link", { name: "Show more" })).toHaveAttribute("href", "/m/gameList?gameType=RNG");
    await gamesScreenshot(page, testInfo, "slot-games-dark");
  });
});
