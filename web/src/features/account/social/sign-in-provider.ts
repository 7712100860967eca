import type { FirebaseConfig } from "../../../shared/system/index.ts";
import type { SocialProvider } from "./social-return.ts";

/** The one boundary to the providers' sign-in: Firebase Auth with the merchant's Firebase app (consolidated `sms.firebaseConfig`). */
export interface SocialSignIn {
  /** Leaves for the provider's page (Firebase's redirect: pop-ups are blocked on mobile browsers); the member comes back to this page. */
  start: (provider: SocialProvider, config: FirebaseConfig) => Promise<void>;
  /** Back from the provider: Firebase's id token, or null when there is no sign-in to finish (the member cancelled). Rejects when it failed. */
  finish: (provider: SocialProvider, config: FirebaseConfig) => Promise<{ idToken: string } | null>;
}

/**
 * Loaded only when a button is tapped or a sign-in comes back, never in the
 * first load. A build against the mock gets the fake (it "signs in" at once);
 * a real build Firebase Auth (`firebase/auth`, pinned in web/package.json).
 * The flag is read inline, not through config.ts's mockMode: the bundler folds
 * `import.meta.env` at build, so a real build drops the fake's import and emits no chunk for it.
 */
export function loadSocialSignIn(): Promise<SocialSignIn> {
  return import.meta.env.VITE_MOCK_MODE === "1"
    ? import("./fake-sign-in.ts").then((module) => module.fakeSignIn)
    : import("./firebase-sign-in.ts").then((module) => module.firebaseSignIn);
}
