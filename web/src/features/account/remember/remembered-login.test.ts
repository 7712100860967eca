import { describe, expect, it } from "vitest";
import { localKeys } from "../../../lib/storage.ts";
import {
  clearRememberedLogin,
  decodePassword,
  encodePassword,
  readRememberedLogin,
  updateRememberedPassword,
  writeRememberedLogin,
} from "./remembered-login.ts";

describe("remembered login (spec §3)", () => {
  it("stores the password double-encoded with a salt, never in clear, and reads it back", () => {
    writeRememberedLogin({ type: "username", username: "player_one", password: "s3cret-pässwörd", countryDialingCode: "60" });
    const stored = window.localStorage.getItem(localKeys.rememberedLogin) ?? "";
    expect(stored).not.toContain("s3cret");
    expect(window.localStorage.getItem(localKeys.salt)).toMatch(/^[0-9a-f]{18}$/);
    expect(readRememberedLogin()).toEqual({ type: "username", username: "player_one", password: "s3cret-pässwörd", countryDialingCode: "60" });
  });

  it("does not decode with another salt, and ignores a malformed record", () => {
    expect(decodePassword(encodePassword("s3cret", "salt-a"), "salt-b")).toBeNull();
    expect(decodePassword("%%%", "salt-a")).toBeNull();
    window.localStorage.setItem(localKeys.rememberedLogin, JSON.stringify({ type: "email", username: 1 }));
    expect(readRememberedLogin()).toBeNull();
  });

  it("keeps an SMS record without a password, and clears on request", () => {
    writeRememberedLogin({ type: "sms", username: "123456789", password: "", countryDialingCode: "63" });
    expect(readRememberedLogin()).toEqual({ type: "sms", username: "123456789", password: "", countryDialingCode: "63" });
    clearRememberedLogin();
    expect(readRememberedLogin()).toBeNull();
  });

  it("follows a password change only for the same account", () => {
    writeRememberedLogin({ type: "username", username: "player_one", password: "old-pass" });
    updateRememberedPassword("someone_else", "new-pass");
    expect(readRememberedLogin()?.password).toBe("old-pass");
    updateRememberedPassword("player_one", "new-pass");
    expect(readRememberedLogin()?.password).toBe("new-pass");
  });
});
