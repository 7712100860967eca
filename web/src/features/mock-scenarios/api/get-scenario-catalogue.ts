import { scenarioCatalogue, type ScenarioCatalogue } from "@platform/mocks/scenarios";
import { defineLocalQuery } from "../../../lib/api-query.ts";

/** The bundled contract, served by the dev/preview server in mock mode (web/vite.config.ts). */
const CONTRACT_URL = "/docs/openapi.json";

function isContract(value: unknown): value is Parameters<typeof scenarioCatalogue>[0] {
  const doc = value as { openapi?: unknown; paths?: unknown } | null;
  return typeof doc === "object" && doc !== null && typeof doc.openapi === "string" && typeof doc.paths === "object" && doc.paths !== null;
}

/** The mocks' scenario catalogue of the bundled contract: the operations that have named examples. */
export async function fetchScenarioCatalogue(fetchImpl: typeof fetch): Promise<ScenarioCatalogue> {
  const response = await fetchImpl(CONTRACT_URL, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error(`${CONTRACT_URL}: HTTP ${response.status}`);
  const doc: unknown = await response.json();
  if (!isContract(doc)) throw new Error(`${CONTRACT_URL} is not an OpenAPI document`);
  return scenarioCatalogue(doc).filter((operation) => operation.responses.length > 0);
}

/** Not a contract operation: the bundled contract itself (lib/api-query.ts's local reads). Asked once. */
export const contractScenarios = defineLocalQuery("mock-scenario-catalogue", { load: (services) => fetchScenarioCatalogue(services.fetch), staleTime: Infinity });
