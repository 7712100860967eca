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

/** Issue 17: offline, the app shows what the service worker kept, under this banner. */
export function OfflineBanner() {
  const { LL } = useI18nContext();
  const offline = useSyncExternalStore(subscribe, isOffline, () => false);
  if (!offline) return null;
  return (
    <p className="offline-banner" role="status">
      {LL.pwa.offline()}
    </p>
  );
}
