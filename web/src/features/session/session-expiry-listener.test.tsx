import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sessionKeys } from "../../lib/storage.ts";
import { authStore } from "../../stores/auth.ts";
import { json } from "../../testing/fake-api.ts";
import { memberSession } from "../../testing/fixtures.ts";
import { renderAppWith } from "../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../home/testing/home-handlers.ts";

/** Flows here can end on /m/home: its calls are answered too. */
const renderApp = renderAppWith(homeScreenHandlers);

const notSession = () =>
  json({ success: false, errorCode: "login.not.session", message: "Please log in" }, { status: 401 });

describe("lost session (issue 7: 401 / login.not.session from any call)", () => {
  it("clears the session and sends the member to /m/login with 'relogin required'", async () => {
    renderApp({ route: "/m/home", session: memberSession(), api: { "GET /wps/member/info": notSession } });
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    expect(await screen.findByText("Your session has ended. Please log in again.")).toBeInTheDocument();
    expect(authStore.session).toBeNull();
    expect(window.sessionStorage.getItem(sessionKeys.session)).toBeNull();
  });

  it("reacts the same to login.not.session inside an HTTP 200 envelope", async () => {
    renderApp({
      route: "/m/home",
      session: memberSession(),
      api: { "GET /wps/member/info": () => json({ success: false, errorCode: "login.not.session" }) },
    });
    await waitFor(() => expect(window.location.pathname).toBe("/m/login"));
    expect(authStore.session).toBeNull();
  });
});
