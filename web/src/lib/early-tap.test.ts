import { afterEach, describe, expect, it, vi } from "vitest";
import { APP_HYDRATING_ATTRIBUTE, APP_READY_ATTRIBUTE, EARLY_TAP_MAX_AGE_MS, EARLY_TAP_RECORDER, replayEarlyTap } from "./early-tap.ts";

const root = document.documentElement;

/** The recorder as the page's loader runs it; returns a function removing its listener. */
function installRecorder(): () => void {
  const added: [string, EventListener, boolean][] = [];
  const fakeDocument = {
    documentElement: root,
    addEventListener: (type: string, listener: EventListener, capture: boolean) => {
      added.push([type, listener, capture]);
      document.addEventListener(type, listener, capture);
    },
  };
  new Function("document", EARLY_TAP_RECORDER)(fakeDocument);
  return () => added.forEach(([type, listener, capture]) => document.removeEventListener(type, listener, capture));
}

function page(html: string): void {
  document.body.innerHTML = html;
}

const frameGlobe = '<div id="app-shell"><button type="button" data-early-tap="preferences"><svg id="globe-icon"></svg></button></div>';

afterEach(() => {
  document.body.innerHTML = "";
  for (const name of [APP_READY_ATTRIBUTE, APP_HYDRATING_ATTRIBUTE, "data-early-tap", "data-early-tap-at"]) root.removeAttribute(name);
  vi.useRealTimers();
});

describe("the loader's early-tap recorder", () => {
  it("writes the name and time of a frame button tapped before the app is ready (the icon inside it too)", () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const remove = installRecorder();
    try {
      page(frameGlobe + '<a href="/m/login">Log in</a>');
      document.getElementById("globe-icon")!.dispatchEvent(new MouseEvent("click", { bubbles: true }));
      expect(root.getAttribute("data-early-tap")).toBe("preferences");
      expect(root.getAttribute("data-early-tap-at")).toBe("1000000");
      // A tap elsewhere leaves the record as it is.
      document.querySelector("a")!.addEventListener("click", (event) => event.preventDefault());
      document.querySelector("a")!.click();
      expect(root.getAttribute("data-early-tap")).toBe("preferences");
    } finally {
      remove();
    }
  });

  it("records nothing once the app is ready, or while React hydrates (React replays those itself)", () => {
    const remove = installRecorder();
    try {
      page(frameGlobe);
      root.setAttribute(APP_HYDRATING_ATTRIBUTE, "");
      document.querySelector("button")!.click();
      expect(root.hasAttribute("data-early-tap")).toBe(false);
      root.removeAttribute(APP_HYDRATING_ATTRIBUTE);
      root.setAttribute(APP_READY_ATTRIBUTE, "");
      document.querySelector("button")!.click();
      expect(root.hasAttribute("data-early-tap")).toBe(false);
    } finally {
      remove();
    }
  });
});

describe("replayEarlyTap", () => {
  function recorded(name: string, at: number): void {
    root.setAttribute("data-early-tap", name);
    root.setAttribute("data-early-tap-at", String(at));
  }

  it("taps the live page's button of that name once, never the frame's, and removes the record", () => {
    page(frameGlobe + '<button type="button" data-early-tap="back">Back</button><button type="button" data-early-tap="preferences">Globe</button>');
    const live = document.querySelectorAll("button")[2]!;
    const frame = document.querySelectorAll("button")[0]!;
    const liveTap = vi.fn();
    const frameTap = vi.fn();
    live.addEventListener("click", liveTap);
    frame.addEventListener("click", frameTap);
    recorded("preferences", 10_000);
    expect(replayEarlyTap(document, 10_000 + EARLY_TAP_MAX_AGE_MS)).toBe("preferences");
    expect(liveTap).toHaveBeenCalledTimes(1);
    expect(frameTap).not.toHaveBeenCalled();
    expect(root.hasAttribute("data-early-tap")).toBe(false);
    expect(root.hasAttribute("data-early-tap-at")).toBe(false);
    expect(replayEarlyTap(document, 10_001)).toBeUndefined();
    expect(liveTap).toHaveBeenCalledTimes(1);
  });

  it("drops a tap older than the limit, one from the future, one without a time, and one whose button is missing or disabled", () => {
    page('<button type="button" data-early-tap="preferences">Globe</button><button type="button" data-early-tap="customer-service" disabled>CS</button>');
    const tap = vi.fn();
    document.querySelectorAll("button").forEach((button) => button.addEventListener("click", tap));
    recorded("preferences", 10_000);
    expect(replayEarlyTap(document, 10_001 + EARLY_TAP_MAX_AGE_MS)).toBeUndefined();
    expect(root.hasAttribute("data-early-tap")).toBe(false);
    recorded("preferences", 10_000);
    expect(replayEarlyTap(document, 9_000)).toBeUndefined();
    root.setAttribute("data-early-tap", "preferences");
    expect(replayEarlyTap(document, 10_000)).toBeUndefined();
    recorded("download", 10_000);
    expect(replayEarlyTap(document, 10_000)).toBeUndefined();
    recorded("customer-service", 10_000);
    expect(replayEarlyTap(document, 10_000)).toBeUndefined();
    expect(tap).not.toHaveBeenCalled();
  });
});
