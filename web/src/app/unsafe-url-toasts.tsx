import { useEffect } from "react";
import { useI18nContext } from "../i18n/typesafe-i18n-react.tsx";
import { onUrlRefused } from "../lib/url-gate.ts";
import { toast } from "../ui/toast/toast-store.ts";

/** An address the URL gate refused when the member tapped or launched something shows one message. */
export function UnsafeUrlToasts() {
  const { LL } = useI18nContext();

  useEffect(
    () =>
      onUrlRefused((report) => {
        if (!report.silent) toast.error(LL.errors.unsafeLink());
      }),
    [LL],
  );

  return null;
}
