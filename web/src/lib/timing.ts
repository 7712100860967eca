// The one home of timers in web/src (lint ban `timers` in eslint/bans/): a wait is
// `after(NAMED_MS, run)`, never a bare setTimeout, and its delay is a named constant (the ban
// refuses a number written in the call), so every delay in the app can be found by name, and
// read where it is defined with the reason for its value. A "named timing hook" is a small
// module or hook built on `after` around one such constant, whose test drives it with fake
// timers (vi.useFakeTimers: `after` is setTimeout underneath, so the fake clock moves it).

/** Cancels a wait; harmless once it has run or been cancelled. */
export type Cancel = () => void;

/** Runs `run` once, `delayMs` from now; the function returned cancels it (an effect's cleanup). */
export function after(delayMs: number, run: () => void): Cancel {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
}

/** Resolves `delayMs` from now (the wait of an async step: a retry, a pause before the next try). */
export function pause(delayMs: number): Promise<void> {
  return new Promise((resolve) => void after(delayMs, resolve));
}
