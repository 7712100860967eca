import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { captchaMachine } from "./captcha.machine.ts";
import { callQueue } from "./testing/deferred.ts";
import { coverageReport, createStateRecorder, printCoverage, definedStates, reachableStates } from "./testing/pathCoverage.ts";
import { settle } from "./testing/settle.ts";
import { actorErrors } from "./testing/actorErrors.ts";
import { apiFailure, unknownFailure } from "./testing/failures.ts";

const recorder = createStateRecorder("captcha");

function start() {
  const fetches = callQueue<void, string>();
  const machine = captchaMachine.provide({ actors: { fetchCaptcha: fromPromise(() => fetches.call()) } });
  const actor = createActor(machine, { inspect: recorder.inspect }).start();
  return { actor, fetches };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("captcha machine", () => {
  it("starts hidden and fetches nothing (spec §4)", () => {
    const { actor, fetches } = start();
    expect(actor.getSnapshot().value).toBe("hidden");
    expect(actor.getSnapshot().hasTag("visible")).toBe(false);
    expect(fetches.calls).toHaveLength(0);
  });

  it("ignores a refresh while hidden", () => {
    const { actor, fetches } = start();
    actor.send({ type: "captcha.refresh" });
    expect(actor.getSnapshot().value).toBe("hidden");
    expect(fetches.calls).toHaveLength(0);
  });

  it("loads, then shows the base64 image when asked to show", async () => {
    const { actor, fetches } = start();
    actor.send({ type: "captcha.show" });
    expect(actor.getSnapshot().value).toBe("loading");
    expect(actor.getSnapshot().hasTag("visible")).toBe(true);
    expect(actor.getSnapshot().hasTag("loading")).toBe(true);
    fetches.next().resolve("iVBORw0KGgo=");
    await settle();
    expect(actor.getSnapshot().value).toBe("shown");
    expect(actor.getSnapshot().context.image).toBe("iVBORw0KGgo=");
    expect(actor.getSnapshot().hasTag("loading")).toBe(false);
  });

  it("fetches a new image on refresh, keeping the old one until it arrives", async () => {
    const { actor, fetches } = start();
    actor.send({ type: "captcha.show" });
    fetches.next().resolve("first");
    await settle();
    actor.send({ type: "captcha.refresh" });
    expect(actor.getSnapshot().value).toBe("loading");
    expect(actor.getSnapshot().context.image).toBe("first");
    fetches.next().resolve("second");
    await settle();
    expect(actor.getSnapshot().context.image).toBe("second");
    expect(fetches.calls).toHaveLength(2);
  });

  it("fetches again when shown again (a second failed login)", async () => {
    const { actor, fetches } = start();
    actor.send({ type: "captcha.show" });
    fetches.next().resolve("first");
    await settle();
    actor.send({ type: "captcha.show" });
    expect(actor.getSnapshot().value).toBe("loading");
    expect(fetches.calls).toHaveLength(2);
  });

  it("stays visible with the server's message when the fetch fails, and retries on click", async () => {
    const { actor, fetches } = start();
    actor.send({ type: "captcha.show" });
    fetches.next().reject(apiFailure("system busy"));
    await settle();
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().hasTag("visible")).toBe(true);
    expect(actor.getSnapshot().context.error).toEqual(apiFailure("system busy"));
    actor.send({ type: "captcha.refresh" });
    fetches.next().resolve("again");
    await settle();
    expect(actor.getSnapshot().value).toBe("shown");
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it("fetches again after a failure when shown again", async () => {
    const { actor, fetches } = start();
    actor.send({ type: "captcha.show" });
    fetches.next().reject(apiFailure("offline"));
    await settle();
    actor.send({ type: "captcha.show" });
    expect(actor.getSnapshot().value).toBe("loading");
  });

  it("hides from any state", async () => {
    const { actor, fetches } = start();
    actor.send({ type: "captcha.show" });
    fetches.next().resolve("img");
    await settle();
    actor.send({ type: "captcha.hide" });
    expect(actor.getSnapshot().value).toBe("hidden");
  });

  it("the default fetchCaptcha fails with a message naming what to provide", async () => {
    const failures = actorErrors(recorder);
    const actor = createActor(captchaMachine, { inspect: failures.inspect }).start();
    actor.send({ type: "captcha.show" });
    await settle();
    expect(failures.messages).toEqual(["captchaMachine: provide the 'fetchCaptcha' actor"]);
    expect(actor.getSnapshot().context.error).toEqual(unknownFailure);
  });

  it("leaves no timer running once stopped", async () => {
    const { actor, fetches } = start();
    actor.send({ type: "captcha.show" });
    fetches.next().resolve("img");
    await settle();
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("every reachable state is visited by a test above", () => {
    const reachable = reachableStates(captchaMachine, [
      { events: [{ type: "xstate.done.actor.fetchCaptcha", output: "img" }, { type: "xstate.error.actor.fetchCaptcha", error: new Error("x") }] },
    ]);
    expect(reachable).toEqual(definedStates(captchaMachine));
    const report = printCoverage(coverageReport("captcha", reachable, recorder.visited));
    expect(report.missing).toEqual([]);
  });
});
