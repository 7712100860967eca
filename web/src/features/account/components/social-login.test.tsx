import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { LoginPayload } from "@platform/sdk/types";
import { authStore } from "../../../stores/auth.ts";
import { json } from "../../../testing/fake-api.ts";
import { consolidatedSettings, firebaseConfig, memberInfo } from "../../../testing/fixtures.ts";
import { renderAppWith } from "../../../testing/test-utils.tsx";
import { homeScreenHandlers } from "../../home/testing/home-handlers.ts";
import type * as SecureLoginModule from "../api/secure-login.ts";
import type { SocialSignIn } from "../social/sign-in-provider.ts";
import { SOCIAL_FLOW_KEY } from "../social/social-return.ts";
import { loginResult, rsaKey, switches } from "../testing/account-fixtures.tsx";

const payloads = vi.hoisted(() => [] as LoginPayload[]);
vi.mock("../api/secure-login.ts", async (importOriginal) => {
  const original = await importOriginal<typeof SecureLoginModule>();
  return {
    ...original,
    secureLogin: (client: Parameters<typeof original.secureLogin>[0]) => {
      const real = original.secureLogin(client);
      return (payload: LoginPayload) => {
        payloads.push(payload);
        return real(payload);
      };
    },
  };
});

const signIn = vi.hoisted(() => ({ start: vi.fn<SocialSignIn["start"]>(), finish: vi.fn<SocialSignIn["finish"]>() }));
vi.mock("../social/sign-in-provider.ts", () => ({ loadSocialSignIn: async () => signIn }));

beforeEach(() => {
  payloads.length = 0;
  signIn.start.mockReset().mockResolvedValue(undefined);
  signIn.finish.mockReset().mockResolvedValue({ idToken: "firebase-id-token-0001" });
});

const renderApp = renderAppWith(homeScreenHandlers);
const firebaseSignIn = (facebook: boolean, google: boolean) =>
  consolidatedSettings({ sms: { facebookAppId: "1234567890123456", firebaseSms: false, firebaseFacebook: facebook, firebaseGoogle: google, firebaseConfig } });
const socialOn = {
  "GET /wps/system/whitelabel": switches(["FACEBOOKLOGIN3", "GOOGLELOGIN3"]),
  "GET /wps/system/settings/consolidated": firebaseSignIn(true, false),
};

describe("Facebook and Google through Firebase on /m/login", () => {
  it("shows a button only for a provider whose switch is on and whose sign-in the merchant runs through Firebase", async () => {
    renderApp({ route: "/m/login", api: socialOn });
    expect(await screen.findByRole("button", { name: "Facebook" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Google" })).not.toBeInTheDocument();
  });

  it("shows nothing while both switches are off", async () => {
    renderApp({ route: "/m/login", api: { "GET /wps/system/whitelabel": switches(["FREEPLAY3"]), "GET /wps/system/settings/consolidated": firebaseSignIn(true, true) } });
    expect(await screen.findByRole("button", { name: "Log in" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Or continue with" })).not.toBeInTheDocument();
  });

  it("a tap keeps the flow and leaves for the provider with the merchant's Firebase app", async () => {
    const { user } = renderApp({ route: "/m/login", api: socialOn });
    await user.click(await screen.findByRole("button", { name: "Facebook" }));
    await waitFor(() => expect(signIn.start).toHaveBeenCalledWith("facebook", firebaseConfig));
    expect(JSON.parse(window.sessionStorage.getItem(SOCIAL_FLOW_KEY) ?? "null")).toEqual({ provider: "facebook" });
  });

  it("back from the provider: logs in with type firebase, the provider as firebaseChannel and Firebase's token, and goes home", async () => {
    window.sessionStorage.setItem(SOCIAL_FLOW_KEY, JSON.stringify({ provider: "facebook" }));
    renderApp({
      route: "/m/login",
      api: {
        ...socialOn,
        "GET /wps/session/key/rsa": rsaKey,
        "POST /wps/session/login": loginResult({ userName: "fb_10231" }),
        "GET /wps/member/info": memberInfo({ account: "fb_10231" }),
      },
    });
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    expect(authStore.session).toMatchObject({ userName: "fb_10231" });
    expect(signIn.finish).toHaveBeenCalledWith("facebook", firebaseConfig);
    expect(payloads).toEqual([{ type: "firebase", firebaseChannel: "facebook", firebaseIdToken: "firebase-id-token-0001" }]);
    expect(window.sessionStorage.getItem(SOCIAL_FLOW_KEY)).toBeNull();
  });

  it("a cancelled sign-in returns to the form with a message, even after the switches went off", async () => {
    signIn.finish.mockResolvedValue(null);
    window.sessionStorage.setItem(SOCIAL_FLOW_KEY, JSON.stringify({ provider: "google" }));
    const { api } = renderApp({ route: "/m/login", api: { ...socialOn, "GET /wps/system/whitelabel": switches(["FREEPLAY3"]) } });
    expect(await screen.findByText("Sign-in was cancelled")).toBeInTheDocument();
    expect(api.calls("POST /wps/session/login")).toHaveLength(0);
    expect(window.sessionStorage.getItem(SOCIAL_FLOW_KEY)).toBeNull();
  });

  it("a failed sign-in names the provider and sends nothing", async () => {
    signIn.finish.mockRejectedValue(Object.assign(new Error("credential"), { code: "auth/account-exists-with-different-credential" }));
    window.sessionStorage.setItem(SOCIAL_FLOW_KEY, JSON.stringify({ provider: "facebook" }));
    const { api } = renderApp({ route: "/m/login", api: socialOn });
    expect(await screen.findByText("Sign-in with Facebook failed. Please try again")).toBeInTheDocument();
    expect(api.calls("POST /wps/session/login")).toHaveLength(0);
  });

  it("the platform refusing the login shows its message and keeps the member on the form", async () => {
    window.sessionStorage.setItem(SOCIAL_FLOW_KEY, JSON.stringify({ provider: "facebook" }));
    renderApp({
      route: "/m/login",
      api: {
        ...socialOn,
        "GET /wps/session/key/rsa": rsaKey,
        "POST /wps/session/login": () => json({ success: false, errorCode: "not.exists.user", message: "User does not exist or has been disabled" }),
      },
    });
    expect(await screen.findByText("User does not exist or is disabled")).toBeInTheDocument();
    expect(authStore.session).toBeNull();
    expect(screen.getByRole("button", { name: "Log in" })).toBeInTheDocument();
  });
});
