// "Fuzz every form": login, registration, forgot password and change
// password under generated input (testing/fuzz-form.ts: seed FUZZ_SEED, FUZZ_RUNS runs each);
// the encrypted ones never carry a typed password in clear.
import { describe, it } from "vitest";
import { json } from "../../../testing/fake-api.ts";
import { memberSession, ok } from "../../../testing/fixtures.ts";
import { FUZZ_TIMEOUT, fuzzForm } from "../../../testing/fuzz-form.ts";
import { renderApp } from "../../../testing/test-utils.tsx";
import { countries, refused, registrationSettings, rsaKey, switches } from "../testing/account-fixtures.tsx";

// Every call refuses, so a valid form ends where it started (no navigation between runs).
const refusal = refused("login.fail", "The account or password is incorrect");

describe("fuzzing the account forms", () => {
  it(
    "login: any username and password give a field message or one request",
    () =>
      fuzzForm({
        render: () =>
          renderApp({
            route: "/m/login",
            api: { "GET /wps/system/whitelabel": switches(["FREEPLAY3"]), "GET /wps/session/key/rsa": rsaKey, "POST /wps/session/login": refusal },
          }),
        fields: [{ label: "Username" }, { label: "Password", secret: true }],
        submit: "Log in",
        request: "POST /wps/session/login",
      }),
    FUZZ_TIMEOUT,
  );

  it(
    "registration: any username, password and confirmation",
    () =>
      fuzzForm({
        render: () =>
          renderApp({
            route: "/m/register",
            api: {
              "GET /wps/system/whitelabel": switches(["USERNAMEREG3"]),
              "GET /wps/system/setting/register": registrationSettings({ captchaEnabled: false }),
              "GET /wps/relay/CCSFE_getListAnnouncements": ok([]),
              "GET /wps/system/country": countries,
              "GET /wps/check/username": ok(true),
              "GET /wps/session/key/rsa": rsaKey,
              "PUT /wps/member/register": refused("username.exists", "Username already exists"),
            },
          }),
        fields: [{ label: "Username" }, { label: "Password", secret: true }, { label: "Confirm password", secret: true, sameAs: 1 }],
        submit: "Sign up",
        request: "PUT /wps/member/register",
      }),
    FUZZ_TIMEOUT,
  );

  it(
    "forgot password by email: any username and email",
    () =>
      fuzzForm({
        render: () =>
          renderApp({
            route: "/m/forget",
            api: {
              "GET /wps/system/whitelabel": switches(["CHNGPASSMAIL3"]),
              "POST /wps/member/password/email": () => json({ success: false, errorCode: "user.not.exists", message: "User does not exist" }),
            },
          }),
        // An email input drops line breaks and outer spaces itself (HTML's value sanitisation).
        fields: [{ label: "Username" }, { label: "Email", shows: (typed) => typed.replace(/[\r\n]/g, "").replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, "") }],
        submit: "Retrieve password",
        request: "POST /wps/member/password/email",
      }),
    FUZZ_TIMEOUT,
  );

  it(
    "change password: any old, new and confirmation",
    () =>
      fuzzForm({
        render: () =>
          renderApp({
            route: "/m/changePsw",
            session: memberSession({ userName: "new_member", firstTimeLogin: true }),
            api: { "GET /wps/session/key/rsa": rsaKey, "POST /wps/member/password": refused("password.incorrect", "The old password is incorrect") },
          }),
        fields: [{ label: "Current password", secret: true }, { label: "New password", secret: true }, { label: "Confirm new password", secret: true, sameAs: 1 }],
        submit: "Change password",
        request: "POST /wps/member/password",
      }),
    FUZZ_TIMEOUT,
  );
});
