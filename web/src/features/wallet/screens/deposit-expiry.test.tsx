// A session that expires mid-deposit keeps the channel, amount and
// depositor name, and the same member logging in again is back on the
// deposit centre with them.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { loginResult, rsaKey, switches } from "../../account/testing/account-fixtures.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { depositHandlers } from "../testing/deposit-handlers.ts";

const renderApp = renderAppWith({ ...homeScreenHandlers, ...depositHandlers, "GET /wps/system/whitelabel": switches(["FREEPLAY3"]), "GET /wps/session/key/rsa": rsaKey });

describe("/m/voucherCenter: the session expires mid-flow", () => {
  afterEach(() => vi.restoreAllMocks());

  it("brings the same member back to the chosen method with the amount and name filled in", async () => {
    const { user } = renderApp({
      route: "/m/voucherCenter",
      session: memberSession(),
      api: {
        "POST /wps/relay/MCSFE_manualTransferByAccountName": () => json({ success: false, errorCode: "login.not.session", message: "Please log in" }, { status: 401 }),
        "POST /wps/session/login": loginResult({ userName: "player_one" }),
      },
    });
    await user.click(await screen.findByRole("tab", { name: "Bank transfer" }));
    await user.type(await screen.findByRole("textbox", { name: /Amount/ }), "5000");
    await user.type(screen.getByRole("textbox", { name: /Depositor name/ }), "Zhang Wei");
    await user.click(screen.getByRole("button", { name: "Deposit now" }));

    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    await user.type(await screen.findByLabelText("Username"), "player_one");
    await user.type(screen.getByLabelText("Password"), "s3cret-pass");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    await waitFor(() => expect(window.location.pathname).toBe("/m/voucherCenter"));
    const methods = await screen.findByRole("tablist", { name: "Payment methods" });
    expect(within(methods).getByRole("tab", { name: "Bank transfer" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByRole("textbox", { name: /Amount/ })).toHaveValue("5000");
    expect(screen.getByRole("textbox", { name: /Depositor name/ })).toHaveValue("Zhang Wei");
  });

  it("brings the member back to the chosen channel of a method", async () => {
    // A payment-page channel opens its tab during the tap (none here: the browser blocked it).
    vi.spyOn(window, "open").mockImplementation(() => null);
    const { user } = renderApp({
      route: "/m/voucherCenter",
      session: memberSession(),
      api: {
        "POST /wps/relay/MCSFE_depositByLaunchUrl": () => json({ success: false, errorCode: "login.not.session", message: "Please log in" }, { status: 401 }),
        "POST /wps/session/login": loginResult({ userName: "player_one" }),
      },
    });
    await user.click(await screen.findByRole("radio", { name: /QuickPay/ }));
    await user.type(await screen.findByRole("textbox", { name: /Amount/ }), "3000");
    await user.click(screen.getByRole("button", { name: "Deposit now" }));

    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    await user.type(await screen.findByLabelText("Username"), "player_one");
    await user.type(screen.getByLabelText("Password"), "s3cret-pass");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    await waitFor(() => expect(window.location.pathname).toBe("/m/voucherCenter"));
    expect(await screen.findByRole("radio", { name: /QuickPay/ })).toHaveAttribute("aria-checked", "true");
    expect(await screen.findByRole("textbox", { name: /Amount/ })).toHaveValue("3000");
  });
});
