import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";
import {
  changePasswordMachine,
  type ChangePasswordField,
  type ChangePasswordInput,
  type PasswordChange,
} from "./changePassword.machine.ts";
import { callQueue } from "./testing/deferred.ts";
import { startWithEffects } from "./testing/startWithEffects.ts";
import { coverageReport, createStateRecorder, definedStates, printCoverage, reachableStates } from "./testing/pathCoverage.ts";
import { settle } from "./testing/settle.ts";
import { CHANGE_PASSWORD_REDIRECT_MS } from "./timings.ts";
import { apiFailure, failureShown } from "./testing/failures.ts";

const recorder = createStateRecorder("changePassword");

function start(input: Partial<ChangePasswordInput> = {}) {
  const changes = callQueue<PasswordChange, unknown>();
  const machine = changePasswordMachine.provide({ actors: { changePassword: fromPromise(({ input: body }) => changes.call(body)) } });
  const { actor, effects } = startWithEffects(machine, {
    input: { username: "player_one", ...input },
    effects: ["updateRememberedPassword", "clearSessionPassword", "navigate"],
    inspect: recorder.inspect,
  });
  const type = (field: ChangePasswordField, value: string) => actor.send({ type: "field.change", field, value });
  return { actor, changes, effects, type };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("change password machine", () => {
  it("shows the old-password field only when no password is known (spec §2)", () => {
    expect(start({ knownPassword: null }).actor.getSnapshot().context.oldPasswordShown).toBe(true);
    expect(start({ knownPassword: "" }).actor.getSnapshot().context.oldPasswordShown).toBe(true);
    expect(start({ knownPassword: "old-pass" }).actor.getSnapshot().context.oldPasswordShown).toBe(false);
  });

  it("requires the old password when shown, the new one and its confirmation", () => {
    const { actor, changes } = start();
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      oldPassword: { key: "enter_password", params: { max: 64 } },
      newPassword: { key: "enter_password", params: { min: 6, max: 20 } },
      confirmNewPassword: { key: "enter_password" },
    });
    expect(changes.calls).toHaveLength(0);
  });

  it("does not ask for the old password when one is known", () => {
    const { actor } = start({ knownPassword: "old-pass" });
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.fieldErrors.oldPassword).toBeUndefined();
  });

  it("rejects a confirmation that does not match (spec §5)", () => {
    const { actor, type } = start({ knownPassword: "old-pass" });
    type("newPassword", "n3w-pass");
    type("confirmNewPassword", "n3w-pazz");
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ confirmNewPassword: { key: "confirmation_mismatch" } });
    type("confirmNewPassword", "n3w-pass");
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
  });

  it("new equal to old prompts 'new_old_same' and makes no call (spec §4)", () => {
    const { actor, type, changes } = start({ knownPassword: "same-pass" });
    type("newPassword", "same-pass");
    type("confirmNewPassword", "same-pass");
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.error).toEqual({ key: "new_old_same" });
    expect(changes.calls).toHaveLength(0);
  });

  it("compares with the typed old password when none is known", () => {
    const { actor, type, changes } = start();
    type("oldPassword", "typed-old");
    type("newPassword", "typed-old");
    type("confirmNewPassword", "typed-old");
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.error).toEqual({ key: "new_old_same" });
    type("newPassword", "n3w-pass");
    type("confirmNewPassword", "n3w-pass");
    actor.send({ type: "submit" });
    expect(changes.calls).toEqual([{ oldPassword: "typed-old", newPassword: "n3w-pass", confirmNewPassword: "n3w-pass" }]);
  });

  it("sends the known password as the old one", () => {
    const { actor, type, changes } = start({ knownPassword: "old-pass" });
    type("newPassword", "n3w-pass");
    type("confirmNewPassword", "n3w-pass");
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(changes.calls).toEqual([{ oldPassword: "old-pass", newPassword: "n3w-pass", confirmNewPassword: "n3w-pass" }]);
  });

  it("on success updates the remembered password, clears PSW, and goes home after 1 s (spec §4)", async () => {
    const { actor, type, changes, effects } = start({ knownPassword: "old-pass" });
    type("newPassword", "n3w-pass");
    type("confirmNewPassword", "n3w-pass");
    actor.send({ type: "submit" });
    changes.next().resolve(undefined);
    await settle();
    expect(actor.getSnapshot().value).toBe("changed");
    expect(actor.getSnapshot().hasTag("success")).toBe(true);
    expect(actor.getSnapshot().context.notice).toEqual({ key: "password_changed" });
    expect(effects).toEqual([
      ["updateRememberedPassword", { password: "n3w-pass" }],
      ["clearSessionPassword", undefined],
    ]);
    vi.advanceTimersByTime(CHANGE_PASSWORD_REDIRECT_MS - 1);
    expect(effects).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(effects.at(-1)).toEqual(["navigate", { to: "/m/home" }]);
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("on failure only the loading indicator hides: values kept, nothing stored (spec §4)", async () => {
    const { actor, type, changes, effects } = start();
    type("oldPassword", "wrong-old");
    type("newPassword", "n3w-pass");
    type("confirmNewPassword", "n3w-pass");
    actor.send({ type: "submit" });
    changes.next().reject(apiFailure("Account or password incorrect"));
    await settle();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().hasTag("busy")).toBe(false);
    expect(actor.getSnapshot().context.values).toEqual({ oldPassword: "wrong-old", newPassword: "n3w-pass", confirmNewPassword: "n3w-pass" });
    expect(actor.getSnapshot().context.error).toEqual(failureShown("Account or password incorrect"));
    expect(effects).toEqual([]);
  });

  it("leaves no timer running once stopped before the redirect", async () => {
    const { actor, type, changes } = start({ knownPassword: "old-pass" });
    type("newPassword", "n3w-pass");
    type("confirmNewPassword", "n3w-pass");
    actor.send({ type: "submit" });
    changes.next().resolve(undefined);
    await settle();
    expect(vi.getTimerCount()).toBe(1);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("every reachable state is visited by a test above", () => {
    const reachable = reachableStates(changePasswordMachine, [
      {
        input: { username: "player_one", knownPassword: "old-pass" },
        events: [
          { type: "field.change", field: "newPassword", value: "n3w-pass" },
          { type: "field.change", field: "confirmNewPassword", value: "n3w-pass" },
        ],
      },
    ]);
    expect(reachable).toEqual(definedStates(changePasswordMachine));
    const report = printCoverage(coverageReport("changePassword", reachable, recorder.visited));
    expect(report.missing).toEqual([]);
  });
});
