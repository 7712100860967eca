// One WebKit session shaped like an iPhone (390 × 844 viewport, Safari's user
// agent), and locators by role and accessible name in the spirit of
// Playwright's: lazy, found again on every try, waiting for a state instead of
// sleeping. Every wait ends after WAIT_MS with the last state it saw.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { remote } from "webdriverio";
import { miniBrowserPath } from "../../../scripts/lib/webkit.mjs";
import type { PageError, Query } from "../page/harness.ts";
import { IPHONE_USER_AGENT, OUTPUT, PORTS, SCREENSHOTS, VIEWPORT, WAIT_MS } from "./config.ts";

const BASE_URL = `http://127.0.0.1:${PORTS.web}`;

type Text = string | RegExp;
type Wire = string | { source: string; flags: string };
const wire = (text: Text): Wire => (typeof text === "string" ? text : { source: text.source, flags: text.flags });
const shown = (text: Text | undefined) => (text === undefined ? "" : typeof text === "string" ? `"${text}"` : String(text));

export interface RoleOptions {
  name?: Text;
  exact?: boolean;
  level?: number;
}

/** A chain of queries, each inside the first match of the one before. */
interface Step {
  query: Query;
  index?: number;
  label: string;
}

/** A W3C web element reference, as execute() answers an element. */
type ElementReference = Record<"element-6066-11e4-a52e-4f735466cecf", string>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Errors a retried action may meet while the page is still changing (a re-render, an animation, a mask). */
const TRANSIENT = /stale element|element click intercepted|not interactable|no such element|was not found|detached|is not clickable|not attached|obscured/i;

async function poll<T>(what: string, attempt: () => Promise<{ done: true; value: T } | { done: false; state: string }>, timeout = WAIT_MS): Promise<T> {
  const deadline = Date.now() + timeout;
  let state = "not tried";
  for (;;) {
    try {
      const result = await attempt();
      if (result.done) return result.value;
      state = result.state;
    } catch (error) {
      // webdriverio puts the W3C error code ("stale element reference") in the name, the driver's words in the message.
      const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      if (!TRANSIENT.test(message)) throw error;
      state = message.split("\n")[0] ?? message;
    }
    if (Date.now() > deadline) throw new Error(`${what}: still not so after ${timeout / 1000} s (last: ${state})`);
    await sleep(100);
  }
}

export class Locator {
  constructor(
    readonly phone: Phone,
    private readonly steps: Step[],
  ) {}

  private with(query: Query, label: string): Locator {
    return new Locator(this.phone, [...this.steps, { query, label }]);
  }

  getByRole(role: string, options: RoleOptions = {}): Locator {
    const query: Query = { role, exact: options.exact, level: options.level, ...(options.name !== undefined ? { name: wire(options.name) } : {}) };
    return this.with(query, `role=${role}${options.name !== undefined ? ` name=${shown(options.name)}` : ""}${options.level ? ` level=${options.level}` : ""}`);
  }

  getByLabel(label: Text, options: { exact?: boolean } = {}): Locator {
    return this.with({ label: wire(label), exact: options.exact }, `label=${shown(label)}`);
  }

  getByText(text: Text, options: { exact?: boolean } = {}): Locator {
    return this.with({ text: wire(text), exact: options.exact }, `text=${shown(text)}`);
  }

  nth(index: number): Locator {
    const steps = this.steps.slice();
    const last = steps.pop();
    if (!last) throw new Error("nth() of the page");
    return new Locator(this.phone, [...steps, { ...last, index, label: `${last.label} #${index}` }]);
  }

  first(): Locator {
    return this.nth(0);
  }

  toString(): string {
    return this.steps.map((step) => step.label).join(" >> ");
  }

  /**
   * What the chain finds now, each with whether it is visible, in one round trip (none while the page has
   * no harness yet, during a navigation). Elements come back as W3C references, which execute() takes as
   * arguments again.
   */
  async snapshot(): Promise<{ element: ElementReference; visible: boolean }[]> {
    const found = (await this.phone.browser.execute((steps: Step[]) => {
      const harness = window.__webkit;
      if (!harness) return [];
      let roots: (Element | Document)[] = [document];
      for (const [position, step] of steps.entries()) {
        const root = roots[0];
        if (!root) return [];
        let hits = harness.query(step.query, root);
        if (step.index !== undefined) hits = hits.slice(step.index, step.index + 1);
        roots = position === steps.length - 1 ? hits : hits.slice(0, 1);
      }
      return (roots as Element[]).map((element) => ({ element, visible: harness.visible(element) }));
    }, this.steps)) as unknown as { element: ElementReference; visible: boolean }[];
    return found;
  }

