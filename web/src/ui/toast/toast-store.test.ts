import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_LONG, TOAST_SHORT, TOAST_SUCCESS } from "./toast-durations.ts";
import { dismissToast, toast, toastStore } from "./toast-store.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("toasts (spec §9 durations)", () => {
  // Spec §5's 2 s 'free_reject' toast is a dialog (shared/session/free-reject.ts): one way to refuse a trial account.
  it("uses the spec's durations", () => {
    expect([TOAST_SHORT, TOAST_LONG, TOAST_SUCCESS]).toEqual([3000, 8000, 1500]);
  });

  it("hides a short toast after 3 s and a success after 1.5 s", () => {
    vi.useFakeTimers();
    toast.info("hello");
    vi.advanceTimersByTime(TOAST_SHORT - 1);
    expect(toastStore.current?.text).toBe("hello");
    vi.advanceTimersByTime(1);
    expect(toastStore.current).toBeNull();

    toast.success("done");
    vi.advanceTimersByTime(TOAST_SUCCESS);
    expect(toastStore.current).toBeNull();
  });

  it("replaces the current toast, and dismissing an old id leaves the new one", () => {
    vi.useFakeTimers();
    const loading = toast.loading("sending");
    toast.error("failed");
    dismissToast(loading);
    expect(toastStore.current).toMatchObject({ kind: "error", text: "failed" });
    vi.advanceTimersByTime(TOAST_SHORT);
    expect(toastStore.current).toBeNull();
  });
});
