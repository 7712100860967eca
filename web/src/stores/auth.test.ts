import { describe, expect, it } from "vitest";
import { localKeys, sessionKeys } from "../lib/storage.ts";
import { memberSession } from "../testing/fixtures.ts";
import {
  authStore,
  dropSession,
  endSession,
  forgetLoginPassword,
  keepLoginPassword,
  loginPassword,
  reloadAuthFromStorage,
  setTrialUser,
  startSession,
} from "./auth.ts";

function dropSessionInMemoryOnly() {
  Object.assign(authStore, { session: null, mustChangePassword: false });
}

describe("auth store (spec §3, §4)", () => {
  it("keeps the session in sessionStorage.MC_SESSION_INFO so a reload stays logged in", () => {
    startSession(memberSession({ firstTimeLogin: true }));
    expect(JSON.parse(window.sessionStorage.getItem(sessionKeys.session) ?? "{}")).toMatchObject({ userName: "player_one", type: 0 });
    dropSessionInMemoryOnly();
    reloadAuthFromStorage();
    expect(authStore).toMatchObject({ session: { userName: "player_one" }, mustChangePassword: true });
  });

  it("ignores a stored session that is not one", () => {
    window.sessionStorage.setItem(sessionKeys.session, JSON.stringify({ token: "", userName: 3 }));
    reloadAuthFromStorage();
    expect(authStore.session).toBeNull();
  });

  it("keeps and forgets the login password for the change-password flow", () => {
    keepLoginPassword("typed-at-login");
    expect(loginPassword()).toBe("typed-at-login");
    forgetLoginPassword();
    expect(loginPassword()).toBeNull();
  });

  it("keeps the login password in memory only: never in storage, gone after a reload", () => {
    window.sessionStorage.setItem(sessionKeys.legacyPassword, "left-by-an-old-build");
    keepLoginPassword("typed-at-login");
    const stored = [window.sessionStorage, window.localStorage].flatMap((area) => Object.keys(area).map((key) => area.getItem(key)));
    expect(stored.join("\n")).not.toContain("typed-at-login");
    reloadAuthFromStorage();
    expect(loginPassword()).toBeNull();
    expect(window.sessionStorage.getItem(sessionKeys.legacyPassword)).toBeNull();
  });

  it("drops only the session on a lost session, and everything but kept keys on logout", () => {
    startSession(memberSession());
    setTrialUser("TRIAL_1");
    keepLoginPassword("pw");
    dropSession();
    expect(authStore.session).toBeNull();
    expect(loginPassword()).toBeNull();
    expect(authStore.trialUser).toBe("TRIAL_1");

    window.sessionStorage.setItem("anything", "x");
    endSession();
    expect(authStore.trialUser).toBeNull();
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem(localKeys.autoLogin)).toBe("0");
  });
});
