// Steps the home and game-list browser tests share: distinct game pages
// served by routing.
import type { Page } from "@playwright/test";

/** A GCSGAME_gameList page of 25 distinct games (nodeIds 60001…), using the mock's game images. */
function routedGamePage(pageNo: number, totalPages: number) {
  const images = ["pg-mahjong-ways", "jl-super-ace", "pp-sweet-bonanza", "jdb-kong", "cq9-thor", "fc-night-market"];
  const games = Array.from({ length: 25 }, (_, index) => {
    const n = (pageNo - 1) * 25 + index + 1;
    return {
      nodeId: 60000 + n,
      vassalage: "PG",
      displayName: "PG Soft",
      gameName: `Lucky Game ${n}`,
      nodeName: `Lucky Game ${n}`,
      iconUrl: `/mock-assets/games/${images[n % images.length]}.svg`,
      gameId: String(n),
      gameType: "RNG",
      isNew: 0,
      supportPlay: true,
      isGameH5: "1",
    };
  });
  return { success: true, value: { games, pageNum: pageNo, totalPages, totalCount: totalPages * 25 } };
}

/** Serves GCSGAME_gameList by pageNo from routedGamePage; returns the page numbers asked for. */
export async function routeGamePages(page: Page, totalPages: number): Promise<number[]> {
  const asked: number[] = [];
  await page.route("**/wps/relay/GCSGAME_gameList**", async (route) => {
    const pageNo = Number(new URL(route.request().url()).searchParams.get("pageNo") ?? "1");
    asked.push(pageNo);
    await route.fulfill({ json: routedGamePage(pageNo, totalPages) });
  });
  return asked;
}
