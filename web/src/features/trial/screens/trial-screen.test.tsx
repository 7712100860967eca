import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionKeys } from "../../../lib/storage.ts";
import { authStore } from "../../../stores/auth.ts";
import { json } from "../../../testing/fake-api.ts";
import { memberInfo, ok, trialSession, whitelabel } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { TRIAL_WAIT_MS } from "../use-start-trial.ts";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";

/** Flows here can end on /m/home: its calls are answered too. */
const renderApp = renderAppWith(homeScreenHandlers);

const trialLogin = ok({ token: "tok_trial_5566778899aabbcc", id: 900017, userName: "TRIAL_8841", customerType: 4, firstTimeLogin: false });

afterEach(() => {
  vi.useRealTimers();
});

describe("/m/trail free play (spec §4 'Trial')", () => {
  it("opens a trial session, keeps the trial name, shows the wait message, then goes home", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, api } = renderApp({
      route: "/m/trail",
      api: { "POST /wps/session/login/freeplay": trialLogin, "GET /wps/member/info": memberInfo({ type: 4, sumBalance: 2000 }) },
    });
    await user.click(await screen.findByRole("button", { name: "Start free trial" }));

    expect(await screen.findByText("Welcome, TRIAL_8841! Entering the lobby…")).toBeInTheDocument();
    expect(api.calls("POST /wps/session/login/freeplay")).toHaveLength(1);
    expect(authStore.session).toMatchObject({ userName: "TRIAL_8841", type: 4, token: "tok_trial_5566778899aabbcc" });
    expect(window.sessionStorage.getItem(sessionKeys.trialUser)).toBe("TRIAL_8841");
    expect(JSON.parse(window.sessionStorage.getItem(sessionKeys.session) ?? "{}")).toMatchObject({ type: 4 });
    expect(window.location.pathname).toBe("/m/trail");
    // Through the wait, the page is still the one that started it (not the trial account's view).
    expect(screen.getByRole("button", { name: "Start free trial" })).toBeDisabled();

    await act(() => vi.advanceTimersByTimeAsync(TRIAL_WAIT_MS));
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
  });

  it("shows the wait message while the server prepares the account", async () => {
    const { user } = renderApp({ route: "/m/trail", api: { "POST /wps/session/login/freeplay": () => new Promise<Response>(() => undefined) } });
    await user.click(await screen.findByRole("button", { name: "Start free trial" }));
    expect(await screen.findByText("Preparing your trial account, please wait…")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Start free trial" })).toBeDisabled();
  });

  it("shows the server's refusal and stays a visitor", async () => {
    const { user } = renderApp({
      route: "/m/trail",
      api: {
        "POST /wps/session/login/freeplay": () =>
          json({ success: false, errorCode: "function.not.available", message: "This function is not available" }, { status: 400 }),
      },
    });
    await user.click(await screen.findByRole("button", { name: "Start free trial" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No permission, or this feature is not available");
    expect(authStore.session).toBeNull();
  });

  it("says free play is off when the FREEPLAY3 switch is off", async () => {
    renderApp({ route: "/m/trail", api: { "GET /wps/system/whitelabel": whitelabel(["MAILCEN"]) } });
    expect(await screen.findByText("Free trial is not available right now.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start free trial" })).not.toBeInTheDocument();
  });

  it("says free play is off when the merchant answered with no switches at all (one reading of the switches)", async () => {
    renderApp({ route: "/m/trail", api: { "GET /wps/system/whitelabel": whitelabel([]) } });
    expect(await screen.findByText("Free trial is not available right now.")).toBeInTheDocument();
  });

  it("lets the server decide when the switches could not be read", async () => {
    const { api } = renderApp({ route: "/m/trail", api: { "GET /wps/system/whitelabel": () => json({}, { status: 500 }) } });
    await waitFor(() => expect(api.calls("GET /wps/system/whitelabel").length).toBeGreaterThan(0));
    expect(await screen.findByRole("button", { name: "Start free trial" })).toBeEnabled();
    expect(screen.queryByText("Free trial is not available right now.")).not.toBeInTheDocument();
  });

  it("tells a trial account it is on one and offers to register or keep playing, not a second trial", async () => {
    const { api } = renderApp({ route: "/m/trail", session: trialSession(), api: { "GET /wps/member/info": memberInfo({ type: 4, sumBalance: 2000 }) } });
    expect(await screen.findByRole("status")).toHaveTextContent("You are playing with a trial account.");
    expect(screen.queryByRole("button", { name: "Start free trial" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register a real account" })).toHaveAttribute("href", "/m/register");
    expect(screen.getByRole("link", { name: "Keep playing" })).toHaveAttribute("href", "/m/home");
    expect(api.calls("POST /wps/session/login/freeplay")).toHaveLength(0);
  });
});
