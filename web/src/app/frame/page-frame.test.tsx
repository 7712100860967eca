import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memberInfo, memberSession, ok, trialSession, whitelabel } from "../../testing/fixtures.ts";
import { renderAppWith, renderWithProviders } from "../../testing/test-utils.tsx";
import { ScreenOutlet } from "../routes/screen-outlet.tsx";
import { homeScreenHandlers } from "../../features/home/testing/home-handlers.ts";
import { countries, registrationSettings } from "../../features/account/testing/account-fixtures.tsx";
import { localKeys } from "../../lib/storage.ts";

/** Flows here can end on /m/home: its calls are answered too. */
const renderApp = renderAppWith(homeScreenHandlers);

const footer = () => screen.getByRole("navigation", { name: "Main menu" });

describe("page frame (spec §2), through the real app", () => {
  it("shows the general header with the route title, a back arrow and customer service", async () => {
    renderApp({ route: "/m/set", session: memberSession() });
    expect(await screen.findByRole("heading", { level: 1, name: "Personal settings" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Customer service" })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Personal settings"));
  });

  it("goes back to /m/home from the free trial page", async () => {
    const { user } = renderApp({ route: "/m/trail" });
    await user.click(await screen.findByRole("button", { name: "Back" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });

  it("draws the page the app starts on without the fade, and fades in each page navigated to", async () => {
    const { user } = renderApp({ route: "/m/trail" });
    const first = await screen.findByRole("main");
    expect(first).toHaveClass("app-page");
    expect(first).not.toHaveClass("app-page--enter");
    await user.click(await screen.findByRole("button", { name: "Back" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    await waitFor(() => expect(screen.getByRole("main")).toHaveClass("app-page--enter"));
  });

  it("shows neither header nor footer on login", async () => {
    renderApp({ route: "/m/login" });
    await waitFor(() => expect(document.title).toBe("Log in"));
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Main menu" })).not.toBeInTheDocument();
  });

  it("shows the home header without a back arrow on home, with login and sign-up for a visitor", async () => {
    renderApp({ route: "/m/home" });
    // The page's banner. Testing Library counts a <header> inside a <section> (the hot games panel's,
    // there once its part has loaded) as a banner too; HTML does not.
    const header = (await screen.findAllByRole("banner")).find((banner) => !banner.closest("section, article, aside, nav, main"));
    if (!header) throw new Error("no page banner");
    expect(within(header).getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/m/login");
    expect(within(header).getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/m/register");
    expect(screen.queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe("Home"));
  });

  it("shows a visitor Home, Promotion, Sponsor, Messages and Member Center", async () => {
    renderApp({ route: "/m/home" });
    await waitFor(() => expect(within(footer()).getByRole("link", { name: "Messages" })).toBeInTheDocument());
    const labels = within(footer())
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels).toEqual(["Home", "Promotion", "Sponsor", "Messages", "Member Center"]);
    expect(within(footer()).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  });

  it("shows a real member Deposit instead of Sponsor, and a dot when the inbox has unread messages", async () => {
    renderApp({
      route: "/m/home",
      session: memberSession(),
      api: { "GET /wps/member/info": memberInfo(), "GET /wps/relay/EMFE_getInboxUnreadCount": ok(3) },
    });
    const nav = await screen.findByRole("navigation", { name: "Main menu" });
    expect(await within(nav).findByLabelText("Unread messages")).toBeInTheDocument();
    expect(within(footer()).getByRole("link", { name: /Deposit/ })).toHaveAttribute("href", "/m/voucherCenter");
    expect(within(footer()).queryByRole("link", { name: "Sponsor" })).not.toBeInTheDocument();
  });

  it("hides Messages when the MAILCEN switch is off", async () => {
    const { api } = renderApp({ route: "/m/trail", api: { "GET /wps/system/whitelabel": whitelabel(["FREEPLAY3"]) } });
    await waitFor(() => expect(api.calls("GET /wps/system/whitelabel")).toHaveLength(1));
    await screen.findByRole("link", { name: "Member Center" });
    expect(within(footer()).queryByRole("link", { name: /Messages/ })).not.toBeInTheDocument();
  });

  it("draws Messages as the last visit's switches had it until they answer, then as they answer (no entry that comes and goes)", async () => {
    localStorage.setItem(localKeys.frameSwitches, JSON.stringify(["MAILCEN"]));
    let answer!: (body: unknown) => void;
    const answered = new Promise((resolve) => (answer = resolve));
    renderApp({ route: "/m/trail", api: { "GET /wps/system/whitelabel": async () => Response.json(await answered) } });
    expect(await within(await screen.findByRole("navigation", { name: "Main menu" })).findByRole("link", { name: "Messages" })).toBeInTheDocument();
    answer(whitelabel(["FREEPLAY3"]));
    await waitFor(() => expect(within(footer()).queryByRole("link", { name: /Messages/ })).not.toBeInTheDocument());
    // The next visit's first paint draws it off.
    expect(localStorage.getItem(localKeys.frameSwitches)).toBe("[]");
  });

  it("asks no unread count for a trial account", async () => {
    const { api } = renderApp({ route: "/m/trail", session: trialSession() });
    await screen.findByRole("link", { name: /Messages/ });
    expect(api.calls("GET /wps/relay/EMFE_getInboxUnreadCount")).toHaveLength(0);
  });

  it("shows the search control and the topic's name on /m/read/*", async () => {
    renderApp({ route: "/m/read/live" });
    expect(await screen.findByRole("heading", { level: 1, name: "Live casino" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Search" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Customer service" })).not.toBeInTheDocument();
  });

  it("says a screen later issues build is not available yet, instead of pretending", async () => {
    // A screen name no feature folder has (every route of spec §2 may be built by now).
    renderWithProviders(<ScreenOutlet screen="later/unbuilt" params={{}} isHome={false} />);
    expect(await screen.findByText("This page is not available yet.")).toBeInTheDocument();
  });
});

describe("redirects (spec §2)", () => {
  it.each(["/", "/m", "/m/", "/m/index", "/m/index.html"])("shows home for %s", async (path) => {
    renderApp({ route: path });
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });

  it("sends /m/register.html to /m/register and keeps the link's query", async () => {
    // The registration form reads its settings and the countries as it opens.
    renderApp({ route: "/m/register.html?code=AFF42", api: { "GET /wps/system/setting/register": registrationSettings({ captchaEnabled: false }), "GET /wps/system/country": countries } });
    await waitFor(() => expect(window.location.pathname).toBe("/m/register"));
    expect(window.location.search).toBe("?code=AFF42");
  });

  it("sends an unknown path to /m/home", async () => {
    renderApp({ route: "/m/no-such-page" });
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });
});
