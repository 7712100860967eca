// Answers the account screens' calls get in component tests, shaped like the contract's examples.
import { screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { expect } from "vitest";
import { json, type Handler } from "../../../testing/fake-api.ts";
export { carriesInClear } from "../../../testing/fake-api.ts";
import { ok } from "../../../testing/fixtures.ts";
import { renderWithProviders, type Rendered, type RenderOptions } from "../../../testing/test-utils.tsx";

/** The mock's RSA modulus (GET /wps/session/key/rsa answers plain text). */
const RSA_MODULUS =
  "ba9d3cf5ceed07e9c51dacdd21d1a5ff25a169fae12625789f7b4e644510a02b85e8e486783f0190bbb30bed23b71092d684280970b492c9939d30cdfd93381b3100bc971a76d634d73ab04089c3181f22e0e4c02abffdd15c4916c5baa20fad2358450fe1849cb8d9e04fe898a61f3f461bdca5de8805442490323cdbc17317";

export const rsaKey: Handler = () => new Response(RSA_MODULUS, { headers: { "content-type": "text/plain" } });

/** The white-label tree with exactly these modules on. */
export const switches = (on: string[]) =>
  ok({
    modId: "COMM3",
    enabled: "1",
    childrenNodes: [
      "MAILCEN",
      "FREEPLAY3",
      "MOBILEVERCODELOGIN3",
      "FACEBOOKLOGIN3",
      "GOOGLELOGIN3",
      "USERNAMEREG3",
      "MOBILENUMREG3",
      "REGMOBVERF3",
      "CHNGPASSVERIF3",
      "CHNGPASSMAIL3",
      "GEETEST3",
    ].map((modId) => ({ modId, enabled: on.includes(modId) ? "1" : "0", childrenNodes: [] })),
  });

export const loginResult = (overrides: Record<string, unknown> = {}) =>
  ok({ token: "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b", id: 100231, userName: "player_one", customerType: 0, firstTimeLogin: false, ...overrides });

export const refused = (errorCode: string, message: string, extra: Record<string, unknown> = {}): Handler =>
  () => json({ success: false, errorCode, message, ...extra });

export const countries = ok([
  { countryCode: "MY", countryName: "Malaysia", countryDialingCode: "60" },
  { countryCode: "PH", countryName: "Philippines", countryDialingCode: "63" },
]);

/** A 1x1 PNG, as GET /wps/captcha's Base64 value. */
export const captchaImage = ok("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=");


type Row = { enabled: boolean; required: boolean; acceptedPattern?: string; minLength?: number; maxLength?: number; patternId?: number };

/**
 * What /m/register asks for up to a bot check the server wants (username sign-up, no captcha, GeeTest
 * configured): the registration tests that pass or fail that check start from these.
 */
export const registerUpToBotCheck = () => ({
  "GET /wps/system/whitelabel": switches(["USERNAMEREG3"]),
  "GET /wps/system/setting/register": registrationSettings({ captchaEnabled: false }),
  "GET /wps/relay/CCSFE_getListAnnouncements": ok({ promotion: [], banners: [], player: [], popup: [], hot: [] }),
  "GET /wps/system/country": countries,
  "GET /wps/check/username": ok(true),
  "GET /wps/session/key/rsa": rsaKey,
  "GET /wps/captcha/geetest": ok({ gt: "4f7a2c9e", product: "popup" }),
});

/** Types a username sign-up's four fields (as the register tests' member does) and taps Sign up. */
export async function fillAndSubmitRegister(user: Rendered["user"]): Promise<void> {
  await user.type(await screen.findByLabelText("Username"), "lucky_star88");
  await user.type(screen.getByLabelText("Mobile number"), "123456789");
  await user.type(screen.getByLabelText("Password"), "Sunrise2025");
  await user.type(screen.getByLabelText("Confirm password"), "Sunrise2025");
  await user.click(screen.getByRole("button", { name: "Sign up" }));
}

/** Still on /m/register with everything fillAndSubmitRegister typed, and Sign up can be tapped again. */
export async function expectRegisterFormKept(): Promise<void> {
  expect(window.location.pathname).toBe("/m/register");
  expect(screen.getByLabelText("Username")).toHaveValue("lucky_star88");
  expect(screen.getByLabelText("Mobile number")).toHaveValue("123456789");
  expect(screen.getByLabelText("Password")).toHaveValue("Sunrise2025");
  expect(screen.getByLabelText("Confirm password")).toHaveValue("Sunrise2025");
  await waitFor(() => expect(screen.getByRole("button", { name: "Sign up" })).toBeEnabled());
}

/** GET /wps/system/setting/register, like the contract's `standard` example (captcha on, age 18). */
export const registrationSettings = (overrides: { agreeDefault?: boolean; captchaEnabled?: boolean; fields?: Record<string, Row> } = {}) =>
  ok({
    agreeDefault: overrides.agreeDefault ?? true,
    ageLimit: 18,
    captchaEnabled: overrides.captchaEnabled ?? true,
    fields: {
      username: { enabled: true, required: true, acceptedPattern: "^[A-Za-z0-9_]+$", minLength: 6, maxLength: 16, patternId: 4 },
      password: { enabled: true, required: true, acceptedPattern: "^(?=.*[A-Za-z])(?=.*[0-9]).+$", minLength: 6, maxLength: 20, patternId: 2 },
      confirmPassword: { enabled: true, required: true, acceptedPattern: "*", minLength: 6, maxLength: 20, patternId: 2 },
      affiliateCode: { enabled: true, required: false, acceptedPattern: "^[A-Za-z0-9]+$", minLength: 4, maxLength: 12, patternId: 9 },
      paymentPassword: { enabled: false, required: false },
      nickname: { enabled: true, required: false, acceptedPattern: "*", minLength: 1, maxLength: 20, patternId: 13 },
      email: { enabled: true, required: false, acceptedPattern: "^[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+$", minLength: 5, maxLength: 64, patternId: 5 },
      mobileNum: { enabled: true, required: true, acceptedPattern: "^[0-9]+$", minLength: 7, maxLength: 20, patternId: 6 },
      birthday: { enabled: false, required: false },
      ...overrides.fields,
    },
  });

/**
 * One account screen inside the app's real providers, without the router:
 * for tests that end on /m/home, whose screen (another feature) makes calls
 * these tests do not own. The location still changes as in the app.
 */
export function renderAlone(screen: ReactNode, options: RenderOptions): Rendered {
  return renderWithProviders(screen, options);
}
