import { useCallback, useRef } from "react";

/**
 * One request per action however many taps: the flag is checked and set
 * synchronously, before React re-renders the disabled button, so the second
 * tap of a double tap starts nothing. It stays set after a success (the
 * view's new state — signed, redeemed — takes over; a tap landing before that
 * render must not send the action again) and is cleared by a failure, so the
 * member can try again. The failure itself is the action's state to show.
 */
export function useSingleFlight(): (start: () => Promise<unknown>) => void {
  const busy = useRef(false);
  return useCallback((start) => {
    if (busy.current) return;
    busy.current = true;
    start().catch(() => {
      busy.current = false;
    });
  }, []);
}
