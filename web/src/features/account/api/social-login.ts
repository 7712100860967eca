import { unwrap } from "@platform/sdk";
import { defineQuery } from "../../../lib/api-query.ts";
import type { Api } from "../../../lib/app-services.tsx";
import type { SocialProvider } from "../social/social-return.ts";

/** GET /wps/relay/WPSCORE_getSocialLoginSetting: the app ids the buttons start with. */
export const socialLoginSettings = defineQuery("getSocialLoginSettings", {
  call: (api, _: void, signal) => api.GET("/wps/relay/WPSCORE_getSocialLoginSetting", { signal }),
  staleTime: 10 * 60_000,
  meta: { silent: true },
});

/** POST /wps/session/login/{facebook,google} with the code of the redirect flow: a platform session, as from the login. */
export function loginWithProvider(api: Api, provider: SocialProvider, body: { code: string; redirectUri: string; registerUrl: string; affiliateCode?: string }) {
  return provider === "facebook"
    ? unwrap(api.POST("/wps/session/login/facebook", { body }))
    : unwrap(api.POST("/wps/session/login/google", { body }));
}
