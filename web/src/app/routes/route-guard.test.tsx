import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memberInfo, memberSession, trialSession } from "../../testing/fixtures.ts";
import { renderAppWith } from "../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../features/home/testing/home-handlers.ts";
import { memberCentreHandlers } from "../../features/member/testing/member-handlers.ts";
import { countries, registrationSettings } from "../../features/account/testing/account-fixtures.tsx";
import { depositHandlers } from "../../features/wallet/testing/deposit-handlers.ts";

/** Flows here can end on /m/home: its calls are answered too. */
const renderApp = renderAppWith(homeScreenHandlers);

describe("role gates on routes (spec §6)", () => {
  it.each(["/m/voucherCenter", "/m/set", "/m/webEmail", "/m/withdraw", "/m/receivingCenter", "/m/inviteFriends", "/m/member/benefits"])(
    "sends a visitor opening %s to /m/login",
    async (path) => {
      renderApp({ route: path });
      await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    },
  );

  it("lets a member open settings", async () => {
    renderApp({ route: "/m/set", session: memberSession() });
    expect(await screen.findByRole("button", { name: "Log out" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/m/set");
  });

  // No silent redirect: opening deposit or withdraw (or the records) says why, as a tap does, and waits for the member.
  it.each(["/m/voucherCenter", "/m/withdraw", "/m/transaction/record", "/m/gameRecord"])("refuses a trial account opening %s the one way, then goes home on Cancel", async (route) => {
    const { user } = renderApp({ route, session: trialSession(), api: { "GET /wps/member/info": memberInfo({ type: 4 }) } });
    const refusal = await screen.findByRole("alertdialog", { name: "Trial account" });
    expect(within(refusal).getByText("Please login an actual account to use this function")).toBeInTheDocument();
    expect(window.location.pathname).toBe(route);
    await user.click(within(refusal).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });

  // A refused route is a first screen too: the page is ready for the refusal's taps (lib/app-shell.ts).
  it("marks the page ready when a route is refused", async () => {
    document.documentElement.removeAttribute("data-app-ready");
    renderApp({ route: "/m/withdraw", session: trialSession(), api: { "GET /wps/member/info": memberInfo({ type: 4 }) } });
    await screen.findByRole("alertdialog", { name: "Trial account" });
    expect(document.documentElement.hasAttribute("data-app-ready")).toBe(true);
  });

  it("asks a trial account opening the member centre to register; Register now goes to /m/register", async () => {
    // Register now opens the registration form, which reads its settings and the countries at once.
    const { user } = renderApp({ route: "/m/member/home", session: trialSession(), api: { "GET /wps/system/setting/register": registrationSettings({ captchaEnabled: false }), "GET /wps/system/country": countries } });
    const alert = await screen.findByRole("alertdialog", { name: "Trial account" });
    expect(within(alert).getByText("Please login an actual account to use this function")).toBeInTheDocument();
    expect(within(alert).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Register now" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/register"));
  });

  it("sends a trial account that cancels the prompt home", async () => {
    const { user } = renderApp({ route: "/m/member/home", session: trialSession(), api: { "GET /wps/member/info": memberInfo({ type: 4 }) } });
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });
});

describe("role gates on the footer (spec §6)", () => {
  // The member centre shows a visitor the member navigation bar's logged-out state (spec §2).
  it("opens the member centre for a visitor tapping Member Center", async () => {
    const { user } = renderApp({ route: "/m/trail", api: memberCentreHandlers });
    await user.click(await screen.findByRole("link", { name: "Member Center" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/member/home"));
    expect(await screen.findByRole("link", { name: "Log in or sign up" })).toBeInTheDocument();
  });

  it("prompts a trial account tapping Member Center and stays put on Cancel", async () => {
    const { user } = renderApp({ route: "/m/trail", session: trialSession() });
    await user.click(await screen.findByRole("link", { name: "Member Center" }));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(window.location.pathname).toBe("/m/trail");
  });

  it("takes a member tapping Deposit to the voucher centre", async () => {
    // The voucher centre asks for the member and the deposit channels as it opens.
    const { user } = renderApp({ route: "/m/trail", session: memberSession(), api: depositHandlers });
    await user.click(await screen.findByRole("link", { name: "Deposit" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/voucherCenter"));
  });
});
