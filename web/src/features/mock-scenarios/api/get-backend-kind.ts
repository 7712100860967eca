import { defineLocalQuery } from "../../../lib/api-query.ts";

/**
 * The sandbox backend's admin address (`npm start -- --sandbox`), on the mock's own origin: the dev server never
 * proxies it. Prism answers it 404. Empty in a build, which then shows Prism's note without asking.
 */
const sandboxAdminUrl = (): string => import.meta.env.VITE_SANDBOX_ADMIN;

export type BackendKind = { kind: "prism" } | { kind: "sandbox"; captcha: string; smsCode: string };

/** Which mock the app talks to: the stateful sandbox (it answers /__sandbox) or Prism. */
async function fetchBackendKind(fetchImpl: typeof fetch): Promise<BackendKind> {
  const admin = sandboxAdminUrl();
  if (!admin) return { kind: "prism" };
  try {
    const response = await fetchImpl(admin, { headers: { Accept: "application/json" } });
    if (!response.ok) return { kind: "prism" };
    const body = (await response.json()) as { sandbox?: unknown; captcha?: unknown; smsCode?: unknown };
    return typeof body.sandbox === "string" ? { kind: "sandbox", captcha: String(body.captcha ?? ""), smsCode: String(body.smsCode ?? "") } : { kind: "prism" };
  } catch {
    return { kind: "prism" };
  }
}

/** Not a contract operation: the mock's own admin address (lib/api-query.ts's local reads). Asked once. */
export const backendKind = defineLocalQuery("mock-backend-kind", { load: (services) => fetchBackendKind(services.fetch), staleTime: Infinity });

/** POST /__sandbox/reset: the sandbox forgets every member, session and mark made since it started. */
export async function resetSandbox(fetchImpl: typeof fetch): Promise<void> {
  const response = await fetchImpl(`${sandboxAdminUrl()}/reset`, { method: "POST" });
  if (!response.ok) throw new Error(`${sandboxAdminUrl()}/reset: HTTP ${response.status}`);
}
