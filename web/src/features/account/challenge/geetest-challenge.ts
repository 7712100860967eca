import type { ChallengeResult } from "@platform/machines";
import type { ChallengeProvider } from "./challenge-provider.ts";

/** GeeTest v4's loader (https://docs.geetest.com/BehaviorVerification/deploy/client/web). */
const GEETEST_SCRIPT = "https://static.geetest.com/v4/gt4.js";

interface GeetestCaptcha {
  onReady: (callback: () => void) => GeetestCaptcha;
  onSuccess: (callback: () => void) => GeetestCaptcha;
  onClose: (callback: () => void) => GeetestCaptcha;
  onError: (callback: (error: unknown) => void) => GeetestCaptcha;
  showCaptcha: () => void;
  getValidate: () => ChallengeResult | false;
  destroy: () => void;
}

type InitGeetest4 = (config: { captchaId: string; product: "bind"; language?: string }, callback: (captcha: GeetestCaptcha) => void) => void;

let loading: Promise<InitGeetest4> | undefined;

function loadScript(): Promise<InitGeetest4> {
  loading ??= new Promise<InitGeetest4>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = GEETEST_SCRIPT;
    script.async = true;
    script.onload = () => {
      const init = (window as unknown as { initGeetest4?: InitGeetest4 }).initGeetest4;
      if (init) resolve(init);
      else reject(new Error("gt4.js loaded without initGeetest4"));
    };
    script.onerror = () => {
      loading = undefined;
      reject(new Error("gt4.js did not load"));
    };
    document.head.append(script);
  });
  return loading;
}

/** The real bot check: GeeTest's pop-up ("bind" mode, shown at once), its result on success. */
export const geetestChallenge: ChallengeProvider = {
  run: async (gt) => {
    const init = await loadScript();
    return new Promise<ChallengeResult>((resolve, reject) => {
      init({ captchaId: gt, product: "bind", language: document.documentElement.lang || "en" }, (captcha) => {
        captcha
          .onReady(() => captcha.showCaptcha())
          .onSuccess(() => {
            const result = captcha.getValidate();
            captcha.destroy();
            if (result) resolve(result);
            else reject(new Error("GeeTest gave no result"));
          })
          .onClose(() => {
            captcha.destroy();
            reject({ cancelled: true });
          })
          .onError((error) => {
            captcha.destroy();
            reject(error);
          });
      });
    });
  },
};
