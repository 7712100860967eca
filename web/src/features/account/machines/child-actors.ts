import { botCheckMachine, captchaMachine, smsCountdownMachine, type BotCheckProduct, type SmsCodeRequest, type SmsCodeSent } from "@platform/machines";
import type { PlatformClient } from "@platform/sdk";
import type { TranslationFunctions } from "../../../i18n/i18n-types.ts";
import { fromCall } from "../../../lib/from-call.ts";
import { TOAST_LOADING_SMS, TOAST_SUCCESS } from "../../../ui/toast/toast-durations.ts";
import { dismissToast, toast } from "../../../ui/toast/toast-store.ts";
import { fetchCaptcha } from "../api/fetch-captcha.ts";
import { loadChallengeId, loadChallengeProvider } from "../challenge/challenge-provider.ts";

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
