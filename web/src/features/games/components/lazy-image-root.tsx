import { createContext, useContext, type ReactNode, type RefObject } from "react";

/**
 * The container the images inside it scroll in (spec §9: they load within
 * 100 px of it, not of the viewport): a horizontal row of cards wraps its
 * items in this, with a ref to its scrolling element. None: the viewport.
 */
const LazyImageRootContext = createContext<RefObject<Element | null> | null>(null);

export function LazyImageRoot({ scroller, children }: { scroller: RefObject<Element | null>; children: ReactNode }) {
  return <LazyImageRootContext value={scroller}>{children}</LazyImageRootContext>;
}

/** The scroll container of the nearest LazyImageRoot (read when an effect runs: refs are set by then). */
export function useLazyImageRoot(): RefObject<Element | null> | null {
  return useContext(LazyImageRootContext);
}
