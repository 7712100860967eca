import { describe, expect, it } from "vitest";
import { localKeys } from "../../../lib/storage.ts";
import { clearRememberedLogin, readRememberedLogin, updateRememberedPassword, writeRememberedLogin } from "./remembered-login.ts";

const stored = () => window.localStorage.getItem(localKeys.rememberedLogin) ?? "";

describe("remembered login (spec §3; the password sealed, not encoded)", () => {
  it("stores the password sealed under a non-extractable device key, and reads it back", async () => {
    await writeRememberedLogin({ type: "username", username: "player_one", password: "s3cret-pässwörd", countryDialingCode: "60" });
    const record = JSON.parse(stored());
    expect(record).toMatchObject({ type: "username", username: "player_one", countryDialingCode: "60", password: { v: 1 } });
    expect(stored()).not.toContain("s3cret");
    expect(atob(record.password.data)).not.toContain("s3cret");
    expect(window.localStorage.getItem(localKeys.legacySalt)).toBeNull();
    expect(await readRememberedLogin()).toEqual({ type: "username", username: "player_one", password: "s3cret-pässwörd", countryDialingCode: "60" });
  });

  it("seals the same password differently each time (a fresh nonce)", async () => {
    await writeRememberedLogin({ type: "username", username: "player_one", password: "same-pass" });
    const first = JSON.parse(stored()).password;
    await writeRememberedLogin({ type: "username", username: "player_one", password: "same-pass" });
    expect(JSON.parse(stored()).password.data).not.toBe(first.data);
  });

  it("opens nothing from a tampered or foreign copy, and ignores a malformed record", async () => {
    await writeRememberedLogin({ type: "username", username: "player_one", password: "s3cret" });
    const record = JSON.parse(stored());
    record.password.data = btoa("not what was sealed");
    window.localStorage.setItem(localKeys.rememberedLogin, JSON.stringify(record));
    expect(await readRememberedLogin()).toEqual({ type: "username", username: "player_one", password: "" });
    window.localStorage.setItem(localKeys.rememberedLogin, JSON.stringify({ type: "email", username: 1 }));
    expect(await readRememberedLogin()).toBeNull();
  });

  it("drops the readable password of the old double-encoded format and its salt, keeping the name", async () => {
    window.localStorage.setItem(localKeys.legacySalt, "a1b2c3d4e5f6a7b8c9");
    window.localStorage.setItem(localKeys.rememberedLogin, JSON.stringify({ type: "username", username: "player_one", password: btoa(`a1b2c3d4e5f6a7b8c9${btoa("s3cret")}`) }));
    expect(await readRememberedLogin()).toEqual({ type: "username", username: "player_one", password: "" });
    expect(stored()).not.toContain(btoa("s3cret").slice(0, 6));
    expect(window.localStorage.getItem(localKeys.legacySalt)).toBeNull();
  });

  it("keeps an SMS record without a password, and clears on request", async () => {
    await writeRememberedLogin({ type: "sms", username: "123456789", password: "", countryDialingCode: "63" });
    expect(await readRememberedLogin()).toEqual({ type: "sms", username: "123456789", password: "", countryDialingCode: "63" });
    clearRememberedLogin();
    expect(await readRememberedLogin()).toBeNull();
  });

  it("follows a password change only for the same account", async () => {
    await writeRememberedLogin({ type: "username", username: "player_one", password: "old-pass" });
    await updateRememberedPassword("someone_else", "new-pass");
    expect((await readRememberedLogin())?.password).toBe("old-pass");
    await updateRememberedPassword("player_one", "new-pass");
    expect((await readRememberedLogin())?.password).toBe("new-pass");
  });
});
