import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRESS_DELAY_MS, PRESS_OUT_MS, PRESS_RETENTION_PX } from "./press.ts";
import { installPressFeedback, LONG_PRESS_EVENT, PRESSED_ATTRIBUTE } from "./press-feedback.ts";

function pointer(type: string, target: Element, x: number, y: number, pointerType = "touch") {
  const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: y });
  Object.defineProperties(event, { pointerId: { value: 1 }, pointerType: { value: pointerType }, isPrimary: { value: true } });
  target.dispatchEvent(event);
}

describe("press feedback on the app's pressable parts (spec §9)", () => {
  let uninstall: () => void;
  let tile: HTMLElement;

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<button class="game-tile__main"><span class="art">art</span></button><button class="button" disabled>off</button><p>text</p>';
    tile = document.querySelector(".game-tile__main") as HTMLElement;
    uninstall = installPressFeedback(document);
  });
  afterEach(() => {
    uninstall();
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it("marks a held tile pressed after 130 ms (from a touch on its child), and unmarks it 100 ms after release", () => {
    pointer("pointerdown", tile.querySelector(".art") as Element, 10, 10);
    vi.advanceTimersByTime(PRESS_DELAY_MS - 1);
    expect(tile.hasAttribute(PRESSED_ATTRIBUTE)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tile.hasAttribute(PRESSED_ATTRIBUTE)).toBe(true);
    pointer("pointerup", tile, 10, 10);
    vi.advanceTimersByTime(PRESS_OUT_MS);
    expect(tile.hasAttribute(PRESSED_ATTRIBUTE)).toBe(false);
  });

  it("does not mark a tile under a scroll (a move beyond 20 px, then the browser's pointercancel)", () => {
    pointer("pointerdown", tile, 10, 10);
    pointer("pointermove", tile, 10, 10 + PRESS_RETENTION_PX + 5);
    pointer("pointercancel", tile, 10, 40);
    vi.advanceTimersByTime(1_000);
    expect(tile.hasAttribute(PRESSED_ATTRIBUTE)).toBe(false);
  });

  it("sends a long press event after 370 ms held", () => {
    const longPress = vi.fn();
    tile.addEventListener(LONG_PRESS_EVENT, longPress);
    pointer("pointerdown", tile, 10, 10);
    vi.advanceTimersByTime(370);
    expect(longPress).toHaveBeenCalledTimes(1);
  });

  it("leaves disabled buttons and plain text alone, and stops listening once uninstalled", () => {
    const disabled = document.querySelector(".button") as HTMLElement;
    pointer("pointerdown", disabled, 0, 0);
    pointer("pointerdown", document.querySelector("p") as Element, 0, 0);
    vi.advanceTimersByTime(PRESS_DELAY_MS);
    expect(document.querySelectorAll(`[${PRESSED_ATTRIBUTE}]`)).toHaveLength(0);
    uninstall();
    pointer("pointerdown", tile, 0, 0);
    vi.advanceTimersByTime(PRESS_DELAY_MS);
    expect(tile.hasAttribute(PRESSED_ATTRIBUTE)).toBe(false);
  });

  it("presses at once under a mouse", () => {
    pointer("pointerdown", tile, 0, 0, "mouse");
    expect(tile.hasAttribute(PRESSED_ATTRIBUTE)).toBe(true);
  });
});
