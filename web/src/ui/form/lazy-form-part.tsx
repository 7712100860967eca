import { Suspense, type ReactNode } from "react";
import { useI18nContext } from "../../i18n/typesafe-i18n-react.tsx";
import { ErrorBoundary } from "../error-boundary.tsx";
import { FormAlert } from "./form-alert.tsx";

/**
 * A part of a form whose code is a lazy chunk (not in the first
 * paint): nothing (or `pending`) while its code is on its way, and the network
 * message in its place when the chunk cannot be fetched, never a blank or
 * broken form.
 */
export function LazyFormPart({ children, pending = null }: { children: ReactNode; pending?: ReactNode }) {
  const { LL } = useI18nContext();
  return (
    <ErrorBoundary fallback={<FormAlert text={LL.errors.networkSlow()} />}>
      <Suspense fallback={pending}>{children}</Suspense>
    </ErrorBoundary>
  );
}
