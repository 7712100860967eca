import { act, renderHook } from "@testing-library/react";
import { StrictMode, createElement, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import {
  forgetKeptOnExpiryUnlessOf,
  keepOnExpiry,
    resumePathAfterLogin,
  takeKeptDraft,
  useKeptDraft,
  useKeptOnExpiry,
} from "./kept-on-expiry.ts";
import { KEPT_MAX_AGE_MS } from "./kept-record.ts";
import { sessionKeys } from "./storage.ts";

/** The resume slot of the kept record (lib/kept-record.ts): its owner, date and value. */
const stored = () => (JSON.parse(window.sessionStorage.getItem(sessionKeys.keptOnExpiry) ?? "null") as { resume?: { owner: string; savedAt: number; value: { drafts: unknown } } } | null)?.resume ?? null;
const T0 = Date.parse("2026-11-26T09:00:00Z");

/** A withdraw form on screen with these values. */
function mountForm(values: { amount: string; cardId: number | null; channel?: string }, formKey = "wallet.withdraw") {
  return renderHook((props: typeof values) => useKeptOnExpiry(formKey, props), { initialProps: values });
}

describe("what a form keeps over a session expiry", () => {
  it("records the path, the account, the time and the values of the forms on screen; nothing before the expiry", () => {
    const form = mountForm({ amount: "100", cardId: 7 });
    form.rerender({ amount: "150", cardId: 7, channel: "BANK" });
    expect(stored()).toBeNull();

    keepOnExpiry({ path: "/m/withdraw?from=member", userName: "player_one", now: T0 });
    expect(stored()).toEqual({
      owner: "player_one",
      savedAt: T0,
      value: { path: "/m/withdraw?from=member", drafts: { "wallet.withdraw": { amount: "150", cardId: 7, channel: "BANK" } } },
    });
  });

  it("never keeps a secret field, nor anything but plain values", () => {
    renderHook(() =>
      useKeptOnExpiry("wallet.withdraw", {
        amount: "100",
        // @ts-expect-error a password is refused by the type
        paymentPassword: "135790",
        // @ts-expect-error so is a code
        smsCode: "601223",
        // @ts-expect-error and a captcha
        captchaValue: "482913",
        note: undefined,
      }),
    );
    keepOnExpiry({ path: "/m/withdraw", userName: "player_one", now: T0 });
    expect(stored()?.value.drafts).toEqual({ "wallet.withdraw": { amount: "100" } });
    expect(JSON.stringify(stored())).not.toMatch(/135790|601223|482913/);
  });

  it("forgets a form that left the screen", () => {
    const form = mountForm({ amount: "100", cardId: 7 });
    form.unmount();
    keepOnExpiry({ path: "/m/member/home", userName: "player_one", now: T0 });
    expect(stored()?.value.drafts).toEqual({});
  });

  it("returns the same account to the path once, then gives each form its values once", () => {
    mountForm({ amount: "150", cardId: 7 });
    keepOnExpiry({ path: "/m/withdraw?from=member", userName: "player_one", now: T0 });

    // Not before the login: the draft waits for the member to be back.
    expect(takeKeptDraft("wallet.withdraw", T0 + 1_000)).toBeNull();
    expect(resumePathAfterLogin("player_one", T0 + 60_000)).toBe("/m/withdraw?from=member");
    expect(resumePathAfterLogin("player_one", T0 + 61_000)).toBeNull();

    expect(takeKeptDraft("wallet.deposit", T0 + 62_000)).toBeNull();
    expect(takeKeptDraft("wallet.withdraw", T0 + 62_000)).toEqual({ amount: "150", cardId: 7 });
    expect(takeKeptDraft("wallet.withdraw", T0 + 63_000)).toBeNull();
    // The last draft taken, the record is gone.
    expect(stored()).toBeNull();
  });

  it("gives another account nothing, and deletes the record", () => {
    mountForm({ amount: "150", cardId: 7 });
    keepOnExpiry({ path: "/m/withdraw", userName: "player_one", now: T0 });
    expect(resumePathAfterLogin("someone_else", T0 + 60_000)).toBeNull();
    expect(stored()).toBeNull();
    expect(resumePathAfterLogin("player_one", T0 + 61_000)).toBeNull();
  });

  it("is deleted by any login of another account (trial, social, registration), kept by the same one", () => {
    mountForm({ amount: "150", cardId: 7 });
    keepOnExpiry({ path: "/m/withdraw", userName: "player_one", now: T0 });
    forgetKeptOnExpiryUnlessOf("player_one", T0 + 1_000);
    expect(stored()).not.toBeNull();
    forgetKeptOnExpiryUnlessOf("TRIAL_8841", T0 + 2_000);
    expect(stored()).toBeNull();
  });

  it(`ignores and deletes a record older than ${KEPT_MAX_AGE_MS / 60_000} minutes`, () => {
    mountForm({ amount: "150", cardId: 7 });
    keepOnExpiry({ path: "/m/withdraw", userName: "player_one", now: T0 });
    expect(resumePathAfterLogin("player_one", T0 + KEPT_MAX_AGE_MS + 1)).toBeNull();
    expect(stored()).toBeNull();

    keepOnExpiry({ path: "/m/withdraw", userName: "player_one", now: T0 });
    expect(resumePathAfterLogin("player_one", T0 + KEPT_MAX_AGE_MS)).toBe("/m/withdraw");
    // A draft left waiting past the limit is not used either.
    expect(takeKeptDraft("wallet.withdraw", T0 + KEPT_MAX_AGE_MS + 1)).toBeNull();
  });

  it("ignores a record that is not one", () => {
    window.sessionStorage.setItem(sessionKeys.keptOnExpiry, JSON.stringify({ path: 5 }));
    expect(resumePathAfterLogin("player_one")).toBeNull();
    window.sessionStorage.setItem(sessionKeys.keptOnExpiry, "{not json");
    expect(takeKeptDraft("wallet.withdraw")).toBeNull();
  });

  it("useKeptDraft reads the values for the first render and removes them once the form has mounted, in StrictMode too", () => {
    mountForm({ amount: "150", cardId: 7 });
    keepOnExpiry({ path: "/m/withdraw", userName: "player_one" });
    resumePathAfterLogin("player_one");

    const strict = ({ children }: { children: ReactNode }) => createElement(StrictMode, null, children);
    const first = renderHook(() => useKeptDraft("wallet.withdraw"), { wrapper: strict });
    expect(first.result.current).toEqual({ amount: "150", cardId: 7 });
    first.rerender();
    expect(first.result.current).toEqual({ amount: "150", cardId: 7 });
    expect(stored()).toBeNull();
    act(() => first.unmount());

    const again = renderHook(() => useKeptDraft("wallet.withdraw"));
    expect(again.result.current).toBeNull();
  });
});
