// Issue 45 "Idle is idle": how busy the main thread is on a screen at rest. Each
// page is opened cold in a context of its own, left to settle (its first screen
// committed, the network quiet, then SETTLE_MS more, so the lazily loaded parts,
// the banner slider among them, are in and moving), then watched for WINDOW_MS.
// The busy share is the CPU time of the renderer main thread's tasks (a
// "toplevel" trace's ThreadControllerImpl::RunTask events, their thread time)
// over the window: on a loaded machine a task's wall time grows with its wait
// for a core, its CPU time does not. Beside it, from CDP's Performance.getMetrics:
// the tasks' wall time (TaskDuration), the script time, and the style
// recalculations and layouts in the window. The react floor page, watched the
// same way in the same bench, is the yardstick: a screen at rest should cost what
// a page with nothing on it costs, plus what a visible change needs (drawn on the
// compositor, that is next to nothing on the main thread).
import type { Browser, BrowserContextOptions } from "@playwright/test";

/** Wait after the page settled before the window opens: home's slider loads 2.5 s in and first moves 5 s after. */
const IDLE_SETTLE_MS = 8_000;
/** The window watched. */
export const IDLE_WINDOW_MS = 10_000;

export interface IdlePage {
  name: string;
  path: string;
  as: "visitor" | "member";
}

export interface IdleFigures {
  /** The main thread's task CPU time as a share of the window (0–1). */
  busy: number;
  /** The main thread's task CPU time. */
  cpuMs: number;
  /** The main thread's task wall time (CDP TaskDuration). */
  taskMs: number;
  scriptMs: number;
  recalcs: number;
  layouts: number;
  /** The path the page ended on (a gate may have sent it elsewhere). */
  landed: string;
}

/** The screens a member leaves open, at rest: issue 45's twelve and the other carousels' pages. */
export const IDLE_PAGES: IdlePage[] = [
  { name: "home", path: "/m/home", as: "visitor" },
  { name: "home", path: "/m/home", as: "member" },
  { name: "RNG game list", path: "/m/gameList?gameType=RNG", as: "visitor" },
  { name: "slot games", path: "/m/slot-games", as: "visitor" },
  { name: "live games", path: "/m/live-games", as: "visitor" },
  { name: "member centre", path: "/m/member/home", as: "member" },
  { name: "deposit", path: "/m/voucherCenter", as: "member" },
  { name: "withdraw", path: "/m/withdraw", as: "member" },
  { name: "promotions", path: "/m/activity", as: "visitor" },
  { name: "sponsor", path: "/m/sponsor", as: "visitor" },
  { name: "notices", path: "/m/notice", as: "visitor" },
  { name: "messages", path: "/m/message", as: "member" },
  { name: "VIP", path: "/m/vip", as: "member" },
  { name: "rewards", path: "/m/receivingCenter", as: "member" },
  { name: "help", path: "/m/help", as: "visitor" },
  { name: "login", path: "/m/login", as: "visitor" },
];

/**
 * Opens `url` cold (sessionStorage `session` written before the page's scripts, when given),
 * lets it settle, then reads the main thread's work over IDLE_WINDOW_MS.
 */
export async function idleFigures(
  browser: Browser,
  options: { url: string; context: BrowserContextOptions; session?: Record<string, string>; readyMark: string; settleMs?: number; windowMs?: number },
): Promise<IdleFigures> {
  const { settleMs = IDLE_SETTLE_MS, windowMs = IDLE_WINDOW_MS } = options;
  const context = await browser.newContext(options.context);
  if (options.session) {
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) if (window.sessionStorage.getItem(key) === null) window.sessionStorage.setItem(key, value);
    }, options.session);
  }
  const page = await context.newPage();
  await page.goto(options.url, { waitUntil: "load" });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, options.readyMark, { timeout: 60_000 }).catch(() => undefined);
  await page.waitForLoadState("networkidle").catch(() => undefined);
  await page.waitForTimeout(settleMs);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  const read = async () => new Map((await cdp.send("Performance.getMetrics")).metrics.map((metric) => [metric.name, metric.value] as const));
  await browser.startTracing(page, { categories: ["toplevel"] });
  const before = await read();
  await page.waitForTimeout(windowMs);
  const after = await read();
  const cpuMs = mainThreadCpuMs(await browser.stopTracing());
  const delta = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
  const elapsed = delta("Timestamp") || windowMs / 1000;
  const landed = new URL(page.url()).pathname;
  await context.close();
  return {
    busy: cpuMs / 1000 / elapsed,
    cpuMs,
    taskMs: delta("TaskDuration") * 1000,
    scriptMs: delta("ScriptDuration") * 1000,
    recalcs: delta("RecalcStyleCount"),
    layouts: delta("LayoutCount"),
    landed,
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { name?: string };
}

/** The CPU time (ms) of the tasks on the renderers' main threads in a Chromium trace. */
function mainThreadCpuMs(trace: Buffer): number {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain").map((e) => `${e.pid}:${e.tid}`));
  return events.filter((e) => e.ph === "X" && e.name === "ThreadControllerImpl::RunTask" && main.has(`${e.pid}:${e.tid}`)).reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000;
}
