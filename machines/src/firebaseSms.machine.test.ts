import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { firebaseCodeCheck, firebaseSmsMachine, refusalOf, verifiedToken } from "./firebaseSms.machine.ts";
import { fakeFirebaseSms } from "./testing/accountChildren.ts";
import { apiFailure, failureShown } from "./testing/failures.ts";
import { coverageReport, createStateRecorder, definedStates, printCoverage, reachableStates } from "./testing/pathCoverage.ts";
import { settle } from "./testing/settle.ts";

const recorder = createStateRecorder("firebaseSms");
const check = { mobileNum: "123456789", countryDialingCode: "60", verificationCode: "246810" };

function start() {
  const { checks, logic } = fakeFirebaseSms();
  const actor = createActor(logic, { input: check, inspect: recorder.inspect }).start();
  return { actor, checks };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("Firebase SMS verification", () => {
  it("asks Firebase about the code once, busy until it answers", () => {
    const { actor, checks } = start();
    expect(checks.calls).toEqual([check]);
    expect(actor.getSnapshot().value).toBe("verifying");
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    expect(actor.getSnapshot().status).toBe("active");
  });

  it("ends verified with Firebase's id token", async () => {
    const { actor, checks } = start();
    checks.next().resolve({ idToken: "fb-token" });
    await settle();
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toEqual({ outcome: "verified", idToken: "fb-token" });
    expect(checks.calls).toHaveLength(1);
  });

  it("ends refused with the failure a wrong code rejects with", async () => {
    const { actor, checks } = start();
    checks.next().reject(apiFailure("verification code error", { errorCode: "auth/invalid-verification-code" }));
    await settle();
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().output).toEqual({
      outcome: "refused",
      error: failureShown("verification code error", { errorCode: "auth/invalid-verification-code" }),
    });
  });

  it("ends refused with an unknown failure when Firebase itself breaks", async () => {
    const { actor, checks } = start();
    checks.next().reject(new Error("firebase/auth did not load"));
    await settle();
    expect(actor.getSnapshot().output).toEqual({ outcome: "refused", error: { failure: { kind: "unknown", captchaRequired: false } } });
  });

  it("stopped while Firebase is asked, it leaves nothing running and never ends", async () => {
    const { actor, checks } = start();
    actor.stop();
    checks.next().resolve({ idToken: "late" });
    await settle();
    expect(actor.getSnapshot().status).toBe("stopped");
    expect(actor.getSnapshot().output).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("every reachable state is visited by a test above", () => {
    const reachable = reachableStates(firebaseSmsMachine, [
      { input: check, events: [{ type: "xstate.done.actor.verifyFirebaseCode", output: { idToken: "t" } }] },
    ]);
    expect(reachable).toEqual(definedStates(firebaseSmsMachine));
    const report = printCoverage(coverageReport("firebaseSms", reachable, recorder.visited));
    expect(report.missing).toEqual([]);
  });
});

describe("reading a form and an outcome", () => {
  it("asks about the mobile number, its dialing code and the code only", () => {
    expect(firebaseCodeCheck({ ...check, username: "player_one", password: "s3cret" } as typeof check)).toEqual(check);
  });

  it("gives the token of a verified outcome and the message of a refusal, each only for its own", () => {
    const refusal = failureShown("verification code error");
    expect(verifiedToken({ outcome: "verified", idToken: "fb-token" })).toBe("fb-token");
    expect(verifiedToken({ outcome: "refused", error: refusal })).toBeUndefined();
    expect(refusalOf({ outcome: "refused", error: refusal })).toEqual(refusal);
    expect(refusalOf({ outcome: "verified", idToken: "fb-token" })).toBeUndefined();
  });
});
