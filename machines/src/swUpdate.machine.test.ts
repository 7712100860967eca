import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { swUpdateMachine } from "./swUpdate.machine.ts";
import { SW_ACTIVATE_DELAY_MS, SW_UPDATE_CHECK_MS } from "./timings.ts";

function start() {
  const effects: string[] = [];
  const machine = swUpdateMachine.provide({
    actions: {
      checkForUpdate: () => effects.push("check"),
      skipWaiting: () => effects.push("skipWaiting"),
      reload: () => effects.push("reload"),
    },
  });
  const actor = createActor(machine).start();
  return { actor, effects };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("service worker update machine (spec §9)", () => {
  it("names the spec's timings", () => {
    expect(SW_UPDATE_CHECK_MS).toBe(60_000);
    expect(SW_ACTIVATE_DELAY_MS).toBe(200);
  });

  it("asks for a new worker once in every 60 s window, not sooner", () => {
    const { effects } = start();
    vi.advanceTimersByTime(SW_UPDATE_CHECK_MS - 1);
    expect(effects).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(effects).toEqual(["check"]);
    vi.advanceTimersByTime(SW_UPDATE_CHECK_MS * 2);
    expect(effects).toEqual(["check", "check", "check"]);
  });

  it("prompts when a worker waits, and stops checking meanwhile", () => {
    const { actor, effects } = start();
    actor.send({ type: "update.waiting" });
    expect(actor.getSnapshot().hasTag("prompt")).toBe(true);
    vi.advanceTimersByTime(SW_UPDATE_CHECK_MS * 3);
    expect(effects).toEqual([]);
  });

  it("activates the waiting worker 200 ms after the member accepts, then reloads once it controls", () => {
    const { actor, effects } = start();
    actor.send({ type: "update.waiting" });
    actor.send({ type: "update.accept" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    vi.advanceTimersByTime(SW_ACTIVATE_DELAY_MS - 1);
    expect(effects).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(effects).toEqual(["skipWaiting"]);
    actor.send({ type: "update.controlling" });
    expect(effects).toEqual(["skipWaiting", "reload"]);
    expect(actor.getSnapshot().status).toBe("done");
  });

  it("applies a put-off update at the next navigation, at once", () => {
    const { actor, effects } = start();
    actor.send({ type: "update.waiting" });
    actor.send({ type: "update.later" });
    expect(actor.getSnapshot().hasTag("prompt")).toBe(false);
    vi.advanceTimersByTime(SW_UPDATE_CHECK_MS);
    expect(effects).toEqual([]);
    actor.send({ type: "navigate" });
    expect(effects).toEqual(["skipWaiting"]);
  });

  it("applies an unanswered prompt at the next navigation too", () => {
    const { actor, effects } = start();
    actor.send({ type: "update.waiting" });
    actor.send({ type: "navigate" });
    expect(effects).toEqual(["skipWaiting"]);
  });

  it("does not reload when the first worker takes control of a page that had none", () => {
    const { actor, effects } = start();
    actor.send({ type: "update.controlling" });
    actor.send({ type: "navigate" });
    expect(effects).toEqual([]);
    expect(actor.getSnapshot().value).toBe("current");
  });
});
