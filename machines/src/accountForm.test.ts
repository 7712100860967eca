import { describe, expect, it } from "vitest";
import { changeField, failureAssignment, loggedInEffects, recheckFields, type FieldCheck } from "./accountForm.ts";
import { keyMessage } from "./messages.ts";

type Field = "username" | "password";
const required: FieldCheck<Field> = (values, field) => (values[field] === "" ? keyMessage("field_required") : undefined);
const form = { values: { username: "", password: "" }, fieldErrors: {} };

describe("changeField (spec §5: a wrong field is checked again as it is fixed)", () => {
  it("keeps the value without checking a field that shows no error", () => {
    expect(changeField(form, "username", "", required)).toEqual({ values: { username: "", password: "" }, fieldErrors: {} });
  });

  it("checks a field marked wrong again: fixed, it loses its error; still wrong, it keeps one", () => {
    const wrong = { ...form, fieldErrors: { username: keyMessage("field_required"), password: keyMessage("field_required") } };
    expect(changeField(wrong, "username", "player_one", required).fieldErrors).toEqual({ password: keyMessage("field_required") });
    expect(changeField(wrong, "username", "", required).fieldErrors).toEqual(wrong.fieldErrors);
  });

  it("checks every change when asked to (a form that re-validates as it is typed)", () => {
    expect(changeField(form, "password", "", required, true).fieldErrors).toEqual({ password: keyMessage("field_required") });
  });
});

describe("recheckFields (spec §5: after a language change)", () => {
  it("checks again only the fields that show an error", () => {
    const shown = { values: { username: "fixed", password: "" }, fieldErrors: { username: keyMessage("field_required") } };
    expect(recheckFields(shown, required)).toEqual({});
  });
});

describe("failureAssignment", () => {
  it("puts the failed call in the form's error", () => {
    expect(failureAssignment(undefined, { error: { kind: "timeout" } })).toEqual({ error: { failure: { kind: "timeout", captchaRequired: false } } });
  });
});

describe("loggedInEffects (login, and the login after registration or a password set by phone)", () => {
  const result = { token: "tok-1", userName: "player_one", customerType: 0 as const, firstTimeLogin: false };

  it("keeps the session, the typed password, then goes home", () => {
    expect(loggedInEffects(result, "mc_demo", "s3cret")).toEqual([
      { type: "storeSession", params: { token: "tok-1", merchantCode: "mc_demo", userName: "player_one", type: 0, firstTimeLogin: false } },
      { type: "storeSessionPassword", params: { password: "s3cret" } },
      { type: "navigate", params: { to: "/m/home" } },
    ]);
  });

  it("keeps no password for an SMS login, and sends a first login to change its password (spec §2)", () => {
    expect(loggedInEffects({ ...result, firstTimeLogin: true }, "mc_demo", undefined).map((effect) => effect.type)).toEqual(["storeSession", "navigate"]);
    expect(loggedInEffects({ ...result, firstTimeLogin: true }, "mc_demo", undefined).at(-1)).toEqual({ type: "navigate", params: { to: "/m/changePsw" } });
  });
});
