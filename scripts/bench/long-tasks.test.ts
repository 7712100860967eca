import { describe, expect, it } from "vitest";
import { longTaskExcess, mainThreadTasks, type TraceEvent } from "./long-tasks.ts";

const thread = (pid: number, tid: number, name: string): TraceEvent => ({ name: "thread_name", ph: "M", pid, tid, args: { name } });
const task = (pid: number, tid: number, ts: number, durMs: number, name = "ThreadControllerImpl::RunTask"): TraceEvent => ({ name, ph: "X", pid, tid, ts, dur: durMs * 1000 });

describe("longTaskExcess", () => {
  it("sums what each task longer than 50 ms spends beyond 50 ms", () => {
    // 120 → 70, 51 → 1, 50 → 0 (not long), 10 → 0.
    expect(longTaskExcess([{ durationMs: 120 }, { durationMs: 51 }, { durationMs: 50 }, { durationMs: 10 }])).toEqual({ excessMs: 71, longTasks: 2, longestMs: 120 });
  });
  it("is zero for a page of short tasks", () => {
    expect(longTaskExcess([{ durationMs: 49 }, { durationMs: 5 }])).toEqual({ excessMs: 0, longTasks: 0, longestMs: 49 });
  });
  it("is zero with no task at all", () => {
    expect(longTaskExcess([])).toEqual({ excessMs: 0, longTasks: 0, longestMs: 0 });
  });
});

describe("mainThreadTasks", () => {
  const events: TraceEvent[] = [
    thread(1, 10, "CrRendererMain"),
    thread(1, 11, "Compositor"),
    thread(2, 20, "CrBrowserMain"),
    task(1, 10, 1_000_000, 80),
    // Nested in the task above (a nested run loop): counted once, inside it.
    task(1, 10, 1_010_000, 60),
    task(1, 10, 2_000_000, 30),
    // Not the main thread, not the renderer.
    task(1, 11, 1_000_000, 500),
    task(2, 20, 1_000_000, 500),
    // Not a scheduler task.
    { name: "FunctionCall", ph: "X", pid: 1, tid: 10, ts: 3_000_000, dur: 400_000 },
  ];

  it("keeps the renderer main thread's top-level tasks only", () => {
    expect(mainThreadTasks(events)).toEqual([
      { start: 1_000_000, durationMs: 80 },
      { start: 2_000_000, durationMs: 30 },
    ]);
    expect(longTaskExcess(mainThreadTasks(events)).excessMs).toBe(30);
  });

  it("keeps the tasks that start in the window", () => {
    expect(mainThreadTasks(events, { from: 1_500_000 })).toEqual([{ start: 2_000_000, durationMs: 30 }]);
    expect(mainThreadTasks(events, { to: 1_500_000 })).toEqual([{ start: 1_000_000, durationMs: 80 }]);
  });

  it("reads RunTask events when the trace has no scheduler task events", () => {
    expect(mainThreadTasks([thread(3, 30, "CrRendererMain"), task(3, 30, 5, 70, "RunTask")])).toEqual([{ start: 5, durationMs: 70 }]);
  });

  it("counts every renderer main thread (a navigation can change process)", () => {
    expect(mainThreadTasks([thread(1, 10, "CrRendererMain"), thread(4, 40, "CrRendererMain"), task(1, 10, 1, 60), task(4, 40, 2, 90)])).toHaveLength(2);
  });
});