  /** The one element, waiting until exactly one is there and visible (strict, as Playwright is). */
  async reference(timeout = WAIT_MS): Promise<ElementReference> {
    return poll(`${this} visible`, async () => {
      const found = await this.snapshot();
      if (found.length > 1) throw new Error(`${this} matches ${found.length} elements; narrow it (name, exact, first())`);
      const [hit] = found;
      if (!hit) return { done: false, state: "no match" };
      return hit.visible ? { done: true, value: hit.element } : { done: false, state: "found but not visible" };
    }, timeout);
  }

  /** The one visible element as webdriverio's element, for WebDriver's own actions. */
  async element(timeout = WAIT_MS): Promise<WebdriverIO.Element> {
    return this.phone.browser.$(await this.reference(timeout)) as unknown as Promise<WebdriverIO.Element>;
  }

  /** Runs `read` in the page on the one visible element. */
  private async read<T>(read: (element: Element) => T): Promise<T> {
    const reference = await this.reference();
    return this.phone.browser.execute(read, reference as unknown as Element) as Promise<T>;
  }

  async waitFor(state: "visible" | "hidden" = "visible", timeout = WAIT_MS): Promise<void> {
    if (state === "visible") {
      await this.reference(timeout);
      return;
    }
    await poll(`${this} hidden`, async () => {
      const visible = (await this.snapshot()).filter((hit) => hit.visible).length;
      return visible ? { done: false, state: `${visible} visible` } : { done: true, value: undefined };
    }, timeout);
  }

  async isVisible(): Promise<boolean> {
    return (await this.snapshot()).some((hit) => hit.visible);
  }

  async count(): Promise<number> {
    return (await this.snapshot()).length;
  }

  /** WebDriver's element click: scrolled into view, refused while something covers it (then tried again). */
  async click(): Promise<void> {
    await poll(`click ${this}`, async () => {
      const element = await this.element();
      await element.click();
      return { done: true, value: undefined };
    });
  }

  /** Types `value` into the field (WebDriver's clear, then real key presses). */
  async fill(value: string): Promise<void> {
    await poll(`fill ${this}`, async () => {
      const element = await this.element();
      await element.setValue(value);
      const now = await element.getValue();
      return now === value ? { done: true, value: undefined } : { done: false, state: `value is "${now}"` };
    });
  }

  async value(): Promise<string> {
    return this.read((element) => (element as HTMLInputElement).value);
  }

  async attribute(name: string): Promise<string | null> {
    const reference = await this.reference();
    return this.phone.browser.execute((element: Element, attribute: string) => element.getAttribute(attribute), reference as unknown as Element, name);
  }

  async text(): Promise<string> {
    return this.read((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim());
  }

  async description(): Promise<string> {
    return this.read((element) => window.__webkit.description(element));
  }

  // Waiting assertions (the expect(...).toX of Playwright).
  async expectVisible(timeout = WAIT_MS): Promise<void> {
    await this.element(timeout);
  }

  async expectHidden(timeout = WAIT_MS): Promise<void> {
    await this.waitFor("hidden", timeout);
  }

  async expectValue(expected: Text): Promise<void> {
    await this.expectState("value", () => this.value(), expected);
  }

  async expectText(expected: Text): Promise<void> {
    await this.expectState("text", () => this.text(), expected);
  }

  async expectDescription(expected: Text): Promise<void> {
    await this.expectState("accessible description", () => this.description(), expected);
  }

  async expectAttribute(name: string, expected: Text): Promise<void> {
    await this.expectState(`attribute ${name}`, async () => (await this.attribute(name)) ?? "(none)", expected);
  }

  private async expectState(what: string, read: () => Promise<string>, expected: Text): Promise<void> {
    await poll(`${this} ${what} ${shown(expected)}`, async () => {
      const actual = await read();
      const ok = typeof expected === "string" ? actual === expected : expected.test(actual);
      return ok ? { done: true, value: undefined } : { done: false, state: `"${actual}"` };
    });
  }
}

export class Phone {
  private shots = 0;

  constructor(
    readonly browser: WebdriverIO.Browser,
    public testName: string,
  ) {}

  private get page(): Locator {
    return new Locator(this, []);
  }

  getByRole(role: string, options: RoleOptions = {}): Locator {
    return this.page.getByRole(role, options);
  }

