// The Facebook and Google sign-in through Firebase Auth (the
// desktop client's loginFirebaseV2({channel}); spec §3's `firebase` login
// type). The app leaves for the provider with Firebase's redirect and comes
// back to the page it left (login or registration); the flow under way is kept
// in sessionStorage so the page that comes back finishes it.
import { paths } from "../../../lib/routes.ts";

export type SocialProvider = "facebook" | "google";

export { SOCIAL_FLOW_KEY } from "./flow-key.ts";

export interface SocialFlow {
  provider: SocialProvider;
}

/** Reads a stored flow; anything malformed is no flow. */
export function parseFlow(raw: string | null): SocialFlow | undefined {
  if (raw === null) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<SocialFlow>;
    if (value.provider === "facebook" || value.provider === "google") return { provider: value.provider };
  } catch {
    // not a flow
  }
  return undefined;
}

/** The pages a sign-in starts from and comes back to (Firebase returns to the page that left). */
export function isSocialPage(pathname: string): boolean {
  return pathname === paths.login || pathname === paths.register;
}

/** Firebase's answers when the member closed the provider's page (no failure to report). */
const CANCELLED = new Set(["auth/user-cancelled", "auth/popup-closed-by-user", "auth/cancelled-popup-request", "auth/redirect-cancelled-by-user"]);

export function isCancelled(error: unknown): boolean {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" && CANCELLED.has(code);
}
