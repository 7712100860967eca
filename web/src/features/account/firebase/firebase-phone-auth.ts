// The real Firebase phone auth (modular `firebase/auth`, pinned in
// web/package.json): loaded only by phone-auth.ts's dynamic import. A real
// deployment needs the merchant's Firebase project to list this host as an
// authorised domain, and the CSP to allow www.gstatic.com/recaptcha,
// www.google.com/recaptcha, apis.google.com, identitytoolkit.googleapis.com
// and securetoken.googleapis.com.
import { initializeApp } from "firebase/app";
import { getAuth, RecaptchaVerifier, signInWithPhoneNumber, type ConfirmationResult } from "firebase/auth";
import type { FirebaseConfig, FirebasePhoneAuth } from "./phone-auth.ts";

/** The invisible reCAPTCHA's host element: outside React's tree, so a re-render never removes it mid-check. */
function recaptchaHost(): HTMLElement {
  const id = "firebase-recaptcha";
  let host = document.getElementById(id);
  if (host === null) {
    host = document.createElement("div");
    host.id = id;
    document.body.append(host);
  }
  return host;
}

export function createFirebasePhoneAuth(config: FirebaseConfig): FirebasePhoneAuth {
  const app = initializeApp({ apiKey: config.apiKey, authDomain: config.authDomain, projectId: config.projectId, appId: config.appId, messagingSenderId: config.messagingSenderId }, "platform-sms");
  const auth = getAuth(app);
  auth.languageCode = document.documentElement.lang || "en";
  let verifier: RecaptchaVerifier | undefined;
  let confirmation: ConfirmationResult | undefined;
  return {
    sendCode: async (phoneNumber) => {
      verifier ??= new RecaptchaVerifier(auth, recaptchaHost(), { size: "invisible" });
      try {
        confirmation = await signInWithPhoneNumber(auth, phoneNumber, verifier);
      } catch (error) {
        // A used or expired reCAPTCHA cannot be reused: the next send renders a fresh one.
        verifier.clear();
        verifier = undefined;
        throw error;
      }
    },
    verifyCode: async (code) => {
      if (confirmation === undefined) throw Object.assign(new Error("No code was sent"), { code: "auth/missing-verification-id" });
      const credential = await confirmation.confirm(code);
      return { idToken: await credential.user.getIdToken() };
    },
  };
}
