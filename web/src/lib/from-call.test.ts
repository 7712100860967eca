import { describe, expect, it } from "vitest";
import { unlessAborted } from "./from-call.ts";

const settledWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => "resolved", () => "rejected"), new Promise((resolve) => setTimeout(() => resolve("pending"), ms))]);

describe("unlessAborted", () => {
  it("passes a live call's value and failure through", async () => {
    const live = new AbortController().signal;
    await expect(unlessAborted(live, async () => 42)).resolves.toBe(42);
    await expect(unlessAborted(live, async () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
  });

  it("never settles once the actor's signal aborted, whatever the call did", async () => {
    const controller = new AbortController();
    const failing = unlessAborted(controller.signal, () => Promise.reject(new DOMException("aborted", "AbortError")));
    const answering = unlessAborted(controller.signal, async () => "late answer");
    controller.abort();
    expect(await settledWithin(failing, 20)).toBe("pending");
    expect(await settledWithin(answering, 20)).toBe("pending");
  });
});
