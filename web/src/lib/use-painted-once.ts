// A part of a screen held back until the screen around it has been painted once: its code (a lazy chunk) is
// then asked for after that paint, not in the same commit. Asked for in the commit, the deposit form's 40 kB
// ended before the deposit centre's largest paint in Lighthouse's observed load about one run in two (the paint
// waits a frame or two after the commit; a local chunk comes in 30 to 70 ms), and its slow-phone simulation
// then counted all of it before that paint.
import { useEffect, useState } from "react";

/** False until a frame has been painted since the caller mounted: two animation frames (the first runs before that paint). */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return painted;
}
