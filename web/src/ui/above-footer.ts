// What is fixed just above the footer (the update prompt, home's add-to-home-
// screen guide) stacks instead of covering each other: the update prompt, the
// one that must be answered, holds the place next to the footer and reserves
// its height and a gap in --above-footer-reserved (styles/theme.css, 0 by default), and
// the guide sits that much higher. The height follows the element (the prompt
// wraps to more lines in Chinese or Malay, and when its buttons change).

export const ABOVE_FOOTER_RESERVED = "--above-footer-reserved";

/**
 * A ref callback: reserves the element's height above the footer while it is in the page (React 19 calls the
 * returned cleanup when it leaves). The next element fixed above the footer sits over it.
 */
export function reserveAboveFooter(node: HTMLElement | null): (() => void) | undefined {
  if (!node) return undefined;
  const root = document.documentElement;
  const reserve = () => root.style.setProperty(ABOVE_FOOTER_RESERVED, `calc(${node.getBoundingClientRect().height}px + var(--above-footer-gap))`);
  reserve();
  const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(reserve);
  resize?.observe(node);
  return () => {
    resize?.disconnect();
    root.style.removeProperty(ABOVE_FOOTER_RESERVED);
  };
}
