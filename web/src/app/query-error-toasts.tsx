import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useI18nContext } from "../i18n/typesafe-i18n-react.tsx";
import { failureText } from "../lib/failure-text.ts";
import { isPlatformError } from "@platform/sdk";
import { toast } from "../ui/toast/toast-store.ts";

/** Shows a failed query's message as a short toast (silent queries and lost sessions excepted). */
export function QueryErrorToasts() {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== "updated" || event.action.type !== "error") return;
        const { query } = event;
        if (query.meta?.silent) return;
        const error = event.action.error;
        if (isPlatformError(error) && error.kind === "unauthorized") return;
        toast.error(failureText(LL, error));
      }),
    [LL, queryClient],
  );

  return null;
}
