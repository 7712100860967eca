import { useSyncExternalStore } from "react";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import "./pwa.css";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

const isOffline = () => !navigator.onLine;

/** The CSS variable the frame makes room with (styles/theme.css): the header and the page start below the banner. */
const OFFLINE_HEIGHT = "--offline-height";

/**
 * A ref callback: while the banner is in the page, the frame keeps its height free at the top (the header, the
 * page and its sticky strips move down by it), so the banner covers no control; it follows the banner's height
 * (two lines in Malay at 320 px). React 19 calls the returned cleanup when it leaves.
 */
function takePlaceAtTop(node: HTMLElement | null): (() => void) | undefined {
  if (!node) return undefined;
  const root = document.documentElement;
  const reserve = () => root.style.setProperty(OFFLINE_HEIGHT, `${node.getBoundingClientRect().height}px`);
  reserve();
  const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(reserve);
  resize?.observe(node);
  return () => {
    resize?.disconnect();
    root.style.removeProperty(OFFLINE_HEIGHT);
  };
}

/**
 * Offline, the app shows what the service worker kept, under this banner. The banner
 * takes its own place at the top of the screen rather than lying over the page's first controls, and says
 * only what is so: nothing waits for the network, a call made offline fails with its own message.
 */
export function OfflineBanner() {
  const { LL } = useI18nContext();
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  if (!offline) return null;
  return (
    <p ref={takePlaceAtTop} className="offline-banner" role="status">
      {LL.pwa.offline()}
    </p>
  );
}
