// Issue 48: blocking time measured on a real throttled CPU. From a Chromium
// trace (category "toplevel") of a page load at 4× CPU throttling, the time
// the renderer main thread's long tasks spend beyond 50 ms: the sum, over the
// main-thread tasks longer than 50 ms, of (duration − 50). That is the
// definition of Total Blocking Time, but over tasks that really ran (wall time
// of the throttled thread) instead of Lighthouse's simulation, which multiplies
// whatever the shared machine happened to measure; and over the whole load
// (navigation to settled), not only from first contentful paint.

/** Tasks longer than this block input (the long-task line of TBT and the Long Tasks API). */
const LONG_TASK_MS = 50;

/** The part of a Chromium trace event the reading needs (times in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  args?: { name?: string };
}

/** A main-thread task: its start (µs, the trace's clock) and wall duration (ms). */
export interface MainThreadTask {
  start: number;
  durationMs: number;
}

/**
 * The top-level tasks of the renderer main threads (threads named CrRendererMain), in order: the
 * scheduler's task events (ThreadControllerImpl::RunTask, or RunTask in traces that name them so), a
 * task nested inside another of its thread (a nested run loop) counted once, within its outer task.
 * `from`/`to` (µs) keep the tasks that start in that window.
 */
export function mainThreadTasks(events: readonly TraceEvent[], window: { from?: number; to?: number } = {}): MainThreadTask[] {
  const main = new Set(events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  const complete = events.filter((e) => e.ph === "X" && main.has(`${e.pid}:${e.tid}`) && e.ts !== undefined && e.dur !== undefined);
  const scheduler = complete.filter((e) => e.name === "ThreadControllerImpl::RunTask");
  const taskEvents = scheduler.length > 0 ? scheduler : complete.filter((e) => e.name === "RunTask");
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of taskEvents) {
    const key = `${e.pid}:${e.tid}`;
    byThread.set(key, [...(byThread.get(key) ?? []), e]);
  }
  const tasks: MainThreadTask[] = [];
  for (const list of byThread.values()) {
    let outerEnd = Number.NEGATIVE_INFINITY;
    for (const e of [...list].sort((a, b) => a.ts! - b.ts!)) {
      if (e.ts! < outerEnd) continue;
      outerEnd = e.ts! + e.dur!;
      if ((window.from !== undefined && e.ts! < window.from) || (window.to !== undefined && e.ts! > window.to)) continue;
      tasks.push({ start: e.ts!, durationMs: e.dur! / 1000 });
    }
  }
  return tasks.sort((a, b) => a.start - b.start);
}

export interface LongTaskFigures {
  /** Σ (duration − 50 ms) over the tasks longer than 50 ms. */
  excessMs: number;
  /** How many tasks were longer than 50 ms. */
  longTasks: number;
  /** The longest task (ms), 0 without tasks. */
  longestMs: number;
}

export function longTaskExcess(tasks: readonly { durationMs: number }[], threshold = LONG_TASK_MS): LongTaskFigures {
  const long = tasks.filter((task) => task.durationMs > threshold);
  return {
    excessMs: long.reduce((sum, task) => sum + (task.durationMs - threshold), 0),
    longTasks: long.length,
    longestMs: tasks.reduce((max, task) => Math.max(max, task.durationMs), 0),
  };
}
