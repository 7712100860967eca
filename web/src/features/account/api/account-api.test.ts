import { describe, expect, it } from "vitest";
import { accountFlagsOf } from "./use-account-flags.ts";
import { captchaSource } from "./fetch-captcha.ts";
import { toFieldTable, toServerFieldRule, withConsolidatedRules } from "./get-registration-settings.ts";
import { registerMethodOf, registrationCall } from "./registration-call.ts";
import { sentUntil } from "./send-sms-code.ts";
import { checkServerField } from "@platform/machines";

describe("registration settings → the machine's field table", () => {
  it("folds the length bounds into the server pattern and accepts anything for '*'", () => {
    const username = toServerFieldRule({ enabled: true, required: true, acceptedPattern: "^[A-Za-z0-9_]+$", minLength: 6, maxLength: 16 });
    expect(checkServerField("lucky_star88", username)).toBeUndefined();
    expect(checkServerField("abc", username)).toEqual({ key: "field_format_incorrect" });
    expect(checkServerField("has space1", username)).toEqual({ key: "field_format_incorrect" });
    expect(checkServerField("", username)).toEqual({ key: "field_required" });

    const confirm = toServerFieldRule({ enabled: true, required: true, acceptedPattern: "*", minLength: 6, maxLength: 20 });
    expect(checkServerField("any thing!", confirm)).toBeUndefined();
    expect(checkServerField("x".repeat(21), confirm)).toEqual({ key: "field_format_incorrect" });
  });

  it("keeps the look-aheads of a server pattern and its own message", () => {
    const password = toServerFieldRule({ enabled: true, required: true, acceptedPattern: "^(?=.*[A-Za-z])(?=.*[0-9]).+$", minLength: 6, maxLength: 20, message: "Letters and digits" });
    expect(checkServerField("Sunrise2025", password)).toBeUndefined();
    expect(checkServerField("onlyletters", password)).toEqual({ text: "Letters and digits" });
    expect(toServerFieldRule({ enabled: false, required: false })).toEqual({ enabled: false, required: false });
  });

  it("puts the consolidated rules over the form's rows: fieldEnabled shows, the text key is left out, absent fields keep their row", () => {
    const settings = { agreeDefault: true, ageLimit: 18 as const, captchaEnabled: false, fields: { nickname: { enabled: true, required: false }, email: { enabled: true, required: false, maxLength: 64 } } };
    const merged = withConsolidatedRules(settings, {
      register: { nickname: { fieldEnabled: false, required: false }, payeeName: { acceptedPattern: "*", minLength: 2, maxLength: 40, patternId: 7, message: "info_real_name", required: true, fieldEnabled: true } },
    });
    expect(merged.fields).toEqual({
      nickname: { enabled: false, required: false },
      email: { enabled: true, required: false, maxLength: 64 },
      payeeName: { enabled: true, required: true, acceptedPattern: "*", minLength: 2, maxLength: 40, patternId: 7 },
    });
    expect(withConsolidatedRules(settings, undefined)).toBe(settings);
  });

  it("leaves out the fields the server does not send", () => {
    const table = toFieldTable({ agreeDefault: true, ageLimit: 18, captchaEnabled: false, fields: { nickname: { enabled: true, required: false } } });
    expect(Object.keys(table)).toEqual(["nickname"]);
  });
});

describe("registrationCall (spec §3 'Registration payload')", () => {
  const page = { registerUrl: "m.platform.test", registerMethod: "H5" as const, domain: "partner.test" };

  it("sends a username registration with type 0, where it comes from, and no dialing code without a number", () => {
    expect(
      registrationCall({ method: "username", type: 0, countryDialingCode: "60", username: "lucky_star88", password: "p4ss", confirmPassword: "p4ss" }, page),
    ).toEqual({
      method: "username",
      payload: { type: 0, username: "lucky_star88", password: "p4ss", confirmPassword: "p4ss", registerUrl: "m.platform.test", registerMethod: "H5", domain: "partner.test" },
    });
  });

  it("sends a mobile registration with its dialing code and SMS code", () => {
    const call = registrationCall({ method: "mobile", type: 0, countryDialingCode: "63", mobileNum: "9171234567", verificationCode: "4821", password: "p4ss", confirmPassword: "p4ss" }, { ...page, domain: null });
    expect(call).toEqual({
      method: "mobile",
      payload: { type: 0, mobileNum: "9171234567", countryDialingCode: "63", verificationCode: "4821", password: "p4ss", confirmPassword: "p4ss", registerUrl: "m.platform.test", registerMethod: "H5" },
    });
  });

  it("names the register method by how the app runs", () => {
    expect(registerMethodOf(undefined)).toBe("H5");
    expect(registerMethodOf("PWA")).toBe("PWA");
    expect(registerMethodOf("WEBCLIP")).toBe("WEBCLIP");
    expect(registerMethodOf("OTHERS")).toBe("H5");
  });
});

describe("small adapters", () => {
  it("counts the default 60 s when the code's expiry is already past (clocks disagree)", () => {
    expect(sentUntil(2_000, 1_000)).toEqual({ expirationTime: 2_000 });
    expect(sentUntil(500, 1_000)).toEqual({ expirationTime: null });
    expect(sentUntil(undefined, 1_000)).toEqual({ expirationTime: null });
  });

  it("shows the captcha's Base64 as a data URL, or the server's data URL as is", () => {
    expect(captchaSource("iVBOR")).toBe("data:image/png;base64,iVBOR");
    expect(captchaSource("data:image/gif;base64,R0lG")).toBe("data:image/gif;base64,R0lG");
  });

  it("reads the account switches, a missing one as off", () => {
    const flags = accountFlagsOf(new Map([["MOBILEVERCODELOGIN3", true], ["CHNGPASSMAIL3", false]]));
    expect(flags).toMatchObject({ smsLogin: true, emailRecovery: false, phoneRecovery: false, freePlay: false, botCheck: false });
    expect(accountFlagsOf(new Map([["GEETEST3", true]])).botCheck).toBe(true);
  });
});