  getByLabel(label: Text, options: { exact?: boolean } = {}): Locator {
    return this.page.getByLabel(label, options);
  }

  getByText(text: Text, options: { exact?: boolean } = {}): Locator {
    return this.page.getByText(text, options);
  }

  /** Opens an app path (`/m/...`) and waits for the page's load event. */
  /** From the next page opened on, the page's clock reads `time` (an ISO time) and runs on from there (page/harness.ts). */
  async setClock(time: string): Promise<void> {
    const at = Date.parse(time);
    if (!Number.isFinite(at)) throw new Error(`setClock: not a time: ${time}`);
    await this.browser.execute((ms: number) => window.__webkit.setClock(ms), at);
  }

  async go(path: string): Promise<void> {
    await this.browser.url(`${BASE_URL}${path}`);
  }

  async reload(): Promise<void> {
    await this.browser.refresh();
  }

  /** The address's path and query. */
  async path(): Promise<string> {
    const url = new URL(await this.browser.getUrl());
    return url.pathname + url.search;
  }

  async expectPath(expected: RegExp): Promise<void> {
    await poll(`address ${expected}`, async () => {
      const now = await this.path();
      return expected.test(now) ? { done: true, value: undefined } : { done: false, state: now };
    });
  }

  async expectTitle(expected: string): Promise<void> {
    await poll(`title "${expected}"`, async () => {
      const now = await this.browser.getTitle();
      return now === expected ? { done: true, value: undefined } : { done: false, state: `"${now}"` };
    });
  }

  /** The app has drawn (or hydrated) its first screen (html[data-app-ready], lib/app-shell.ts): its buttons answer from here. */
  async expectReady(): Promise<void> {
    await poll("the app ready (html[data-app-ready])", async () => {
      const ready = await this.browser.execute(() => document.documentElement.hasAttribute("data-app-ready"));
      return ready ? { done: true, value: undefined } : { done: false, state: "not yet" };
    });
  }

  /** Uncaught errors and unhandled rejections since the session began (every page of this tab). */
  async errors(): Promise<PageError[]> {
    return this.browser.execute(() => {
      try {
        return JSON.parse(sessionStorage.getItem("__webkit_errors") ?? "[]") as PageError[];
      } catch {
        return window.__errors ?? [];
      }
    });
  }

  /** test-results/webkit/screens/<test>-<name>.png, the viewport as WebKit drew it. */
  async screenshot(name: string): Promise<string> {
    const folder = join(OUTPUT, "screens");
    mkdirSync(folder, { recursive: true });
    const file = join(folder, `${slug(this.testName)}-${String(++this.shots).padStart(2, "0")}-${slug(name)}.png`);
    // Two animation frames: the screen WebKit captures is the one the last steps drew.
    await this.browser.executeAsync((done: () => void) => requestAnimationFrame(() => requestAnimationFrame(() => done()))).catch(() => undefined);
    await this.browser.saveScreenshot(file);
    return file;
  }

  /** A screenshot only when asked for (SCREENSHOTS=1). */
  async shot(name: string): Promise<void> {
    if (SCREENSHOTS) await this.screenshot(name);
  }
}

export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 80);
}

/** A new WebKit session (its own, empty storage) at the phone's size. */
export async function openPhone(testName: string): Promise<Phone> {
  const binary = miniBrowserPath();
  if (!binary) throw new Error("MiniBrowser not found: run node scripts/lib/webkit.mjs");
  const browser = await remote({
    hostname: "127.0.0.1",
    port: PORTS.driver,
    logLevel: "silent",
    connectionRetryCount: 1,
    capabilities: {
      browserName: "MiniBrowser",
      // WebKitWebDriver 2.50 refuses a session that asks for WebDriver BiDi (webSocketUrl), which webdriverio asks for by default.
      "wdio:enforceWebDriverClassic": true,
      "webkitgtk:browserOptions": { binary, args: ["--automation", `--user-agent=${IPHONE_USER_AGENT}`] },
    } as WebdriverIO.Capabilities,
  });
  // The window holds a (shrunk) toolbar: size it so that the page's viewport is the phone's.
  await browser.setWindowSize(VIEWPORT.width, VIEWPORT.height);
  const inner = await browser.execute(() => ({ width: window.innerWidth, height: window.innerHeight }));
  if (inner.width !== VIEWPORT.width || inner.height !== VIEWPORT.height) {
    await browser.setWindowSize(VIEWPORT.width * 2 - inner.width, VIEWPORT.height * 2 - inner.height);
  }
  return new Phone(browser, testName);
}
