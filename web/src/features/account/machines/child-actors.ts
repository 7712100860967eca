import {
  autoLoginMachine,
  botCheckMachine,
  captchaMachine,
  firebaseSmsMachine,
  smsCountdownMachine,
  type BotCheckProduct,
  type FirebaseCodeCheck,
  type SmsCodeRequest,
  type SmsCodeSent,
} from "@platform/machines";
import type { PlatformClient } from "@platform/sdk";
import type { TranslationFunctions } from "../../../i18n/generated/i18n-types.ts";
import { fromCall } from "../../../lib/from-call.ts";
import { TOAST_LOADING_SMS, TOAST_SUCCESS } from "../../../ui/toast/toast-durations.ts";
import { dismissToast, toast } from "../../../ui/toast/toast-store.ts";
import { fetchCaptcha } from "../api/fetch-captcha.ts";
import { secureLogin } from "../api/load-secure.ts";
import { sentUntil } from "../api/send-sms-code.ts";
import { loadChallengeId, loadChallengeProvider } from "../challenge/challenge-provider.ts";
import { e164, isWrongCode, loadFirebasePhoneAuth, type FirebaseConfig } from "../firebase/phone-auth.ts";

type Translations = { readonly current: { LL: TranslationFunctions } };

/** The captcha child of login and registration, fetching GET /wps/captcha. */
export function captchaLogic(api: PlatformClient["api"]) {
  return captchaMachine.provide({ actors: { fetchCaptcha: fromCall(() => fetchCaptcha(api)) } });
}

/**
 * The SMS countdown child with the screen's send call. spec §8: sending shows
 * a loading message (10 s), success a 1.5 s message; a failed send only hides
 * the loading message.
 */
export function smsLogic(send: (request: SmsCodeRequest) => Promise<SmsCodeSent>, latest: Translations) {
  return smsCountdownMachine.provide({
    actors: {
      sendSmsCode: fromCall(async (request: SmsCodeRequest) => {
        const { LL } = latest.current;
        const loading = toast.loading(LL.account.sms.sending(), TOAST_LOADING_SMS);
        try {
          const sent = await send(request);
          toast.success(LL.account.sms.sent(), TOAST_SUCCESS);
          return sent;
        } catch (error) {
          dismissToast(loading);
          throw error;
        }
      }),
    },
  });
}

/**
 * The bot-check child (issue 20) of registration and of the automatic login
 * after set-password-by-phone: the challenge id from GET /wps/captcha/geetest,
 * then the provider, loaded only then (challenge/challenge-provider.ts).
 */
export function botCheckLogic(api: PlatformClient["api"]) {
  return botCheckMachine.provide({
    actors: {
      loadChallenge: fromCall(({ product }: { product: BotCheckProduct }) => loadChallengeId(api, product)),
      runChallenge: fromCall(async ({ gt }: { gt: string; product: BotCheckProduct }) => (await loadChallengeProvider()).run(gt)),
    },
  });
}

/**
 * The automatic login child (issue 31) of registration and of
 * set-password-by-phone: the encrypted login (@platform/sdk/secure), behind
 * the bot check the login may ask for (or GEETEST3 asks for first).
 */
export function autoLoginLogic(client: PlatformClient) {
  return autoLoginMachine.provide({ actors: { login: fromCall(secureLogin(client)), botCheck: botCheckLogic(client.api) } });
}

/** The Firebase SMS verification child (issue 31) of login and registration: the code checked by Firebase phone auth. */
export function firebaseSmsLogic(config: FirebaseConfig | null) {
  return firebaseSmsMachine.provide({
    actors: { verifyFirebaseCode: fromCall(({ verificationCode }: FirebaseCodeCheck) => verifyWithFirebase(config, verificationCode)) },
  });
}

/** The SMS code sent by Firebase phone auth (issue 20): no expiry from it, so the countdown uses its default. */
export async function firebaseSmsSend(config: FirebaseConfig, request: SmsCodeRequest): Promise<SmsCodeSent> {
  const auth = await loadFirebasePhoneAuth(config);
  await auth.sendCode(e164(request.countryDialingCode, request.mobileNum));
  return sentUntil(null);
}

/**
 * The code checked by Firebase before the platform is called (spec §4). A
 * wrong or expired code rejects as a refusal with Firebase's code, which
 * failureText words as 'Verification code error'; anything else as it came.
 */
async function verifyWithFirebase(config: FirebaseConfig | null, code: string): Promise<{ idToken: string }> {
  if (config === null) throw new Error("verifyWithFirebase: Firebase SMS is off");
  const auth = await loadFirebasePhoneAuth(config);
  try {
    return await auth.verifyCode(code);
  } catch (error) {
    if (isWrongCode(error)) throw { kind: "api", errorCode: (error as { code: string }).code, captchaRequired: false };
    throw error;
  }
}
