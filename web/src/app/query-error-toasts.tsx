import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useI18nContext } from "../i18n/typesafe-i18n-react.tsx";
import { failureText } from "../lib/failure-text.ts";
import { isPlatformError } from "@platform/sdk";
import { toast } from "../ui/toast/toast-store.ts";

/** Shows the failure of a query marked `meta.toast` (no view shows it) as a short toast; a lost session has its own message. */
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
        toast.error(failureText(LL, error));
      }),
    [LL, queryClient],
  );

  return null;
}
