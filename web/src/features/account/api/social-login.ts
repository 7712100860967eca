import { unwrap } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";
import type { SocialProvider } from "../social/social-return.ts";

type Api = ReturnType<typeof useApi>;

/** GET /wps/relay/WPSCORE_getSocialLoginSetting: the app ids the buttons start with. */
const socialLoginSettingsQuery = (api: Api) =>
  queryOptions({
    queryKey: ["account", "social-login-settings"] as const,
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/WPSCORE_getSocialLoginSetting", { signal })),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });

export function useSocialLoginSettings(enabled: boolean) {
  const api = useApi();
  return useQuery({ ...socialLoginSettingsQuery(api), enabled });
}

/** POST /wps/session/login/{facebook,google} with the code of the redirect flow: a platform session, as from the login. */
export function loginWithProvider(api: Api, provider: SocialProvider, body: { code: string; redirectUri: string; registerUrl: string; affiliateCode?: string }) {
  return provider === "facebook"
    ? unwrap(api.POST("/wps/session/login/facebook", { body }))
    : unwrap(api.POST("/wps/session/login/google", { body }));
}
