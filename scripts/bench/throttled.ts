// Issue 48: what the bench measures on a real throttled CPU, in Playwright's
// Chromium (Debian's, the one the browser tests use; nothing downloaded), the
// renderer slowed 4× by CDP (Emulation.setCPUThrottlingRate { rate: 4 }) from
// before the page's first byte to the end of the run:
//
//  - blocking time: a page opened cold (a context of its own, the service
//    worker blocked) while a trace (category "toplevel") records the main
//    thread's tasks, from the navigation until the page settled (its first
//    screen committed, the network quiet for 500 ms, then SETTLE_MS more).
//    The figure is the tasks' time beyond 50 ms (scripts/bench/long-tasks.ts).
//  - in-app navigation: a screen opened and settled the same way, then one tap
//    (Playwright's touch tap) on a control that opens the next screen, timed
//    from the tap's pointerdown (its event timeStamp) to the first row of the
//    target screen painted. "Painted": a MutationObserver sees the first
//    element matching the row's selector present with a box (the first tile,
//    card or row); the time is taken in a task posted (MessageChannel) from the
//    next requestAnimationFrame callback, i.e. once the frame that holds the row
//    has been produced. Element timing (`elementtiming`) would need an attribute
//    in the app's markup, which the bench does not touch.
//
// What the bench runs in the page (the waits, the navigation's marks) goes by CDP's Runtime.evaluate (inPage), never
// by Playwright's waitForFunction or evaluate: the first waitForFunction in a page's main world evaluates Playwright's
// injected script there, a task of 140 ms at 4× CPU (97 ms of it that script), and it was in every traced load, its
// excess beyond 50 ms counted as the page's blocking time; its polling ran at every frame of a timed navigation.
import type { Browser, BrowserContextOptions, CDPSession, Locator, Page } from "@playwright/test";
import { longTaskExcess, mainThreadTasks, type LongTaskFigures, type TraceEvent } from "./long-tasks.ts";

/** Issue 48: the CPU slowdown of every throttled measurement. */
export const CPU_THROTTLING_RATE = 4;
/** After the network went quiet: the tasks a settling page still runs (lazy parts, the slider's start) count. */
const SETTLE_MS = 1_000;

interface ThrottledOptions {
  context: BrowserContextOptions;
  /** sessionStorage items written before the page's first script (a member who logged in before). */
  session?: Record<string, string>;
  readyMark: string;
}

async function throttledPage(browser: Browser, options: ThrottledOptions) {
  const context = await browser.newContext(options.context);
  if (options.session) {
    await context.addInitScript((items) => {
      if (!window.location.protocol.startsWith("http")) return;
      for (const [key, value] of Object.entries(items)) if (window.sessionStorage.getItem(key) === null) window.sessionStorage.setItem(key, value);
    }, options.session);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_THROTTLING_RATE });
  return { context, page, cdp };
}

/**
 * The value of `expression` (a promise's, once settled) in the page's main world, by CDP: nothing of Playwright's is
 * evaluated in the page. Asked again while the page is between documents (its context destroyed), until `timeoutMs`.
 */
