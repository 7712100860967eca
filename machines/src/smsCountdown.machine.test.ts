import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import { smsCountdownMachine, type SmsCodeRequest, type SmsCodeSent } from "./smsCountdown.machine.ts";
import { callQueue } from "./testing/deferred.ts";
import { coverageReport, createStateRecorder, printCoverage, definedStates, reachableStates } from "./testing/pathCoverage.ts";
import { settle } from "./testing/settle.ts";
import { SMS_DEFAULT_COUNTDOWN_MS, SMS_TICK_MS } from "./timings.ts";
import { apiFailure } from "./testing/failures.ts";

const recorder = createStateRecorder("smsCountdown");
const NOW = Date.UTC(2025, 0, 1, 12, 0, 0);
const request = { mobileNum: "123456789", countryDialingCode: "60" };

function start() {
  const sends = callQueue<SmsCodeRequest, SmsCodeSent>();
  const machine = smsCountdownMachine.provide({ actors: { sendSmsCode: fromPromise(({ input }) => sends.call(input)) } });
  const actor = createActor(machine, { inspect: recorder.inspect }).start();
  return { actor, sends };
}

async function counting(sent: SmsCodeSent) {
  const started = start();
  started.actor.send({ type: "code.send", ...request });
  started.sends.next().resolve(sent);
  await settle();
  return started;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe("SMS countdown machine", () => {
  it("is idle first, with nothing to count", () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context.secondsLeft).toBe(0);
  });

  it("sends the number it was given and shows the loading state meanwhile", () => {
    const { actor, sends } = start();
    actor.send({ type: "code.send", ...request });
    expect(actor.getSnapshot().value).toBe("sending");
    expect(actor.getSnapshot().hasTag("sending")).toBe(true);
    expect(sends.calls).toEqual([request]);
  });

  it("ignores a second send while sending or counting", async () => {
    const { actor, sends } = start();
    actor.send({ type: "code.send", ...request });
    actor.send({ type: "code.send", ...request });
    expect(sends.calls).toHaveLength(1);
    sends.next().resolve({});
    await settle();
    actor.send({ type: "code.send", ...request });
    expect(actor.getSnapshot().value).toBe("counting");
    expect(sends.calls).toHaveLength(1);
  });

  it("counts down to the response's expirationTime", async () => {
    const { actor } = await counting({ expirationTime: NOW + 30_000 });
    expect(actor.getSnapshot().hasTag("counting")).toBe(true);
    expect(actor.getSnapshot().context.secondsLeft).toBe(30);
    vi.advanceTimersByTime(29_999);
    expect(actor.getSnapshot().value).toBe("counting");
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("counts 60 s when the response has no expirationTime (spec §4, §9)", async () => {
    const { actor } = await counting({});
    expect(actor.getSnapshot().context.secondsLeft).toBe(SMS_DEFAULT_COUNTDOWN_MS / 1000);
    vi.advanceTimersByTime(SMS_DEFAULT_COUNTDOWN_MS - 1);
    expect(actor.getSnapshot().value).toBe("counting");
    expect(actor.getSnapshot().context.secondsLeft).toBe(1);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("counts 60 s when expirationTime is null", async () => {
    const { actor } = await counting({ expirationTime: null });
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
  });

  it("ticks every 500 ms: nothing at 499 ms, a tick at 500 ms (spec §4, §9)", async () => {
    const { actor } = await counting({});
    vi.advanceTimersByTime(SMS_TICK_MS - 1);
    expect(actor.getSnapshot().context.remainingMs).toBe(60_000);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.remainingMs).toBe(59_500);
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    vi.advanceTimersByTime(SMS_TICK_MS);
    expect(actor.getSnapshot().context.secondsLeft).toBe(59);
  });

  it("goes straight back to idle when the code already expired", async () => {
    const { actor } = await counting({ expirationTime: NOW - 1 });
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("goes back to idle with no message when the send fails (spec §8)", async () => {
    const { actor, sends } = start();
    actor.send({ type: "code.send", ...request });
    sends.next().reject(apiFailure("sms gateway down"));
    await settle();
    expect(actor.getSnapshot().value).toBe("idle");
    expect(actor.getSnapshot().context).not.toHaveProperty("error");
  });

  it("may send again once the countdown ends", async () => {
    const { actor, sends } = await counting({ expirationTime: NOW + 1_000 });
    vi.advanceTimersByTime(1_000);
    actor.send({ type: "code.send", ...request });
    expect(actor.getSnapshot().value).toBe("sending");
    expect(sends.calls).toHaveLength(2);
  });

  it("the default sendSmsCode fails, so the button comes back", async () => {
    const actor = createActor(smsCountdownMachine, { inspect: recorder.inspect }).start();
    actor.send({ type: "code.send", ...request });
    await settle();
    expect(actor.getSnapshot().value).toBe("idle");
  });

  it("leaves no timer running once stopped mid-countdown", async () => {
    const { actor } = await counting({});
    expect(vi.getTimerCount()).toBe(1);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("every reachable state is visited by a test above", () => {
    const reachable = reachableStates(smsCountdownMachine, [
      {
        events: [
          { type: "code.send", ...request },
          { type: "xstate.done.actor.sendSmsCode", output: {} },
          { type: "xstate.done.actor.sendSmsCode", output: { expirationTime: NOW } },
        ],
      },
    ]);
    expect(reachable).toEqual(definedStates(smsCountdownMachine));
    const report = printCoverage(coverageReport("smsCountdown", reachable, recorder.visited));
    expect(report.missing).toEqual([]);
  });
});
