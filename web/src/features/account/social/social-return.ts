import { paths } from "../../../lib/routes.ts";
// The redirect flow of the social logins (issue 20): the app leaves for the
// provider with a one-time `state`, the provider sends the member back to
// /m/login with `code` and that `state` (or `error` when they cancelled).
export type SocialProvider = "facebook" | "google";

export { SOCIAL_FLOW_KEY } from "./flow-key.ts";

export interface SocialFlow {
  provider: SocialProvider;
  state: string;
}

export type SocialReturn =
  | { kind: "none" }
  | { kind: "code"; provider: SocialProvider; code: string }
  | { kind: "cancelled"; provider: SocialProvider }
  | { kind: "failed"; provider: SocialProvider };

/** Where the provider sends the member back: this origin's login page, nothing else. */
export function socialRedirectUri(origin: string): string {
  return `${origin}${paths.login}`;
}

/** Reads a stored flow; anything malformed is no flow. */
export function parseFlow(raw: string | null): SocialFlow | undefined {
  if (raw === null) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<SocialFlow>;
    if ((value.provider === "facebook" || value.provider === "google") && typeof value.state === "string" && value.state.length >= 16) {
      return { provider: value.provider, state: value.state };
    }
  } catch {
    // not a flow
  }
  return undefined;
}

/**
 * What the login page's address says about a flow under way: a code for the
 * flow this tab started (its `state` must match, or it is a forged return),
 * a cancellation, a failure, or nothing to do.
 */
export function readSocialReturn(search: string, flow: SocialFlow | undefined): SocialReturn {
  const params = new URLSearchParams(search);
  if (flow === undefined || (!params.has("code") && !params.has("error"))) return { kind: "none" };
  if (params.get("state") !== flow.state) return { kind: "failed", provider: flow.provider };
  const error = params.get("error");
  if (error !== null) return error === "access_denied" ? { kind: "cancelled", provider: flow.provider } : { kind: "failed", provider: flow.provider };
  const code = params.get("code") ?? "";
  return /^[\w\-./~+=]{8,2048}$/.test(code) ? { kind: "code", provider: flow.provider, code } : { kind: "failed", provider: flow.provider };
}

/** A fresh `state`: 32 hex characters from the platform's random source. */
export function newFlowState(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  return [...random(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The provider's authorisation page for a code flow (redirect, not a pop-up: pop-ups are blocked on mobile). */
export function authorizeUrl(provider: SocialProvider, { clientId, redirectUri, state }: { clientId: string; redirectUri: string; state: string }): string {
  const url =
    provider === "facebook"
      ? new URL("https://www.facebook.com/v19.0/dialog/oauth")
      : new URL("https://accounts.google.com/o/oauth2/v2/auth");
  url.searchParams.set("client_id", clientId);
  url.searchParams.set("redirect_uri", redirectUri);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("state", state);
  url.searchParams.set("scope", provider === "facebook" ? "public_profile,email" : "openid email profile");
  return url.href;
}
