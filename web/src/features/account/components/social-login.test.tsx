import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { authStore } from "../../../stores/auth.ts";
import { json } from "../../../testing/fake-api.ts";
import { memberInfo, ok } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import { SOCIAL_FLOW_KEY } from "../social/social-return.ts";
import { loginResult, switches } from "../testing/account-fixtures.tsx";

const renderApp = renderAppWith(homeScreenHandlers);
const state = "0123456789abcdef0123456789abcdef";
const socialOn = {
  "GET /wps/system/whitelabel": switches(["FACEBOOKLOGIN3", "GOOGLELOGIN3"]),
  "GET /wps/relay/WPSCORE_getSocialLoginSetting": ok({ facebookAppId: "1234567890123456", googleClientId: null }),
};

describe("social login on /m/login (issue 20)", () => {
  it("shows a button only for a provider whose switch is on and whose app id is set", async () => {
    renderApp({ route: "/m/login", api: socialOn });
    expect(await screen.findByRole("button", { name: "Facebook" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Google" })).not.toBeInTheDocument();
  });

  it("asks nothing of the providers while both switches are off", async () => {
    const { api } = renderApp({ route: "/m/login", api: { "GET /wps/system/whitelabel": switches(["FREEPLAY3"]) } });
    expect(await screen.findByRole("button", { name: "Log in" })).toBeInTheDocument();
    expect(api.calls("GET /wps/relay/WPSCORE_getSocialLoginSetting")).toHaveLength(0);
    expect(screen.queryByRole("region", { name: "Or continue with" })).not.toBeInTheDocument();
  });

  it("back from the provider with this tab's code: logs in with it, stores the session and goes home", async () => {
    window.sessionStorage.setItem(SOCIAL_FLOW_KEY, JSON.stringify({ provider: "facebook", state }));
    const { api } = renderApp({
      route: `/m/login?code=AQDx7Kp2mN4vB8cZ&state=${state}`,
      api: { ...socialOn, "POST /wps/session/login/facebook": loginResult({ userName: "fb_10231" }), "GET /wps/member/info": memberInfo({ account: "fb_10231" }) },
    });
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    expect(authStore.session).toMatchObject({ userName: "fb_10231" });
    const body = await api.calls("POST /wps/session/login/facebook")[0]!.json();
    expect(body).toEqual({ code: "AQDx7Kp2mN4vB8cZ", redirectUri: `${window.location.origin}/m/login`, registerUrl: window.location.hostname });
    expect(window.sessionStorage.getItem(SOCIAL_FLOW_KEY)).toBeNull();
  });

  it("a cancelled provider flow returns to the form with a message", async () => {
    window.sessionStorage.setItem(SOCIAL_FLOW_KEY, JSON.stringify({ provider: "facebook", state }));
    const { api } = renderApp({ route: `/m/login?error=access_denied&state=${state}`, api: socialOn });
    expect(await screen.findByText("Sign-in was cancelled")).toBeInTheDocument();
    expect(api.calls("POST /wps/session/login/facebook")).toHaveLength(0);
    expect(window.location.search).toBe("");
  });

  it("back from the provider after the switches went off: the return is still handled, not dropped", async () => {
    window.sessionStorage.setItem(SOCIAL_FLOW_KEY, JSON.stringify({ provider: "facebook", state }));
    renderApp({ route: `/m/login?error=access_denied&state=${state}`, api: { "GET /wps/system/whitelabel": switches(["FREEPLAY3"]) } });
    expect(await screen.findByText("Sign-in was cancelled")).toBeInTheDocument();
    expect(window.sessionStorage.getItem(SOCIAL_FLOW_KEY)).toBeNull();
  });

  it("a return that is not this tab's flow is refused without a call", async () => {
    window.sessionStorage.setItem(SOCIAL_FLOW_KEY, JSON.stringify({ provider: "facebook", state }));
    const { api } = renderApp({ route: "/m/login?code=AQDx7Kp2mN4vB8cZ&state=forged", api: socialOn });
    expect(await screen.findByText("Sign-in with Facebook failed. Please try again")).toBeInTheDocument();
    expect(api.calls("POST /wps/session/login/facebook")).toHaveLength(0);
  });

  it("the platform refusing the code shows its message and keeps the member on the form", async () => {
    window.sessionStorage.setItem(SOCIAL_FLOW_KEY, JSON.stringify({ provider: "facebook", state }));
    renderApp({
      route: `/m/login?code=AQDx7Kp2mN4vB8cZ&state=${state}`,
      api: { ...socialOn, "POST /wps/session/login/facebook": () => json({ success: false, errorCode: "social.token.invalid", message: "Facebook sign-in failed. Please try again" }) },
    });
    expect(await screen.findByText("Facebook sign-in failed. Please try again")).toBeInTheDocument();
    expect(authStore.session).toBeNull();
    expect(screen.getByRole("button", { name: "Log in" })).toBeInTheDocument();
  });
});
