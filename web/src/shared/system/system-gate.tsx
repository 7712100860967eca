import { Suspense, useDeferredValue, useEffect, type ReactNode } from "react";
import { startedFromPrerender, useHydrating } from "../../lib/hydration.ts";
import { setSystemStatus } from "../../stores/common.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { useSystemStatus } from "./api/get-system-status.ts";
import { statusCode } from "./status-code.ts";
import { lazyPart } from "../../lib/lazy-part.ts";

// Maintenance and region pages are rare: their code is a chunk of its own.
const StatusPage = lazyPart(() => import("./status-page.tsx").then((module) => ({ default: module.StatusPage })));

/**
 * Spec §4: status 0 renders the app; 1 and 2 each a full page. With nothing
 * cached, a failed status call lets the app render (each call then reports
 * its own failure) rather than locking members out, and the app stays while
 * the status is asked again: a query without data goes back to "pending" on
 * each new try (the app's parts mounting retry it), which took the app away
 * for the splash again and again on a first visit offline.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  // A hydrating render draws what the build prerendered: the app, as if the status were 0.
  const hydrating = useHydrating();
  const answer = hydrating ? undefined : status.data;
  // errorUpdatedAt outlives a new try (isError does not): once failed, the app is in until an answer says otherwise.
  const failedOnce = status.isError || status.errorUpdatedAt > 0;
  const known = answer ? statusCode(answer) : failedOnce && !hydrating ? 0 : undefined;
  // The app (or a status page) replaces the splash in a transition: React renders it in
  // slices between which the browser can paint and load, not in one long task.
  const code = useDeferredValue(known);

  useEffect(() => {
    if (known !== undefined) setSystemStatus(known);
  }, [known]);

  const splash = (
    <div className="splash">
      <Spinner size="large" />
    </div>
  );
  // Started from the prerendered frame: it stays (its skeletons) while the status loads, no splash over it.
  if (code === undefined && (hydrating || startedFromPrerender())) return children;
  if (code === undefined) return splash;
  if (code === 0) return children;
  return (
    <Suspense fallback={splash}>
      <StatusPage
        kind={code === 1 ? "maintenance" : "regionRestricted"}
        ip={answer?.location?.ip}
        refreshing={status.isFetching}
        onRetry={() => void status.refetch()}
      />
    </Suspense>
  );
}
