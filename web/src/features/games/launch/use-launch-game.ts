import { useCallback } from "react";
import { useLocation } from "wouter";
import { merchantCode } from "../../../config.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { codeOf } from "../../../i18n/language.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { failureText } from "../../../lib/failure-text.ts";
import { openPendingTab } from "../../../lib/open-external.ts";
import { paths } from "../../../lib/routes.ts";
import { authStore } from "../../../stores/auth.ts";
import { dismissToast, toast } from "../../../ui/toast/toast-store.ts";
import { addRecentGame } from "../api/add-recent-game.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { vendorMapping } from "../api/get-vendor-mapping.ts";
import { launchGame } from "../api/launch-game.ts";
import { planLaunch, type LaunchTarget } from "./launch-plan.ts";
import { prizeModeOf } from "./prize-mode.ts";

/** Carries out the launch rules (launch-plan.ts) for a tapped game or vendor. */
export function useLaunchGame(): (target: LaunchTarget) => void {
  const api = useApi();
  const { LL, locale } = useI18nContext();
  const [, navigate] = useLocation();
  const mapping = useApiQuery(vendorMapping).data;

  return useCallback(
    (target: LaunchTarget) => {
      const plan = planLaunch(target, {
        loggedIn: authStore.session !== null,
        prizeMode: prizeModeOf(mapping),
        merchantCode,
        language: codeOf(locale),
        backUrl: window.location.href,
      });
      switch (plan.kind) {
        case "login":
          navigate(paths.login);
          return;
        case "gameList":
          navigate(plan.path);
          return;
        case "unavailable":
          toast.info(LL.games.launch.unavailable());
          return;
        case "launch": {
          const tab = openPendingTab();
          const loading = toast.loading(LL.games.launch.opening());
          launchGame(api, plan.query).then(
            (url) => {
              dismissToast(loading);
              tab.show(url);
              if (plan.recent) {
                // Best effort: the game is open either way.
                addRecentGame(api, plan.recent).catch(() => undefined);
              }
            },
            (error: unknown) => {
              tab.cancel();
              dismissToast(loading);
              toast.error(failureText(LL, error));
            },
          );
        }
      }
    },
    [api, LL, locale, navigate, mapping],
  );
}
