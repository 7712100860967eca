// A trial account's fresh login on home gets none of the login pop-ups a member's gets
// (they announce deposits, which a trial account is refused). Moved down from the browser tier:
// the browser keeps the journeys; who sees home's pop-ups is decided here, with the real app.
import { act, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { ok, trialSession } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { vendorMapping } from "../../games/testing/game-fixtures.ts";
import { homeAnnouncements, popups } from "../testing/home-fixtures.ts";
import { homeScreenHandlers } from "../testing/home-handlers.ts";
import { LOAD_HOME_CHUNKS_TIMEOUT_MS, loadHomeChunks } from "../testing/load-home-chunks.ts";

const renderApp = renderAppWith(homeScreenHandlers);

beforeAll(loadHomeChunks, LOAD_HOME_CHUNKS_TIMEOUT_MS);

describe("home's login pop-ups and a trial account", () => {
  it("a trial account's fresh login shows home with its banners and game area, and no pop-up", async () => {
    renderApp({
      route: "/m/home",
      session: trialSession(),
      api: {
        "GET /wps/relay/CCSFE_getListAnnouncements": homeAnnouncements({ popup: popups }),
        "GET /wps/relay/GCSGAME_getVassGameType": ok(vendorMapping),
        "GET /wps/member/info": ok({ sumBalance: 2000, type: 4 }),
      },
    });
    expect(await screen.findByRole("img", { name: "Welcome bonus" })).toBeInTheDocument();
    expect(await screen.findByRole("navigation", { name: "Game categories" }, { timeout: 5000 })).toBeInTheDocument();
    // A member's pop-ups are drawn once their lazy code has resolved (loaded before all, so at once): let React finish that render.
    await act(async () => {
      await import("../prompts/login-popups.tsx");
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
