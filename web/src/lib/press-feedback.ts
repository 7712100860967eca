// Spec §9 press timings (lib/press.ts) on the app's pressable parts: buttons,
// icon buttons, game tiles, vendor cards and anything marked data-pressable
// (list rows). One set of listeners on the document, not one per element: the
// press shows as a data-pressed attribute, which the styles draw (instead of
// :active, which lights at once, even under a finger that starts a scroll).
// A held press also sends a bubbling "longpress" event for a part that wants one.
import { createPressTracker, type PressTracker } from "./press.ts";

const PRESSABLE = ".button, .icon-button, .game-tile__main, .vendor-card__main, [data-pressable]";
export const PRESSED_ATTRIBUTE = "data-pressed";
export const LONG_PRESS_EVENT = "longpress";

/** Listens on `target` for the whole app; returns the uninstaller. */
export function installPressFeedback(target: Document = document): () => void {
  let current: { element: Element; tracker: PressTracker; pointerId: number } | null = null;

  const onDown = (event: PointerEvent) => {
    if (!event.isPrimary) return;
    current?.tracker.cancel();
    current = null;
    const element = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (!element || element.matches(":disabled, [aria-disabled='true']")) return;
    const tracker = createPressTracker({
      onPressIn: () => element.setAttribute(PRESSED_ATTRIBUTE, ""),
      onPressOut: () => element.removeAttribute(PRESSED_ATTRIBUTE),
      onLongPress: () => element.dispatchEvent(new CustomEvent(LONG_PRESS_EVENT, { bubbles: true })),
    });
    current = { element, tracker, pointerId: event.pointerId };
    // A mouse has no scroll to tell apart: it presses at once.
    tracker.down(event.clientX, event.clientY, event.pointerType === "mouse" ? 0 : undefined);
  };
  const onMove = (event: PointerEvent) => {
    if (current?.pointerId === event.pointerId) current.tracker.move(event.clientX, event.clientY);
  };
  const onUp = (event: PointerEvent) => {
    if (current?.pointerId !== event.pointerId) return;
    current.tracker.up();
    current = null;
  };
  const onCancel = (event: PointerEvent) => {
    if (current?.pointerId !== event.pointerId) return;
    current.tracker.cancel();
    current = null;
  };

  const options = { capture: true, passive: true } as const;
  target.addEventListener("pointerdown", onDown, options);
  target.addEventListener("pointermove", onMove, options);
  target.addEventListener("pointerup", onUp, options);
  target.addEventListener("pointercancel", onCancel, options);
  return () => {
    current?.tracker.cancel();
    target.removeEventListener("pointerdown", onDown, options);
    target.removeEventListener("pointermove", onMove, options);
    target.removeEventListener("pointerup", onUp, options);
    target.removeEventListener("pointercancel", onCancel, options);
  };
}
