// The app's injected services: the SDK client and the fetch it uses. Tests
// pass a fetch that fails on any unhandled request (testing/test-utils.tsx).
import type { PlatformClient } from "@platform/sdk";
import { createContext, useContext, type ReactNode } from "react";

export interface AppServices {
  client: PlatformClient;
  fetch: typeof fetch;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error("useAppServices outside AppServicesProvider");
  return services;
}

/** The typed openapi-fetch client (`api.GET("/wps/...")`): the one declaration of the type every data call takes. */
export type Api = PlatformClient["api"];

/** The typed openapi-fetch client (`api.GET("/wps/...")`). */
export function useApi(): Api {
  return useAppServices().client.api;
}