async function inPage<T>(cdp: CDPSession, expression: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const { result, exceptionDetails } = await cdp.send("Runtime.evaluate", { expression, awaitPromise: true, returnByValue: true });
      if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
      return result.value as T;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** In the page: true once the performance mark `mark` is there, false if not within `timeoutMs`. */
export function markSeen(mark: string, timeoutMs: number): string {
  return `new Promise((resolve) => {
    const seen = () => performance.getEntriesByName(${JSON.stringify(mark)}).length > 0;
    if (seen()) return resolve(true);
    const observer = new PerformanceObserver(() => { if (seen()) { observer.disconnect(); resolve(true); } });
    observer.observe({ type: "mark" });
    setTimeout(() => { observer.disconnect(); resolve(seen()); }, ${timeoutMs});
  })`;
}

/** Opens `url` and waits until it settled: loaded, first screen committed, network quiet, then SETTLE_MS. */
async function openSettled(page: Page, cdp: CDPSession, url: string, readyMark: string) {
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  const committed = await inPage<boolean>(cdp, markSeen(readyMark, 60_000), 60_000).catch(() => false);
  await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(SETTLE_MS);
  return committed;
}

export interface BlockingRun extends LongTaskFigures {
  /** The path the page ended on (a gate may have sent it elsewhere). */
  landed: string;
  committed: boolean;
}

/** One cold load of `url` at 4× CPU, traced: the main thread's long tasks from the navigation until settled. */
export async function throttledBlocking(browser: Browser, url: string, options: ThrottledOptions): Promise<BlockingRun> {
  const { context, page, cdp } = await throttledPage(browser, options);
  try {
    await browser.startTracing(page, { categories: ["toplevel"] });
    const committed = await openSettled(page, cdp, url, options.readyMark);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return { ...longTaskExcess(mainThreadTasks(trace.traceEvents)), landed: new URL(page.url()).pathname, committed };
  } finally {
    await context.close();
  }
}

/** Issue 48's in-app journeys: where the member starts, what they tap, and the target screen's first row. */
export interface Journey {
  name: string;
  start: string;
  as: "visitor" | "member";
  /** The control tapped, found on the settled start screen. */
  tap: (page: Page) => Locator;
  /** CSS selector of the target screen's first row (tile, card, row), absent from the start screen. */
  firstRow: string;
}

export interface NavigationRun {
  /** Tap (pointerdown) to the first row painted, ms; Infinity when it was not painted within the wait. */
  ms: number;
  /** Where the tap led. */
  landed: string;
  /** Why the run gave no figure, when it did not. */
  failure?: string;
}

interface NavigationMarks {
  tapAt: number | null;
  seenAt: number | null;
  paintedAt: number | null;
}

/**
 * In the page, before the tap: the tap's time (its pointerdown), then the first element matching `selector` with a box
 * (a MutationObserver) and the task after the next frame (painted). `window.__benchNavigation.painted` settles when
 * the row is painted, false after 30 s. False when the row is already there.
 */
function armNavigation(selector: string): string {
  return `(() => {
    if (document.querySelector(${JSON.stringify(selector)})) return false;
    const marks = { tapAt: null, seenAt: null, paintedAt: null };
    let done;
    const painted = new Promise((resolve) => { done = resolve; setTimeout(() => resolve(false), 30000); });
    window.__benchNavigation = { marks, painted };
    window.addEventListener("pointerdown", (event) => { marks.tapAt ??= event.timeStamp; }, { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (marks.tapAt === null || marks.seenAt !== null) return;
      const row = document.querySelector(${JSON.stringify(selector)});
      if (!row || row.getBoundingClientRect().height === 0) return;
      marks.seenAt = performance.now();
      observer.disconnect();
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { marks.paintedAt = performance.now(); done(true); };
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { childList: true, subtree: true, attributes: true });
    return true;
  })()`;
}

/** One journey at 4× CPU: the start screen cold and settled, one tap, the time to the target's first row painted. */
export async function throttledNavigation(browser: Browser, origin: string, journey: Journey, options: ThrottledOptions): Promise<NavigationRun> {
  const { context, page, cdp } = await throttledPage(browser, { ...options, session: journey.as === "member" ? options.session : undefined });
  try {
    if (!(await openSettled(page, cdp, `${origin}${journey.start}`, options.readyMark))) return { ms: Number.POSITIVE_INFINITY, landed: new URL(page.url()).pathname, failure: "start screen never committed" };
    const armed = await inPage<boolean>(cdp, armNavigation(journey.firstRow), 10_000);
    if (!armed) return { ms: Number.POSITIVE_INFINITY, landed: new URL(page.url()).pathname, failure: `${journey.firstRow} already on the start screen` };
    await journey.tap(page).tap({ timeout: 30_000 });
    const marks = await inPage<NavigationMarks>(cdp, `window.__benchNavigation.painted.then(() => window.__benchNavigation.marks)`, 30_000).catch(() => null);
    const landed = new URL(page.url()).pathname;
    if (marks === null || marks.tapAt === null || marks.paintedAt === null) return { ms: Number.POSITIVE_INFINITY, landed, failure: `${journey.firstRow} not painted within 30 s` };
    return { ms: marks.paintedAt - marks.tapAt, landed };
  } finally {
    await context.close();
  }
}
