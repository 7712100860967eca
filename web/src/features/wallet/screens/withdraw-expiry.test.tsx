// A session that expires mid-withdrawal keeps the amount and the
// card (never the password), and the same member logging in again is back on
// /m/withdraw with them; the withdrawal itself was refused with the session
// (401), so nothing is reconciled and nothing was sent twice.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { loginResult, switches } from "../../account/testing/account-fixtures.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { withdrawHandlers } from "../testing/wallet-handlers.ts";

const renderApp = renderAppWith({ ...homeScreenHandlers, ...withdrawHandlers, "GET /wps/system/whitelabel": switches(["FREEPLAY3"]) });

describe("/m/withdraw: the session expires mid-flow", () => {
  it("keeps the amount and card, not the password, and brings the same member back to them after logging in", async () => {
    let expired = true;
    const { user, api } = renderApp({
      route: "/m/withdraw",
      session: memberSession(),
      api: {
        "POST /wps/v2/transaction/withdraw": () =>
          expired ? json({ success: false, errorCode: "login.not.session", message: "Please log in" }, { status: 401 }) : json({ success: false, message: "unexpected" }),
        "POST /wps/session/login": () => {
          expired = false;
          return json(loginResult({ userName: "player_one" }));
        },
      },
    });
    await user.type(await screen.findByRole("textbox", { name: /Amount/ }), "250");
    await user.click(screen.getByRole("radio", { name: /China Merchants Bank/ }));
    await user.type(screen.getByLabelText(/Withdrawal password/), "135790");
    await user.click(screen.getByRole("button", { name: "Withdraw" }));

    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    await user.type(await screen.findByLabelText("Username"), "player_one");
    await user.type(screen.getByLabelText("Password"), "s3cret-pass");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    await waitFor(() => expect(window.location.pathname).toBe("/m/withdraw"));
    expect(await screen.findByRole("textbox", { name: /Amount/ })).toHaveValue("250");
    expect(screen.getByRole("radio", { name: /China Merchants Bank/ })).toBeChecked();
    expect(screen.getByLabelText(/Withdrawal password/)).toHaveValue("");
    expect(api.calls("POST /wps/v2/transaction/withdraw")).toHaveLength(1);
    expect(api.calls("GET /wps/relay/ODSFE2_MemTransDet")).toHaveLength(0);
  });
});
