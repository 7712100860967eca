import { useEffect, useRef } from "react";

/** Calls `callback` when the browser comes back online, while `enabled` (a failed list that React Query does not own). */
export function useOnReconnect(callback: () => void, enabled: boolean): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  useEffect(() => {
    if (!enabled) return;
    const online = () => latest.current();
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [enabled]);
}
