import { act, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { appNavigate } from "../lib/app-location.ts";
import { createQueryClient } from "../lib/query-client.ts";
import { memberInfo as memberInfoQuery } from "../features/member/index.ts";
import { sessionKeys } from "../lib/storage.ts";
import { authStore } from "../stores/auth.ts";
import { json } from "../testing/fake-api.ts";
import { memberInfo, memberSession, ok, trialSession } from "../testing/fixtures.ts";
import { renderApp, renderAppWith } from "../testing/test-utils.tsx";
import { homeScreenHandlers } from "../features/home/testing/home-handlers.ts";
import { toastStore } from "../ui/toast/toast-store.ts";
import { countries, registrationSettings, rsaKey, switches } from "../features/account/testing/account-fixtures.tsx";
import { loadScreen } from "./routes/screens.ts";

const RELOGIN = "Your session has ended. Please log in again.";
const loginApi = { "GET /wps/system/whitelabel": switches(["FREEPLAY3"]), "GET /wps/session/key/rsa": rsaKey };

beforeAll(async () => {
  await loadScreen("account/login");
  await loadScreen("account/register");
});

/** What an earlier session left in sessionStorage. */
function sessionKeysLeft(): string[] {
  return [sessionKeys.session, sessionKeys.memberInfo].filter((key) => window.sessionStorage.getItem(key) !== null);
}

async function logIn(user: ReturnType<typeof renderApp>["user"]) {
  await user.type(await screen.findByLabelText("Username"), "player_one");
  await user.type(screen.getByLabelText("Password"), "s3cret-pass");
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

describe("session rules", () => {
  it("a failed login clears the previous session's keys", async () => {
    window.sessionStorage.setItem(sessionKeys.memberInfo, JSON.stringify({ account: "TRIAL_8841" }));
    const { user } = renderApp({
      route: "/m/login",
      session: trialSession(),
      api: { ...loginApi, "POST /wps/session/login": () => json({ success: false, errorCode: "login.cred.err", message: "Wrong username or password" }) },
    });
    await logIn(user);
    expect(await screen.findByText("Wrong username or password")).toBeInTheDocument();
    expect(authStore.session).toBeNull();
    expect(sessionKeysLeft()).toEqual([]);
  });

  it("a failed login goes through the one teardown: the previous account's cached answers go with its keys", async () => {
    const queryClient = createQueryClient({ retry: 0 });
    const earlier = memberInfoQuery.key(undefined, trialSession().userName);
    queryClient.setQueryData(earlier, { account: "TRIAL_8841" });
    const { user } = renderApp({
      route: "/m/login",
      session: trialSession(),
      queryClient,
      api: { ...loginApi, "POST /wps/session/login": () => json({ success: false, errorCode: "login.cred.err", message: "Wrong username or password" }) },
    });
    await logIn(user);
    expect(await screen.findByText("Wrong username or password")).toBeInTheDocument();
    expect(queryClient.getQueryData(earlier)).toBeUndefined();
  });

  it("login.not.session on the login call clears the previous session's keys too", async () => {
    const { user } = renderApp({
      route: "/m/login",
      session: trialSession(),
      api: { ...loginApi, "POST /wps/session/login": () => json({ success: false, errorCode: "login.not.session", message: "Please log in" }, { status: 401 }) },
    });
    await logIn(user);
    await waitFor(() => expect(authStore.session).toBeNull());
    expect(sessionKeysLeft()).toEqual([]);
    expect(window.location.pathname).toBe("/m/login");
  });

  it("an expired session lands on /m/login, which says 'relogin required' once, above the form", async () => {
    // Home starts its calls before the member's info comes back refused: they are answered too.
    renderAppWith(homeScreenHandlers)({
      route: "/m/home",
      session: memberSession(),
      api: { "GET /wps/member/info": () => json({ success: false, errorCode: "login.not.session" }, { status: 401 }) },
    });
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    await screen.findByRole("button", { name: "Log in" });
    expect(screen.getAllByText(RELOGIN)).toHaveLength(1);
    expect(screen.getByRole("alert")).toHaveTextContent(RELOGIN);
    expect(toastStore.current).toBeNull();
    expect(sessionKeysLeft()).toEqual([]);
  });

  it("a visitor who opens /m/login sees no 'relogin required'", async () => {
    renderApp({ route: "/m/login", api: loginApi });
    await screen.findByRole("button", { name: "Log in" });
    expect(screen.queryByText(RELOGIN)).not.toBeInTheDocument();
  });

  it.each(["/m/login", "/m/register", "/m/register.html"])("sends a logged-in member who opens %s to /m/home", async (path) => {
    renderAppWith(homeScreenHandlers)({ route: path, session: memberSession(), api: { "GET /wps/member/info": memberInfo() } });
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });

  it("lets a trial account open registration (its member centre sends it there, spec §6)", async () => {
    renderApp({
      route: "/m/register",
      session: trialSession(),
      api: {
        "GET /wps/system/whitelabel": switches(["USERNAMEREG3"]),
        "GET /wps/system/setting/register": registrationSettings({ captchaEnabled: false }),
        "GET /wps/relay/CCSFE_getListAnnouncements": ok({ promotion: [], banners: [], player: [], popup: [], hot: [] }),
        "GET /wps/system/country": countries,
      },
    });
    expect(await screen.findByLabelText("Username")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/m/register");
  });
});

describe("the header's back arrow (never out of the app)", () => {
  // The notice and help screens answer their calls; the header's arrow is the banner's Back, the page's only one.
  const contentApi = {
    "GET /wps/relay/CCSFE_getListAnnouncements": ok({ promotion: [], banners: [], player: [], popup: [], hot: [], footer: { unreadCount: 0 } }),
    "GET /wps/system/helpCenter": ok([]),
  };
  const headerBack = async () => within(await screen.findByRole("banner")).findByRole("button", { name: "Back" });
  // Every test here ends on /m/home: its calls are answered too (they may arrive before the test ends).
  const renderApp = renderAppWith(homeScreenHandlers);

  it("goes to /m/home from a page opened directly, even with other sites' pages behind it", async () => {
    window.history.pushState(null, "", "/elsewhere");
    const { user } = renderApp({ route: "/m/notice", api: contentApi });
    await user.click(await headerBack());
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });

  it("goes back one step after an in-app navigation, and home again once back at the first page", async () => {
    window.history.pushState(null, "", "/elsewhere");
    const { user } = renderApp({ route: "/m/notice", api: contentApi });
    await headerBack();
    act(() => appNavigate("/m/help"));
    await waitFor(() => expect(window.location.pathname).toBe("/m/help"));
    await user.click(await headerBack());
    await waitFor(() => expect(window.location.pathname).toBe("/m/notice"));
    await user.click(await headerBack());
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });
  // The breadcrumb had an arrow of its own: two back arrows, one above the other.
  it("is the page's one back arrow: the breadcrumb has none, its Home crumb leads home", async () => {
    window.history.pushState(null, "", "/elsewhere");
    const { user } = renderApp({ route: "/m/help", api: contentApi });
    const crumbs = await screen.findByRole("navigation", { name: "You are here" });
    expect(within(crumbs).queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("button", { name: /back/i })).toHaveLength(1);
    await user.click(within(crumbs).getByRole("link", { name: "Home" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });
});
