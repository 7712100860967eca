import { autoLoginMachine, botCheckMachine, type BotCheckProduct } from "@platform/machines";
import type { PlatformClient } from "@platform/sdk";
import { fromCall } from "../../../lib/from-call.ts";
import { secureLogin } from "../api/secure-login.ts";
import { withLaterCalls } from "./load-later-calls.ts";

// The automatic login and the bot check, children of registration and forgot
// password only: apart from child-actors.ts so that login's first load, which
// has neither, does not carry their machines.

/**
 * The bot-check child of registration and of the automatic login
 * after set-password-by-phone: the challenge id from GET /wps/captcha/geetest,
 * then the provider, loaded only then (challenge/challenge-provider.ts).
 */
export function botCheckLogic(api: PlatformClient["api"]) {
  return botCheckMachine.provide({
    actors: {
      loadChallenge: fromCall(({ product }: { product: BotCheckProduct }) => withLaterCalls((calls) => calls.geetestChallenge.fetch(api, product))),
      runChallenge: fromCall(({ gt }: { gt: string; product: BotCheckProduct }) => withLaterCalls((calls) => calls.runChallenge(gt))),
    },
  });
}

/**
 * The automatic login child of registration and of
 * set-password-by-phone: the encrypted login (@platform/sdk/secure), behind
 * the bot check the login may ask for (or GEETEST3 asks for first).
 */
export function autoLoginLogic(client: PlatformClient) {
  return autoLoginMachine.provide({ actors: { login: fromCall(secureLogin(client)), botCheck: botCheckLogic(client.api) } });
}
