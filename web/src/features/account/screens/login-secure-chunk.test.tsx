// Passwords leave the device only inside the encrypted payload, so an account
// form's submit first fetches the encryption chunk (lib/load-secure.ts). When
// that fetch fails (the network dropped), the login was never sent: the form
// says the network is slow, as for any call that could not leave, keeps what
// was typed, and the next tap fetches the chunk again. Before, it said an
// unknown error had happened.
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { loginResult, renderAlone, rsaKey, switches } from "../testing/account-fixtures.tsx";
import LoginScreen from "./login-screen.tsx";

const chunk = vi.hoisted(() => ({ fails: true }));
// The chunk cannot be fetched while `fails`: its import rejects, as a dynamic import does offline.
vi.mock("@platform/sdk/secure", async (importOriginal) => {
  if (chunk.fails) throw new TypeError("Failed to fetch dynamically imported module");
  return importOriginal();
});

describe("/m/login when the encryption chunk cannot be fetched", () => {
  it("says the network is slow, keeps what was typed, sends nothing, and logs in on the next tap once it can be fetched", async () => {
    const { user, api } = renderAlone(<LoginScreen />, {
      route: "/m/login",
      api: { "GET /wps/system/whitelabel": switches(["FREEPLAY3"]), "GET /wps/session/key/rsa": rsaKey, "POST /wps/session/login": loginResult() },
    });
    await user.type(await screen.findByLabelText("Username"), "player_one");
    await user.type(screen.getByLabelText("Password"), "s3cret-pass");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("The network is slow or offline, please try again");
    expect(screen.getByLabelText("Username")).toHaveValue("player_one");
    expect(screen.getByLabelText("Password")).toHaveValue("s3cret-pass");
    expect(api.calls("POST /wps/session/login")).toHaveLength(0);

    chunk.fails = false;
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(api.calls("POST /wps/session/login")).toHaveLength(1));
  });
});
