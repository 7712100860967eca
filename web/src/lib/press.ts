// Spec §9 touch press timings, as one pure timing module (no React, no DOM):
// a press shows after the finger has rested PRESS_DELAY_MS (so a scroll that
// starts on a tile does not light it), a move beyond PRESS_RETENTION_PX
// cancels it (the finger is scrolling), release removes it PRESS_OUT_MS later
// (a quick tap still shows a short press), and a hold of LONG_PRESS_MS is a
// long press. lib/press-feedback.ts applies it to the app's pressable parts.
import { after, type Cancel } from "./timing.ts";

/** Spec §9: how long a touch rests before the press shows. */
export const PRESS_DELAY_MS = 130;
/** Spec §9: a touch held this long is a long press. */
export const LONG_PRESS_MS = 370;
/** Spec §9: the press stays this long after release. */
export const PRESS_OUT_MS = 100;
/** Spec §9: a finger that moves further than this from where it landed is scrolling, not pressing. */
export const PRESS_RETENTION_PX = 20;

export interface PressHandlers {
  /** The press shows. */
  onPressIn: () => void;
  /** The press goes. */
  onPressOut: () => void;
  /** The touch was held LONG_PRESS_MS without moving away. */
  onLongPress?: () => void;
}

export interface PressTracker {
  /** A pointer lands at (x, y); `delayMs` 0 for a mouse (no scroll to tell apart). */
  down(x: number, y: number, delayMs?: number): void;
  move(x: number, y: number): void;
  /** The pointer is lifted. */
  up(): void;
  /** The browser took the gesture (a scroll) or the pointer left: no press, none pending. */
  cancel(): void;
}

export function createPressTracker(handlers: PressHandlers): PressTracker {
  let origin: { x: number; y: number } | null = null;
  let pressed = false;
  let pressTimer: Cancel | undefined;
  let longTimer: Cancel | undefined;
  let outTimer: Cancel | undefined;

  const pressIn = () => {
    pressTimer = undefined;
    if (!pressed) {
      pressed = true;
      handlers.onPressIn();
    }
  };
  const pressOut = () => {
    outTimer = undefined;
    if (pressed) {
      pressed = false;
      handlers.onPressOut();
    }
  };
  const clearHold = () => {
    pressTimer?.();
    longTimer?.();
    pressTimer = undefined;
    longTimer = undefined;
  };

  return {
    down(x, y, delayMs = PRESS_DELAY_MS) {
      clearHold();
      outTimer?.();
      outTimer = undefined;
      origin = { x, y };
      if (delayMs <= 0) pressIn();
      else pressTimer = after(delayMs, pressIn);
      if (handlers.onLongPress) {
        const onLongPress = handlers.onLongPress;
        longTimer = after(LONG_PRESS_MS, () => {
          longTimer = undefined;
          onLongPress();
        });
      }
    },
    move(x, y) {
      if (!origin) return;
      if (Math.hypot(x - origin.x, y - origin.y) > PRESS_RETENTION_PX) this.cancel();
    },
    up() {
      if (!origin) return;
      origin = null;
      // A tap shorter than the delay still shows its press, briefly.
      if (pressTimer !== undefined) pressIn();
      clearHold();
      outTimer = after(PRESS_OUT_MS, pressOut);
    },
    cancel() {
      origin = null;
      clearHold();
      outTimer?.();
      outTimer = undefined;
      pressOut();
    },
  };
}
