import type { useApi } from "../../../lib/app-services.tsx";

/** The typed SDK client the data functions take (useApi() in components). */
export type Api = ReturnType<typeof useApi>;
