import type { SocialProvider } from "./social-return.ts";

interface SignInRequest {
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
 * The flag is read inline, not through config.ts's mockMode: the bundler folds
 * `import.meta.env` at build, so a real build drops the fake's import and emits no chunk for it.
 */
export function loadSocialSignIn(): Promise<SocialSignIn> {
  return import.meta.env.VITE_MOCK_MODE === "1"
    ? import("./fake-sign-in.ts").then((module) => module.fakeSignIn)
    : import("./redirect-sign-in.ts").then((module) => module.redirectSignIn);
}
