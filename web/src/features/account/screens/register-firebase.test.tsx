// Spec §3, §4: registration with SMS verification when the server's
// verification settings select Firebase, with a fake verifier injected at the
// one boundary (firebase/phone-auth.ts): a wrong code stops before the
// register call; a right one registers with firebaseChannel sms and the token.
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { consolidatedSettings, ok } from "../../../testing/fixtures.ts";
import type { Rendered } from "../../../testing/test-utils.tsx";
import { countries, loginResult, registrationSettings, renderAlone, rsaKey, switches } from "../testing/account-fixtures.tsx";
import type * as RegistrationCallModule from "../api/registration-call.ts";
import RegisterScreen from "./register-screen.tsx";

const verifier = vi.hoisted(() => ({ sendCode: vi.fn(), verifyCode: vi.fn() }));
vi.mock("../firebase/phone-auth.ts", async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  loadFirebasePhoneAuth: async () => verifier,
}));

const requests = vi.hoisted(() => [] as unknown[]);
vi.mock("../api/registration-call.ts", async (importOriginal) => {
  const original = await importOriginal<typeof RegistrationCallModule>();
  return {
    ...original,
    registrationCall: (...args: Parameters<typeof original.registrationCall>) => {
      const call = original.registrationCall(...args);
      requests.push(call.payload);
      return call;
    },
  };
});

const firebase = { apiKey: "AIzaSyD4mQ7xK2pL9vN3bR8tW1cY6hJ0fG5sE2a", authDomain: "platform-sms.firebaseapp.com", projectId: "platform-sms", appId: "1:204851736290:web:8c3f1a9e7b2d4c6f0a1b2c" };
const api = {
  "GET /wps/system/whitelabel": switches(["USERNAMEREG3", "REGMOBVERF3"]),
  "GET /wps/system/setting/register": registrationSettings({ captchaEnabled: false }),
  "GET /wps/relay/CCSFE_getListAnnouncements": ok({ promotion: [], banners: [], player: [], popup: [], hot: [] }),
  "GET /wps/system/country": countries,
  "GET /wps/check/username": ok(true),
  "GET /wps/system/settings/consolidated": consolidatedSettings({ sms: { firebaseSms: true, firebaseFacebook: false, firebaseGoogle: false, firebaseConfig: firebase } }),
  "GET /wps/session/key/rsa": rsaKey,
  "PUT /wps/member/register": ok({ customerId: 100988 }),
  "POST /wps/session/login": loginResult({ userName: "lucky_star88" }),
};

// Block bodies: a function returned by beforeEach would run as the test's cleanup.
beforeEach(() => {
  verifier.sendCode.mockReset();
  verifier.verifyCode.mockReset();
  requests.length = 0;
});

async function fillAndSubmit(user: Rendered["user"], code: string) {
  await user.type(await screen.findByLabelText("Username"), "lucky_star88");
  await user.type(screen.getByLabelText("Mobile number"), "123456789");
  await user.click(screen.getByRole("button", { name: "Get code" }));
  expect(await screen.findByRole("button", { name: /^\d+ s$/ })).toBeDisabled();
  await user.type(screen.getByLabelText("SMS code"), code);
  await user.type(screen.getByLabelText("Password"), "Sunrise2025");
  await user.type(screen.getByLabelText("Confirm password"), "Sunrise2025");
  await user.click(screen.getByRole("button", { name: "Sign up" }));
}

describe("/m/register with Firebase SMS", () => {
  it("a wrong code stops before the register call and keeps what was typed", async () => {
    verifier.sendCode.mockResolvedValue(undefined);
    verifier.verifyCode.mockRejectedValue(Object.assign(new Error("Firebase: Error (auth/invalid-verification-code)."), { code: "auth/invalid-verification-code" }));
    const { user, api: calls } = renderAlone(<RegisterScreen />, { route: "/m/register", api });
    await fillAndSubmit(user, "111111");
    expect(await screen.findByText("Verification code error")).toBeVisible();
    expect(verifier.sendCode).toHaveBeenCalledWith(expect.stringMatching(/^\+\d+123456789$/));
    expect(calls.calls("PUT /wps/member/register")).toHaveLength(0);
    expect(calls.calls("POST /wps/verification/sms/register")).toHaveLength(0);
    expect(screen.getByLabelText("Username")).toHaveValue("lucky_star88");
  });

  it("a right code registers with firebaseChannel sms and Firebase's id token, then logs in", async () => {
    verifier.sendCode.mockResolvedValue(undefined);
    verifier.verifyCode.mockResolvedValue({ idToken: "fb-id-token-0002" });
    const { user, api: calls } = renderAlone(<RegisterScreen />, { route: "/m/register", api });
    await fillAndSubmit(user, "246810");
    await waitFor(() => expect(window.location.pathname).toBe("/m/home"));
    expect(requests).toEqual([expect.objectContaining({ verificationCode: "246810", firebaseChannel: "sms", firebaseIdToken: "fb-id-token-0002" })]);
    expect(calls.calls("PUT /wps/member/register")).toHaveLength(1);
  });
});
