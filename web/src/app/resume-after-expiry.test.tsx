// "Session expiry mid-flow": a 401 while a form is sent keeps its
// non-secret values; logging in again as the same account returns to the
// page with them filled in; another account gets neither. The form is a small
// one of this test's own (the money forms use the same two hooks).
import { unwrap } from "@platform/sdk";
import { screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { Route, Switch } from "wouter";
import { App } from "./app.tsx";
import { useApi } from "../lib/app-services.tsx";
import { useKeptDraft, useKeptOnExpiry } from "../lib/kept-on-expiry.ts";
import { sessionKeys } from "../lib/storage.ts";
import { authStore } from "../stores/auth.ts";
import { json, type Handlers } from "../testing/fake-api.ts";
import { memberInfo, memberSession, ok } from "../testing/fixtures.ts";
import { renderWithProviders } from "../testing/test-utils.tsx";
import { homeScreenHandlers } from "../features/home/testing/home-handlers.ts";
import { loginResult, rsaKey, switches } from "../features/account/testing/account-fixtures.tsx";
import { loadScreen } from "./routes/screens.ts";

const FORM_PATH = "/m/test/withdraw";

/** A withdraw-like form: it keeps the amount and the channel, never the password. */
function TestWithdrawForm() {
  const api = useApi();
  const draft = useKeptDraft<{ amount: string; channel: string }>("test.withdraw");
  const [amount, setAmount] = useState(draft?.amount ?? "");
  const [channel, setChannel] = useState(draft?.channel ?? "BANK");
  const [password, setPassword] = useState("");
  const [sent, setSent] = useState(false);
  useKeptOnExpiry("test.withdraw", { amount, channel });
  return (
    <form
      aria-label="Test withdraw"
      onSubmit={(event) => {
        event.preventDefault();
        void unwrap(api.GET("/wps/relay/MCSFE_getWithdrawSettings", { params: { query: { groupId: 0 } } })).then(() => setSent(true), () => undefined);
      }}
    >
      <label>
        Amount <input value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      <label>
        Channel
        <select value={channel} onChange={(event) => setChannel(event.target.value)}>
          <option value="BANK">Bank</option>
          <option value="EWALLET">E-wallet</option>
        </select>
      </label>
      <label>
        Withdrawal password <input type="password" value={password} onChange={(event) => setPassword(event.target.value)} />
      </label>
      <button type="submit">Withdraw</button>
      {sent ? <p>Sent</p> : null}
    </form>
  );
}

const notSession = () => json({ success: false, errorCode: "login.not.session", message: "Please log in" }, { status: 401 });

/** The app, with the test's form on its own path (the listener and the login are the app's). */
function renderFormInApp(api: Handlers) {
  return renderWithProviders(
    <Switch>
      <Route path={FORM_PATH}>
        <TestWithdrawForm />
      </Route>
      <Route>
        <App />
      </Route>
    </Switch>,
    {
      route: `${FORM_PATH}?from=member`,
      session: memberSession(),
      api: {
        ...homeScreenHandlers,
        "GET /wps/system/whitelabel": switches(["FREEPLAY3"]),
        "GET /wps/relay/MCSFE_getWithdrawSettings": notSession,
        "GET /wps/session/key/rsa": rsaKey,
        ...api,
      },
    },
  );
}

beforeAll(async () => {
  // The login route loads its screen lazily; loading it once here keeps the first wait short.
  await loadScreen("account/login");
});

describe("a session that expires mid-flow", () => {
  it("keeps the typed amount and channel, not the password; the same member logging in is back on the page with them filled in", async () => {
    const { user, api } = renderFormInApp({ "POST /wps/session/login": loginResult({ userName: "player_one" }) });
    await user.type(await screen.findByLabelText("Amount"), "250");
    await user.selectOptions(screen.getByLabelText("Channel"), "EWALLET");
    await user.type(screen.getByLabelText("Withdrawal password"), "135790");
    await user.click(screen.getByRole("button", { name: "Withdraw" }));

    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    expect(await screen.findByText("Your session has ended. Please log in again.")).toBeInTheDocument();
    expect(authStore.session).toBeNull();
    const kept = window.sessionStorage.getItem(sessionKeys.keptOnExpiry) ?? "";
    expect(JSON.parse(kept)).toMatchObject({ resume: { owner: "player_one", value: { path: `${FORM_PATH}?from=member`, drafts: { "test.withdraw": { amount: "250", channel: "EWALLET" } } } } });
    expect(kept).not.toContain("135790");

    await user.type(await screen.findByLabelText("Username"), "player_one");
    await user.type(screen.getByLabelText("Password"), "s3cret-pass");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe(`${FORM_PATH}?from=member`));
    expect(await screen.findByLabelText("Amount")).toHaveValue("250");
    expect(screen.getByLabelText("Channel")).toHaveValue("EWALLET");
    expect(screen.getByLabelText("Withdrawal password")).toHaveValue("");
    expect(api.calls("POST /wps/session/login")).toHaveLength(1);
    // Used once: nothing is left to fill in again.
    await waitFor(() => expect(window.sessionStorage.getItem(sessionKeys.keptOnExpiry)).toBeNull());
  });

  it("gives another member logging in nothing: they land home, and the form is empty", async () => {
    const { user } = renderFormInApp({
      "POST /wps/session/login": loginResult({ userName: "someone_else", token: "tok_someone_else_0123456789" }),
      "GET /wps/member/info": memberInfo(),
    });
    await user.type(await screen.findByLabelText("Amount"), "250");
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));

    await user.type(await screen.findByLabelText("Username"), "someone_else");
    await user.type(screen.getByLabelText("Password"), "s3cret-pass");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    expect(authStore.session?.userName).toBe("someone_else");
    expect(window.sessionStorage.getItem(sessionKeys.keptOnExpiry)).toBeNull();
    // Even on the form's own page, nothing of the other member's is filled in.
    window.history.pushState(null, "", FORM_PATH);
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(await screen.findByLabelText("Amount")).toHaveValue("");
  });

  it("sends a member who must change the password there first, then back to the page", async () => {
    const { user } = renderFormInApp({
      "POST /wps/session/login": loginResult({ userName: "player_one", firstTimeLogin: true }),
      "POST /wps/member/password": ok(true),
    });
    await user.type(await screen.findByLabelText("Amount"), "250");
    await user.click(screen.getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));

    await user.type(await screen.findByLabelText("Username"), "player_one");
    await user.type(screen.getByLabelText("Password"), "s3cret-pass");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(window.location.pathname).toBe("/m/changePsw"));
    expect(JSON.parse(window.sessionStorage.getItem(sessionKeys.keptOnExpiry) ?? "null")).toMatchObject({ resume: { owner: "player_one" } });

    await user.type(await screen.findByLabelText("New password"), "Harbour2026");
    await user.type(screen.getByLabelText("Confirm new password"), "Harbour2026");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    // Spec §4: home 1 s after the change; here, the page the session expired on.
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe(`${FORM_PATH}?from=member`));
    expect(await screen.findByLabelText("Amount")).toHaveValue("250");
  });
});
