// "Intent kept across login": a visitor's tap that needs a login says
// why on /m/login, and the login goes back where the visitor was going; a
// tapped game launches there, once.
import { screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { fakeTabsEachTest } from "../testing/fake-tab.ts";
import { authStore } from "../stores/auth.ts";
import { ok } from "../testing/fixtures.ts";
import { renderAppWith } from "../testing/test-utils.tsx";
import { homeScreenHandlers } from "../features/home/testing/home-handlers.ts";
import { countries, loginResult, registrationSettings, rsaKey, switches } from "../features/account/testing/account-fixtures.tsx";
import { vendorMapping } from "../features/games/testing/game-fixtures.ts";
import { promotions } from "../features/promotions/testing/promotion-fixtures.ts";
import { loadScreen } from "./routes/screens.ts";

const tabs = fakeTabsEachTest();
const renderApp = renderAppWith(homeScreenHandlers);

const api = {
  "GET /wps/system/whitelabel": switches(["USERNAMEREG3"]),
  "GET /wps/session/key/rsa": rsaKey,
  "POST /wps/session/login": loginResult({ userName: "player_one" }),
  "GET /wps/relay/GCSGAME_getVassGameType": ok(vendorMapping),
  "GET /lgw/games/mobile": { "1": { gameGroupId: 1, displayName: "SSC", games: [{ gameId: 1001, code: "CQSSC", remark: "Chongqing SSC" }] } },
  "GET /wps/member/info": ok({ sumBalance: 1 }),
  "GET /wps/game/launchGame": ok({ content: { game_url: "https://games.platform.test/lott/CQSSC" } }),
  "GET /wps/system/setting/register": registrationSettings({ captchaEnabled: false }),
  "GET /wps/system/country": countries,
};

async function logIn(user: ReturnType<typeof renderApp>["user"]) {
  await user.type(await screen.findByLabelText("Username"), "player_one");
  await user.type(screen.getByLabelText("Password"), "s3cret-pass");
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

beforeAll(async () => {
  await Promise.all([loadScreen("account/login"), loadScreen("account/register"), loadScreen("games/lottery")]);
});

describe("the login keeps where a visitor was going", () => {
  it("a game tapped by a visitor: /m/login says which and why, and after the login the game launches from the page it was tapped on, once", async () => {
    const { user, api: calls } = renderApp({ route: "/m/lottery", api });
    await user.click(await screen.findByRole("button", { name: "Chongqing SSC" }, { timeout: 5000 }));

    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    const reason = (await screen.findByText("Log in to play Chongqing SSC.", {}, { timeout: 5000 })).closest("[role=status]");
    expect(reason).toHaveTextContent("Log in to play Chongqing SSC.");
    expect(reason).toHaveTextContent("The game opens as soon as you are in.");
    expect(calls.calls("GET /wps/game/launchGame")).toHaveLength(0);

    await logIn(user);
    await waitFor(() => expect(window.location.pathname).toBe("/m/lottery"));
    await waitFor(() => expect(tabs.visited).toEqual(["https://games.platform.test/lott/CQSSC"]));
    const launches = calls.calls("GET /wps/game/launchGame");
    expect(launches).toHaveLength(1);
    expect(launches[0]?.url).toContain("lottoGameCode=CQSSC");
    // Taken once: the page's history entry no longer carries it.
    expect(JSON.stringify(window.history.state ?? {})).not.toContain("launchAfterLogin");
    expect(authStore.session?.userName).toBe("player_one");
  });

  it("a promotion's Apply: /m/login says so, the intent goes along to sign-up and back, and the login returns to the application", async () => {
    const application = {
      "GET /wps/relay/PROMOFE_getPromoAnnounceV2": ok(promotions),
      "GET /wps/promotions/apply": ok({ promotionId: 5005, status: "NONE", remark: null, imageUrls: [], appliedAt: null, rejectReason: null, bonusAmount: null }),
    };
    const { user } = renderApp({ route: "/m/activity/apply?id=5005", api: { ...api, ...application } });
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    expect(await screen.findByText("Log in to apply for this promotion.")).toBeInTheDocument();
    expect(screen.getByText("You will be taken straight back.")).toBeInTheDocument();

    const tabsNav = screen.getByRole("navigation", { name: "Log in or sign up" });
    await user.click(within(tabsNav).getByRole("link", { name: "Sign up" }));
    expect(await screen.findByText("Log in to apply for this promotion.")).toBeInTheDocument();
    await user.click(within(screen.getByRole("navigation", { name: "Log in or sign up" })).getByRole("link", { name: "Log in" }));
    expect(await screen.findByText("Log in to apply for this promotion.")).toBeInTheDocument();

    await logIn(user);
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe("/m/activity/apply?id=5005"));
    // The application itself, the member's now (its calls answered before the test ends).
    expect(await screen.findByRole("button", { name: "Apply now" }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("a member page opened by a visitor: /m/login asks to continue, and the login opens that page", async () => {
    const { user } = renderApp({ route: "/m/set", api });
    expect(await screen.findByText("Log in to continue.")).toBeInTheDocument();
    await logIn(user);
    await waitFor(() => expect(window.location.pathname).toBe("/m/set"));
  });

  it("the header's Log in carries no intent: no reason shown, and the login goes home as before", async () => {
    const { user } = renderApp({ route: "/m/login", api });
    await screen.findByLabelText("Username");
    expect(screen.queryByText(/^Log in to (play \S|apply for|open this|keep your)/)).not.toBeInTheDocument();
    await logIn(user);
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });
});
