import { useCallback, useEffect } from "react";
import { useLocation } from "wouter";
import { merchantCode } from "../../../config.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { codeOf } from "../../../i18n/language.ts";
import { useApi } from "../../../lib/app-services.tsx";
import { failureText } from "../../../lib/failure-text.ts";
import { openPendingTab } from "../../../lib/open-external.ts";
import { currentPath, loginIntentState, takeLaunchAfterLogin, type LaunchFields } from "../../../lib/login-intent.ts";
import { paths } from "../../../lib/routes.ts";
import { authStore } from "../../../stores/auth.ts";
import { dismissToast, toast } from "../../../ui/toast/toast-store.ts";
import { addRecentGame } from "../api/add-recent-game.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { vendorMapping } from "../api/get-vendor-mapping.ts";
import { gameLaunch } from "../api/launch-game.ts";
import { planLaunch, type LaunchTarget } from "./launch-plan.ts";
import { prizeModeOf } from "./prize-mode.ts";

/** A tapped game or vendor: its launch fields, and the names it may carry (a Game's, a vendor's). */
type Tapped = LaunchTarget & { gameName?: string | null; nodeName?: string | null; displayName?: string | null };

/** The launch fields of a tapped game, as plain values kept in the login's history state. */
function launchFieldsOf(target: Tapped): LaunchFields {
  const keys = ["vassalage", "gameType", "isGameH5", "nodeId", "gameId", "gameCode", "roomId", "supportPlay", "lottoMode"] as const;
  return Object.fromEntries(keys.flatMap((key) => (target[key] === undefined ? [] : [[key, target[key]]])));
}

/**
 * Carries out the launch rules (launch-plan.ts) for a tapped game or vendor.
 * A visitor is sent to /m/login told which game, and the login
 * returns them to this page with the game, which the first launcher mounted
 * there launches (once).
 */
export function useLaunchGame(): (target: Tapped) => void {
  const api = useApi();
  const { LL, locale } = useI18nContext();
  const [, navigate] = useLocation();
  const mapping = useApiQuery(vendorMapping).data;

  const launch = useCallback(
    (target: Tapped) => {
      const plan = planLaunch(target, {
        loggedIn: authStore.session !== null,
        prizeMode: prizeModeOf(mapping),
        merchantCode,
        language: codeOf(locale),
        backUrl: window.location.href,
      });
      switch (plan.kind) {
        case "login": {
          const gameName = target.gameName ?? target.nodeName ?? target.displayName ?? undefined;
          navigate(paths.login, {
            state: loginIntentState({ returnTo: currentPath(), reason: "game", launch: launchFieldsOf(target), ...(gameName ? { gameName } : {}) }),
          });
          return;
        }
        case "gameList":
          navigate(plan.path);
          return;
        case "unavailable":
          toast.info(LL.games.launch.unavailable());
          return;
        case "launch": {
          const tab = openPendingTab();
          const loading = toast.loading(LL.games.launch.opening());
          gameLaunch.fetch(api, plan.query).then(
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

  useEffect(() => {
    if (authStore.session === null) return;
    const tapped = takeLaunchAfterLogin();
    if (tapped) launch(tapped as unknown as LaunchTarget);
  }, [launch]);

  return launch;
}
