import { mockMode } from "../../../config.ts";
import type { SocialProvider } from "./social-return.ts";

export interface SignInRequest {
  clientId: string;
  redirectUri: string;
  state: string;
}

/** The one boundary to the providers' sign-in: the app leaves for it and comes back to /m/login. */
export interface SocialSignIn {
  start: (provider: SocialProvider, request: SignInRequest) => void;
}

/**
 * Loaded only when a button is tapped, never in the first load. A build
 * against the mock gets the fake provider (it answers at once with a code the
 * mock accepts); a real build the redirect to Facebook's or Google's page.
 */
export function loadSocialSignIn(): Promise<SocialSignIn> {
  return mockMode
    ? import("./fake-sign-in.ts").then((module) => module.fakeSignIn)
    : import("./redirect-sign-in.ts").then((module) => module.redirectSignIn);
}
