import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAppServices } from "../../../lib/app-services.tsx";
import { buildCatalogue, type ScenarioOperation } from "../scenario-catalogue.ts";

/** The bundled contract, served by the dev/preview server in mock mode (web/vite.config.ts). */
export const CONTRACT_URL = "/docs/openapi.json";

export async function fetchScenarioCatalogue(fetchImpl: typeof fetch): Promise<ScenarioOperation[]> {
  const response = await fetchImpl(CONTRACT_URL, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${CONTRACT_URL}: HTTP ${response.status}`);
  return buildCatalogue(await response.json());
}

export const scenarioCatalogueQuery = (fetchImpl: typeof fetch) =>
  queryOptions({
    queryKey: ["mock", "scenario-catalogue"] as const,
    queryFn: () => fetchScenarioCatalogue(fetchImpl),
    staleTime: Infinity,
  });

export function useScenarioCatalogue() {
  const { fetch } = useAppServices();
  return useQuery(scenarioCatalogueQuery(fetch));
}
