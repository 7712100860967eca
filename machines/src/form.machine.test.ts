import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fromPromise } from "xstate";
import { formMachine } from "./form.machine.ts";
import { keyMessage } from "./messages.ts";
import { emailRule, usernameRule } from "./rules/account.rules.ts";
import { callQueue } from "./testing/deferred.ts";
import { apiFailure, failureShown } from "./testing/failures.ts";
import { settle } from "./testing/settle.ts";
import { startWithEffects } from "./testing/startWithEffects.ts";

const rules = { username: usernameRule, email: emailRule };

function start(values: Record<string, string> = {}) {
  const sends = callQueue<Readonly<Record<string, string>>, unknown>();
  const machine = formMachine.provide({ actors: { submit: fromPromise(({ input }) => sends.call(input)) } });
  const started = startWithEffects(machine, { input: { rules, values }, effects: ["submitted"] });
  const type = (field: string, value: string) => started.actor.send({ type: "field.change", field, value });
  return { ...started, sends, type };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("formMachine: a form without a flow of its own", () => {
  it("starts from the given values, every rule's field present", () => {
    expect(start({ username: "player_one" }).actor.getSnapshot().context.values).toEqual({ username: "player_one", email: "" });
  });

  it("checks every field on submit and sends nothing while one is wrong", () => {
    const { actor, sends } = start();
    actor.send({ type: "submit" });
    expect(Object.keys(actor.getSnapshot().context.fieldErrors)).toEqual(["username", "email"]);
    expect(sends.calls).toHaveLength(0);
  });

  it("checks a wrong field again as it changes", () => {
    const { actor, type } = start();
    actor.send({ type: "submit" });
    type("email", "player@example.com");
    expect(actor.getSnapshot().context.fieldErrors).not.toHaveProperty("email");
  });

  it("sends the checked values, is busy meanwhile, and reports the answer", async () => {
    const { actor, sends, type, effects } = start();
    type("username", "player_one");
    type("email", "player@example.com");
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(sends.calls).toEqual([{ username: "player_one", email: "player@example.com" }]);
    sends.next().resolve({ id: 7 });
    await settle();
    expect(actor.getSnapshot().hasTag("success")).toBe(true);
    expect(effects).toEqual([["submitted", { output: { id: 7 } }]]);
  });

  it("keeps what was typed and shows the failure when the call fails", async () => {
    const { actor, sends, type } = start();
    type("username", "player_one");
    type("email", "player@example.com");
    actor.send({ type: "submit" });
    sends.next().reject(apiFailure("system busy"));
    await settle();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.error).toEqual(failureShown("system busy"));
    expect(actor.getSnapshot().context.values.username).toBe("player_one");
  });

  it("re-checks the fields showing an error on form.recheck (spec §5: after a language change)", () => {
    const { actor, type } = start();
    actor.send({ type: "submit" });
    type("username", "player_one");
    actor.send({ type: "form.recheck" });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: keyMessage("enter_email") });
  });
});
