// Spec §3, §4: SMS login when the server's verification settings
// select Firebase. A fake verifier is injected at the one boundary
// (firebase/phone-auth.ts); the platform's own SMS call is never made, a
// wrong code stops before the platform, a right one logs in with Firebase's
// id token (the Firebase login payload).
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LoginPayload } from "@platform/sdk/types";
import { authStore } from "../../../stores/auth.ts";
import { consolidatedSettings, ok } from "../../../testing/fixtures.ts";
import type { Rendered } from "../../../testing/test-utils.tsx";
import { countries, loginResult, renderAlone, rsaKey, switches } from "../testing/account-fixtures.tsx";
import type * as SecureLoginModule from "../api/secure-login.ts";
import LoginScreen from "./login-screen.tsx";

// The test reads the clock (a record made "now", a code valid for a minute), so it fixes it: the
// clock starts at 2026-11-26T10:15:00+08:00 and runs on from there (timers stay real).
beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse("2026-11-26T10:15:00+08:00"), toFake: ["Date"], shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const verifier = vi.hoisted(() => ({ sendCode: vi.fn(), verifyCode: vi.fn(), configs: [] as unknown[] }));
vi.mock("../firebase/phone-auth.ts", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  loadFirebasePhoneAuth: async (config: unknown) => {
    verifier.configs.push(config);
    return verifier;
  },
}));

const payloads = vi.hoisted(() => [] as unknown[]);
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

const firebase = { apiKey: "AIzaSyD4mQ7xK2pL9vN3bR8tW1cY6hJ0fG5sE2a", authDomain: "platform-sms.firebaseapp.com", projectId: "platform-sms", appId: "1:204851736290:web:8c3f1a9e7b2d4c6f0a1b2c" };
const api = {
  "GET /wps/system/whitelabel": switches(["MOBILEVERCODELOGIN3"]),
  "GET /wps/system/country": countries,
  "GET /wps/system/settings/consolidated": consolidatedSettings({ sms: { firebaseSms: true, firebaseFacebook: false, firebaseGoogle: false, firebaseConfig: firebase } }),
  "GET /wps/session/key/rsa": rsaKey,
  "POST /wps/session/login": loginResult({ userName: "639171234567" }),
};

// Block bodies: a function returned by beforeEach would run as the test's cleanup.
beforeEach(() => {
  verifier.sendCode.mockReset();
  verifier.verifyCode.mockReset();
  verifier.configs.length = 0;
  payloads.length = 0;
});

async function sendCode(user: Rendered["user"]) {
  const methods = await screen.findByRole("tablist", { name: "Login method" });
  await user.click(within(methods).getByRole("tab", { name: "Mobile number" }));
  await waitFor(() => expect(screen.getByRole("combobox", { name: "Country code" })).toHaveValue("60"));
  await user.selectOptions(screen.getByRole("combobox", { name: "Country code" }), "63");
  await user.type(screen.getByLabelText("Mobile number"), "9171234567");
  await user.click(screen.getByRole("button", { name: "Get code" }));
  expect(await screen.findByRole("button", { name: /^\d+ s$/ })).toBeDisabled();
}

describe("/m/login with Firebase SMS", () => {
  it("sends the code through Firebase with the server's config, never the platform's SMS call", async () => {
    verifier.sendCode.mockResolvedValue(undefined);
    const rendered = renderAlone(<LoginScreen />, { route: "/m/login", api });
    await sendCode(rendered.user);
    expect(verifier.sendCode).toHaveBeenCalledWith("+639171234567");
    expect(verifier.configs[0]).toEqual(firebase);
    expect(rendered.api.calls("POST /wps/verification/sms/noLogin")).toHaveLength(0);
  });

  it("a wrong code stops before the platform is called, says so, and keeps what was typed", async () => {
    verifier.sendCode.mockResolvedValue(undefined);
    verifier.verifyCode.mockRejectedValue(Object.assign(new Error("Firebase: Error (auth/invalid-verification-code)."), { code: "auth/invalid-verification-code" }));
    const { user, api: calls } = renderAlone(<LoginScreen />, { route: "/m/login", api });
    await sendCode(user);
    await user.type(screen.getByLabelText("SMS code"), "111111");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    expect(await screen.findByRole("alert")).toHaveTextContent("Verification code error");
    expect(verifier.verifyCode).toHaveBeenCalledWith("111111");
    expect(calls.calls("POST /wps/session/login")).toHaveLength(0);
    expect(payloads).toEqual([]);
    expect(screen.getByLabelText("Mobile number")).toHaveValue("9171234567");
    expect(window.location.pathname).toBe("/m/login");
  });

  it("a right code logs in with Firebase's id token: firebaseChannel sms, firebaseIdToken, firebaseMobileNo, countryDialingCode", async () => {
    verifier.sendCode.mockResolvedValue(undefined);
    verifier.verifyCode.mockResolvedValue({ idToken: "fb-id-token-0001" });
    const { user, api: calls } = renderAlone(<LoginScreen />, { route: "/m/login", api });
    await sendCode(user);
    await user.type(screen.getByLabelText("SMS code"), "246810");
    await user.click(screen.getByRole("button", { name: "Log in" }));

    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    expect(payloads).toEqual([
      expect.objectContaining({
        type: "firebase",
        firebaseChannel: "sms",
        firebaseIdToken: "fb-id-token-0001",
        firebaseMobileNo: "+639171234567",
        countryDialingCode: "63",
        mobileNum: "9171234567",
      }),
    ]);
    expect(calls.calls("POST /wps/session/login")).toHaveLength(1);
    expect(authStore.session).toMatchObject({ userName: "639171234567" });
  });

  it("without Firebase in the settings the platform sends the code and Firebase never loads", async () => {
    const { user, api: calls } = renderAlone(<LoginScreen />, {
      route: "/m/login",
      api: {
        ...api,
        "GET /wps/system/settings/consolidated": consolidatedSettings(),
        "POST /wps/verification/sms/noLogin": ok({ expirationTime: Date.now() + 60_000 }),
      },
    });
    await sendCode(user);
    expect(calls.calls("POST /wps/verification/sms/noLogin")).toHaveLength(1);
    expect(verifier.configs).toEqual([]);
  });
});
