// "Faults that recover" on home: a failed load is not an empty one,
// shows one translated message (no toast beside it) and Try again loads it.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { toastStore } from "../../../ui/toast/toast-store.ts";
import { game, vendorMapping } from "../../games/testing/game-fixtures.ts";
import { homeAnnouncements } from "../testing/home-fixtures.ts";
import { homeScreenHandlers } from "../testing/home-handlers.ts";
import { LOAD_HOME_CHUNKS_TIMEOUT_MS, loadHomeChunks } from "../testing/load-home-chunks.ts";

/** Home's calls answered by default; each test overrides the ones it is about. */
const renderApp = renderAppWith(homeScreenHandlers);

beforeAll(loadHomeChunks, LOAD_HOME_CHUNKS_TIMEOUT_MS);

const serverError = () => json({ success: false, errorCode: "system.busy", message: "Internal Server Error" }, { status: 500 });

function homeFailingOnce(route: "GET /wps/relay/GCSGAME_hotGamesV2" | "GET /wps/relay/GCSGAME_getVassGameType", failure: () => Response | Promise<Response>) {
  let failing = true;
  const answers = {
    "GET /wps/relay/GCSGAME_getVassGameType": () => json(ok(vendorMapping)),
    "GET /wps/relay/GCSGAME_hotGamesV2": () => json(ok({ list: [game(1, { gameName: "Mahjong Ways" })] })),
  };
  const api = {
    "GET /wps/relay/CCSFE_getListAnnouncements": homeAnnouncements(),
    ...answers,
    [route]: () => (failing ? failure() : answers[route]()),
  };
  return { api, recover: () => void (failing = false) };
}

describe("home when its calls fail", () => {
  it.each([
    ["a 5xx", serverError, "The system is busy, please try again later"],
    ["the network", () => Promise.reject(new TypeError("Failed to fetch")), "The network is slow or offline, please try again"],
    ["a malformed body", () => new Response("<html>gateway</html>", { headers: { "content-type": "text/html" } }), "System error, please try again later"],
  ])("shows one message for %s instead of 'No hot games yet', and Try again recovers", async (_, failure, text) => {
    const { api, recover } = homeFailingOnce("GET /wps/relay/GCSGAME_hotGamesV2", failure);
    const { user } = renderApp({ route: "/m/home", api });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text);
    expect(alert).not.toHaveTextContent("Internal Server Error");
    expect(screen.queryByText("No hot games yet")).not.toBeInTheDocument();
    // Once: the view shows it, no toast repeats it.
    expect(toastStore.current).toBeNull();
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    // The banners, from another call, are still there.
    expect(screen.getByRole("img", { name: "Welcome bonus" })).toBeInTheDocument();

    recover();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    const panel = await screen.findByRole("region", { name: "Hot games" });
    expect(within(panel).getByRole("button", { name: "Mahjong Ways, PG Soft" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows one message when both the menu and the hot list fail, and asks both again", async () => {
    const { user, api } = renderApp({
      route: "/m/home",
      api: {
        "GET /wps/relay/CCSFE_getListAnnouncements": homeAnnouncements(),
        "GET /wps/relay/GCSGAME_getVassGameType": serverError,
        "GET /wps/relay/GCSGAME_hotGamesV2": serverError,
      },
    });
    const alert = await screen.findByRole("alert");
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    const before = { menu: api.calls("GET /wps/relay/GCSGAME_getVassGameType").length, hot: api.calls("GET /wps/relay/GCSGAME_hotGamesV2").length };
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(api.calls("GET /wps/relay/GCSGAME_getVassGameType")).toHaveLength(before.menu + 1));
    await waitFor(() => expect(api.calls("GET /wps/relay/GCSGAME_hotGamesV2")).toHaveLength(before.hot + 1));
  });

  it("shows the skeleton of the game area while its calls are on their way", async () => {
    renderApp({
      route: "/m/home",
      api: {
        "GET /wps/relay/CCSFE_getListAnnouncements": homeAnnouncements(),
        "GET /wps/relay/GCSGAME_getVassGameType": () => new Promise<Response>(() => undefined),
        "GET /wps/relay/GCSGAME_hotGamesV2": ok({ list: [] }),
      },
    });
    expect((await screen.findAllByRole("status", { name: "Loading…" })).length).toBeGreaterThan(0);
    expect(screen.queryByText("No hot games yet")).not.toBeInTheDocument();
  });
});
