import createClient, { type Client } from "openapi-fetch";
import type { PlatformClientOptions } from "./client-options.ts";
import type { paths } from "./generated/platform-api.ts";
import { platformMiddleware } from "./middleware/platform-middleware.ts";

export interface PlatformClient {
  /** The typed openapi-fetch client; every call goes through the platform middleware. */
  readonly api: Client<paths>;
  readonly merchant: string;
  readonly baseUrl: string;
}

/** One client per app: configure it once with getters that are read on every request. */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const baseUrl = options.baseUrl ?? "";
  const injected = options.fetch;
  const api = createClient<paths>({ baseUrl, ...(injected ? { fetch: (request: Request) => injected(request) } : {}) });
  api.use(platformMiddleware(options));
  return { api, merchant: options.merchant, baseUrl };
}
