import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeTabsEachTest, REFUSED_LINK_MESSAGE as REFUSED } from "../../../testing/fake-tab.ts";
import { UNSAFE_URLS } from "../../../testing/url-gate.payloads.ts";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { dismissToast, toastStore } from "../../../ui/toast/toast-store.ts";
import { vendorMapping } from "../testing/game-fixtures.ts";

const tabs = fakeTabsEachTest();

describe("game launch (spec §7; game_url and game_url2 pass the URL gate)", () => {
  it(`never sends the game tab to any of ${UNSAFE_URLS.length} hostile addresses; it closes and the member is told why`, async () => {
    let current = "";
    const field = { name: "game_url" };
    const { user } = renderApp({
      route: "/m/lottery",
      session: memberSession(),
      api: {
        "GET /wps/relay/GCSGAME_getVassGameType": ok(vendorMapping),
        "GET /lgw/games/mobile": { "1": { gameGroupId: 1, displayName: "SSC", games: [{ gameId: 1001, code: "CQSSC", remark: "Chongqing SSC" }] } },
        "GET /wps/member/info": ok({ sumBalance: 1 }),
        "GET /wps/game/launchGame": () => json(ok({ content: { [field.name]: current } })),
      },
    });
    const lottery = await screen.findByRole("button", { name: "Chongqing SSC" }, { timeout: 5000 });
    for (const [index, url] of UNSAFE_URLS.entries()) {
      // Blank addresses mean "no address" (another message); the fallback field carries the rest half of the time.
      if (url.trim() === "") continue;
      current = url;
      field.name = index % 2 ? "game_url2" : "game_url";
      await user.click(lottery);
      await waitFor(() => expect(toastStore.current?.text, url).toBe(REFUSED));
      expect(tabs.tab().closed, url).toBe(true);
      dismissToast();
    }
    expect(tabs.visited).toEqual([]);
    expect(window.location.pathname).toBe("/m/lottery");
  });
});
