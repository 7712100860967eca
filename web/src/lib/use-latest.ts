import { useLayoutEffect, useRef } from "react";

/**
 * A ref that always holds the latest value. The machines' actors and actions
 * are given once when the actor starts; they read the current translations
 * and navigate through this instead of the ones of the first render.
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
