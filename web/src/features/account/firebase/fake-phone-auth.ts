import type { FirebasePhoneAuth } from "./phone-auth.ts";

/** The code the mock build's fake Firebase accepts (mocks/README.md lists it with the sandbox's codes). */
const FAKE_FIREBASE_CODE = "246810";

/**
 * The mock build's Firebase phone auth: "sends" at once and accepts only
 * FAKE_FIREBASE_CODE for the last number, rejecting anything else as
 * Firebase does (`auth/invalid-verification-code`).
 */
function createFakePhoneAuth(): FirebasePhoneAuth {
  let sentTo: string | undefined;
  return {
    sendCode: async (phoneNumber) => {
      sentTo = phoneNumber;
    },
    verifyCode: async (code) => {
      if (sentTo === undefined) throw Object.assign(new Error("No code was sent"), { code: "auth/missing-verification-id" });
      if (code !== FAKE_FIREBASE_CODE) throw Object.assign(new Error("Wrong code"), { code: "auth/invalid-verification-code" });
      return { idToken: `mock-firebase-id-token-${sentTo.replace(/\D/g, "")}` };
    },
  };
}

export const fakePhoneAuth = createFakePhoneAuth();
