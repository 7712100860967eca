// A part of a screen held back until the screen around it has been painted once: its code (a lazy chunk) is
// then asked for after that paint, not in the same commit. Asked for in the commit, the deposit form's 40 kB
// ended before the deposit centre's largest paint in Lighthouse's observed load about one run in two (the paint
// waits a frame or two after the commit; a local chunk comes in 30 to 70 ms), and its slow-phone simulation
// then counted all of it before that paint.
import { useEffect, useState } from "react";
import { after } from "./timing.ts";

/**
 * How long after the animation frame that follows a paint the paint counts as shown. Chromium times a paint
 * (the largest contentful paint among them) by when its frame is presented: in the browser tests' Chromium, from
 * before that animation frame to 60 ms after it, more on a loaded machine, so a chunk or a call started there still
 * went before the paint it waited for (e2e/lcp.spec.ts).
 */
export const PAINT_PRESENTED_MS = 250;

/** Runs `run` once the next frame has been drawn: two animation frames (the first runs before that frame's paint). Returns the cancel. */
function afterNextFrame(run: () => void): () => void {
  let second = 0;
  const first = requestAnimationFrame(() => {
    second = requestAnimationFrame(run);
  });
  return () => {
    cancelAnimationFrame(first);
    cancelAnimationFrame(second);
  };
}

/** Runs `run` once the next frame has been painted and shown: the next frame drawn (afterNextFrame), then PAINT_PRESENTED_MS. Returns the cancel. */
export function afterNextPaint(run: () => void): () => void {
  let cancelWait = () => {};
  const cancelFrame = afterNextFrame(() => {
    cancelWait = after(PAINT_PRESENTED_MS, run);
  });
  return () => {
    cancelFrame();
    cancelWait();
  };
}

/**
 * False until a frame has been painted and shown since the caller mounted (afterNextPaint); with `until` "drawn",
 * until that frame has been drawn (afterNextFrame), for a caller whose paint no measure waits for. Read at mount.
 */
export function usePaintedOnce(until: "shown" | "drawn" = "shown"): boolean {
  const [painted, setPainted] = useState(false);
  const [wait] = useState(() => (until === "drawn" ? afterNextFrame : afterNextPaint));
  useEffect(() => wait(() => setPainted(true)), [wait]);
  return painted;
}
