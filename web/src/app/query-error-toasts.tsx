import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useI18nContext } from "../i18n/typesafe-i18n-react.tsx";
import { failureText } from "../lib/failure-text.ts";
import { isPlatformError } from "@platform/sdk";
import { toast } from "../ui/toast/toast-store.ts";

/** Shows the failure of a query marked `meta.toast` (no view shows it) as a short toast; a lost session has its own message, offline has its banner. */
export function QueryErrorToasts() {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "error") return;
        const { query } = event;
        if (!query.meta?.toast) return;
        const error = event.action.error;
        if (isPlatformError(error) && error.kind === "unauthorized") return;
        // Offline, the banner says it already; a toast would lie over the screen (over a form's field, the
        // balance refreshed after a deposit that could not go), beside the form's own message.
        if (isPlatformError(error) && error.kind === "network" && !navigator.onLine) return;
        toast.error(failureText(LL, error));
      }),
    [LL, queryClient],
  );

  return null;
}
