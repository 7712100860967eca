// Runs in the page, in WebKit, before the app's own scripts: the WebKit run's
// front server (../servers.ts) adds it as the first script of every HTML page.
// It keeps the page's uncaught errors and unhandled rejections (WebKitWebDriver
// exposes no console), and finds elements by role and accessible name the way
// the Playwright tests do (dom-accessibility-api computes roles and names).
import { computeAccessibleDescription, computeAccessibleName, getRole } from "dom-accessibility-api";

export interface PageError {
  kind: "error" | "unhandledrejection";
  message: string;
  stack?: string;
  /** The app's path when it happened. */
  at: string;
}

/** What the node side asks for (support/phone.ts builds it). */
export interface Query {
  role?: string;
  /** Accessible name: a substring, case-insensitive, or the whole name with `exact`; or a regular expression. */
  name?: string | { source: string; flags: string };
  exact?: boolean;
  /** Heading level. */
  level?: number;
  /** Form fields by their accessible name (label, aria-label, aria-labelledby). */
  label?: string | { source: string; flags: string };
  /** Elements by their own text (the innermost that holds it). */
  text?: string | { source: string; flags: string };
  /** Also elements hidden from the accessibility tree (display: none, aria-hidden...). */
  includeHidden?: boolean;
}

// The page runs on a fixed time that is not today's, as the Playwright tiers do (e2e/helpers/test.ts):
// `new Date()` and `Date.now()` read the real clock shifted to start at the run's fixed time (the front server
// bundles it in as __WEBKIT_NOW__), running on at the real pace; timers and performance.now() are untouched. The
// shift is kept for the tab (sessionStorage), so time goes on across navigations; `setClock` moves it, for the next
// page (a test sets an hour, then opens the page).
declare const __WEBKIT_NOW__: number;
const CLOCK = "__webkit_clock";
const RealDate = Date;
const realNow = () => RealDate.now();

function keptShift(): number {
  try {
    const kept = sessionStorage.getItem(CLOCK);
    if (kept !== null && Number.isFinite(Number(kept))) return Number(kept);
    const shift = __WEBKIT_NOW__ - realNow();
    sessionStorage.setItem(CLOCK, String(shift));
    return shift;
  } catch {
    return __WEBKIT_NOW__ - realNow();
  }
}

const shift = keptShift();

class FixedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(realNow() + shift);
    else super(...(args as [string]));
  }

  static override now(): number {
    return realNow() + shift;
  }
}
window.Date = FixedDate as DateConstructor;

/** From the next page on, the page's clock reads `time` (ms since the epoch) now and runs on from there. */
function setClock(time: number): void {
  sessionStorage.setItem(CLOCK, String(time - realNow()));
}

/** Kept in sessionStorage too, so that errors before a navigation or a reload are still read at the end of a test. */
const STORE = "__webkit_errors";

function readErrors(): PageError[] {
  try {
    return JSON.parse(sessionStorage.getItem(STORE) ?? "[]") as PageError[];
  } catch {
    return [];
  }
}

/**
 * Set once the page is being left. WebKit cancels a page's module loads when a navigation starts and
 * rejects their import() with "Importing a module script failed" while the old page still runs; nobody
 * sees that page again, so what goes wrong on the way out is not the app's error. (The app asks no
 * "leave this page?" question, so a navigation that starts here always ends elsewhere.)
 */
let leaving = false;
window.addEventListener("beforeunload", () => (leaving = true));
window.addEventListener("pageshow", (event) => {
  if (event.persisted) leaving = false; // back at this page from the back-forward cache
});

function record(error: Omit<PageError, "at">): void {
  if (leaving) return;
  const list = [...readErrors(), { ...error, at: location.pathname + location.search }];
  try {
    sessionStorage.setItem(STORE, JSON.stringify(list));
  } catch {
    // Storage full or refused: window.__errors still holds it for this page.
  }
  window.__errors = list;
}

function describe(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error) return { message: `${value.name}: ${value.message}`, stack: value.stack };
  try {
    return { message: typeof value === "string" ? value : JSON.stringify(value) };
  } catch {
    return { message: String(value) };
  }
}

window.__errors = readErrors();
window.addEventListener("error", (event) => {
  // Resource load errors do not reach window in the bubbling phase; this is a script error, or the one
  // notice browsers send as an error event without an error: ResizeObserver's "loop completed with
  // undelivered notifications" (the spec reports it so; nothing threw, and the observers run next frame).
  if (!event.error && /^ResizeObserver loop/.test(event.message)) return;
  record({ kind: "error", ...(event.error ? describe(event.error) : { message: event.message }) });
});
window.addEventListener("unhandledrejection", (event) => record({ kind: "unhandledrejection", ...describe(event.reason) }));

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

function matches(actual: string, wanted: Query["name"], exact: boolean | undefined): boolean {
  if (wanted === undefined) return true;
  const text = normalise(actual);
  if (typeof wanted === "string") return exact ? text === normalise(wanted) : text.toLowerCase().includes(normalise(wanted).toLowerCase());
  return new RegExp(wanted.source, wanted.flags).test(text);
}

/** Hidden from the accessibility tree, as Playwright's getByRole judges it. */
function hiddenFromTree(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.getAttribute("aria-hidden") === "true" || (node as HTMLElement).inert) return true;
    const style = getComputedStyle(node);
    if (style.display === "none") return true;
    if (node === element && (style.visibility === "hidden" || style.visibility === "collapse")) return true;
  }
  return (element as HTMLElement).hidden === true;
}

/** Visible as Playwright's toBeVisible means it: a box of some size and not visibility: hidden. */
function visible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === "visible";
}

function headingLevel(element: Element): number | undefined {
  const aria = element.getAttribute("aria-level");
  if (aria) return Number(aria);
  const tag = /^H([1-6])$/.exec(element.tagName);
  return tag ? Number(tag[1]) : undefined;
}

const FIELD_ROLES = new Set(["textbox", "searchbox", "combobox", "spinbutton", "checkbox", "radio", "switch", "slider", "listbox"]);

function query(spec: Query, root: Element | Document = document): Element[] {
  const all = Array.from(root.querySelectorAll("*"));
  let found: Element[];
  if (spec.text !== undefined) {
    const hit = (element: Element) => matches(element.textContent ?? "", spec.text, spec.exact);
    found = all.filter((element) => !["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"].includes(element.tagName) && hit(element) && !Array.from(element.children).some(hit));
  } else if (spec.label !== undefined) {
    found = all.filter((element) => {
      const isField = ["INPUT", "TEXTAREA", "SELECT"].includes(element.tagName) || FIELD_ROLES.has(getRole(element) ?? "");
      return isField && (element as HTMLInputElement).type !== "hidden" && matches(computeAccessibleName(element), spec.label, spec.exact);
    });
  } else {
    found = all.filter(
      (element) =>
        (spec.role === undefined || getRole(element) === spec.role) &&
        (spec.level === undefined || headingLevel(element) === spec.level) &&
        (spec.name === undefined || matches(computeAccessibleName(element), spec.name, spec.exact)),
    );
  }
  return spec.includeHidden ? found : found.filter((element) => !hiddenFromTree(element));
}

const harness = {
  query,
  visible,
  name: (element: Element) => normalise(computeAccessibleName(element)),
  description: (element: Element) => normalise(computeAccessibleDescription(element)),
  errors: readErrors,
  setClock,
};

declare global {
  interface Window {
    __errors: PageError[];
    __webkit: typeof harness;
  }
}

window.__webkit = harness;
