import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { SessionExpiryListener } from "../shared/session/index.ts";
import { TypesafeI18n } from "../i18n/typesafe-i18n-react.tsx";
import type { Locales } from "../i18n/generated/i18n-types.ts";
import { AppServicesProvider, type AppServices } from "../lib/app-services.tsx";
import { HydrationRoot } from "../lib/hydration.ts";
import { DialogHost } from "../ui/dialog/dialog-host.tsx";
import { ToastHost } from "../ui/toast/toast-host.tsx";
import { QueryErrorToasts } from "./query-error-toasts.tsx";
import { useAppLocation } from "../lib/app-location.ts";
import { UnsafeUrlToasts } from "./unsafe-url-toasts.tsx";
import { useSnapshot } from "valtio";
import { QueryAccountProvider } from "../lib/api-query.ts";
import { authStore } from "../stores/auth.ts";

/** Whose session the member queries are kept for (lib/api-query.ts keys them by it). */
function SessionAccount({ children }: { children: ReactNode }) {
  const userName = useSnapshot(authStore).session?.userName;
  return <QueryAccountProvider value={userName}>{children}</QueryAccountProvider>;
}

/** Every provider the app runs with; tests render through this same tree (testing/test-utils.tsx). */
export function AppProviders({
  services,
  queryClient,
  locale,
  hydrating = false,
  children,
}: {
  services: AppServices;
  queryClient: QueryClient;
  locale: Locales;
  /** The build's prerender, or render-app.tsx hydrating its markup (lib/hydration.ts). */
  hydrating?: boolean;
  children: ReactNode;
}) {
  return (
    <HydrationRoot hydrating={hydrating} queryClient={queryClient}>
      <AppServicesProvider services={services}>
        <QueryClientProvider client={queryClient}>
          <SessionAccount>
            <TypesafeI18n locale={locale}>
              <Router hook={useAppLocation}>
                {children}
                <SessionExpiryListener />
                <QueryErrorToasts />
                <UnsafeUrlToasts />
                <ToastHost />
                <DialogHost />
              </Router>
            </TypesafeI18n>
          </SessionAccount>
        </QueryClientProvider>
      </AppServicesProvider>
    </HydrationRoot>
  );
}
