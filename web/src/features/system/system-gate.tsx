import { useEffect, type ReactNode } from "react";
import { setSystemStatus } from "../../stores/common.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { useSystemStatus } from "./api/get-system-status.ts";
import { statusCode } from "./status-code.ts";
import { StatusPage } from "./status-page.tsx";

/**
 * Spec §4: status 0 renders the app; 1 and 2 each a full page. With nothing
 * cached, a failed status call lets the app render (each call then reports
 * its own failure) rather than locking members out.
 */
export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  const code = status.data ? statusCode(status.data) : status.isError ? 0 : undefined;

  useEffect(() => {
    if (code !== undefined) setSystemStatus(code);
  }, [code]);

  if (code === undefined) {
    return (
      <div className="splash">
        <Spinner size="large" />
      </div>
    );
  }
  if (code === 0) return children;
  return (
    <StatusPage
      kind={code === 1 ? "maintenance" : "regionRestricted"}
      ip={status.data?.location?.ip}
      refreshing={status.isFetching}
      onRetry={() => void status.refetch()}
    />
  );
}
