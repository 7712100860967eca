// The real Facebook and Google sign-in: Firebase Auth's redirect (modular
// `firebase/auth`), loaded only by sign-in-provider.ts's dynamic import. A
// real deployment needs the merchant's Firebase project to list this host as
// an authorised domain, the providers enabled in it, and the CSP to allow
// apis.google.com, identitytoolkit.googleapis.com, securetoken.googleapis.com
// and the project's authDomain.
import { getApps, initializeApp } from "firebase/app";
import { FacebookAuthProvider, getAuth, getRedirectResult, GoogleAuthProvider, signInWithRedirect, type Auth } from "firebase/auth";
import type { FirebaseConfig } from "../../../shared/system/index.ts";
import type { SocialSignIn } from "./sign-in-provider.ts";

const APP_NAME = "platform-social";

function authOf(config: FirebaseConfig): Auth {
  const app =
    getApps().find((existing) => existing.name === APP_NAME) ??
    initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId, messagingSenderId: config.messagingSenderId }, APP_NAME);
  const auth = getAuth(app);
  auth.languageCode = document.documentElement.lang || "en";
  return auth;
}

export const firebaseSignIn: SocialSignIn = {
  start: async (provider, config) => {
    await signInWithRedirect(authOf(config), provider === "facebook" ? new FacebookAuthProvider() : new GoogleAuthProvider());
  },
  finish: async (_provider, config) => {
    const result = await getRedirectResult(authOf(config));
    return result ? { idToken: await result.user.getIdToken() } : null;
  },
};
