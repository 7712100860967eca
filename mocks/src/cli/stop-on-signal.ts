// How a long-running command (mock, sandbox, validate-backend) ends.
// `npm run <command>` execs node (package.json), so npm's pid is the one a CI
// script or a terminal signals: npm passes SIGINT and SIGTERM on to this
// process, and on SIGHUP npm itself just dies, which leaves this process with
// a new parent. In each case the command stops what it started (Prism, the
// sandbox server) and then ends by the same signal, so npm and shells report
// it as killed by that signal (exit status 128 + n), as a plain process would.
import { constants } from "node:os";

const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;
type StopSignal = (typeof STOP_SIGNALS)[number];

export interface StopOnSignalOptions {
  /** Longest wait for `stop` before ending anyway. */
  graceMs?: number;
  /** How often to check whether the parent process is still there. */
  parentCheckMs?: number;
}

/**
 * Installs the handlers at once (before anything is started, so a signal during
 * start-up cannot end this process alone) and returns `setStop` to name what
 * to stop once it is running. A second signal while stopping ends at once.
 */
export function stopOnSignal(options: StopOnSignalOptions = {}): { setStop(stop: () => Promise<void>): void; stopping(): boolean } {
  const graceMs = options.graceMs ?? 5_000;
  let stop: () => Promise<void> = async () => {};
  let received: StopSignal | undefined;

  const onSignal = (signal: StopSignal) => {
    if (received) return endBy(signal);
    received = signal;
    const force = setTimeout(() => {
      console.error(`still stopping after ${graceMs} ms; ending anyway`);
      endBy(signal);
    }, graceMs);
    stop()
      .catch((error: unknown) => console.error(`while stopping: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        clearTimeout(force);
        endBy(signal);
      });
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);

  // The parent (npm, npm start's launcher) gone without passing a signal on:
  // stop as on a hang-up. Not when started with init as the parent already
  // (nothing to watch), nor when the parent's pid cannot change (Windows).
  const parent = process.ppid;
  if (parent > 1 && process.platform !== "win32") {
    setInterval(() => {
      if (process.ppid !== parent) onSignal("SIGHUP");
    }, options.parentCheckMs ?? 500).unref();
  }

  function endBy(signal: StopSignal): never {
    for (const s of STOP_SIGNALS) process.removeListener(s, onSignal);
    // Default action of the signal: the process ends as killed by it.
    process.kill(process.pid, signal);
    // Only reached if someone else also listens for it.
    process.exit(128 + constants.signals[signal]);
  }

  return {
    setStop: (next) => {
      stop = next;
    },
    stopping: () => received !== undefined,
  };
}
