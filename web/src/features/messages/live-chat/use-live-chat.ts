import { useCallback, useEffect, useRef, useState } from "react";
import { currentLanguageHeader } from "../../../i18n/language.ts";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { useApi } from "../../../lib/app-services.tsx";
import { isAppMode } from "../../../lib/device.ts";
import { failureText } from "../../../lib/failure-text.ts";
import { leaveApp, openPendingTab } from "../../../lib/open-external.ts";
import { dismissToast, toast } from "../../../ui/toast/toast-store.ts";
import { useGuard } from "../../../shared/session/index.ts";
import { chatLaunch } from "../api/launch-chat.ts";
import { CHAT_OPEN_DELAY_MS, chatLaunchQuery } from "./chat-launch.ts";
import { after, type Cancel } from "../../../lib/timing.ts";

/**
 * Live chat (spec §6, §7, §9): a visitor goes to /m/login, a trial account
 * sees 'free_reject'; a member sees a spinner while CBS_launchChat answers,
 * then, 500 ms later, the returned `chatUrl` opens: in a new tab (opened
 * during the tap so no pop-up blocker stops it), or in this tab in the
 * installed app; the address passes the URL gate (lib/url-gate.ts). A
 * failed launch or an answer without `chatUrl` shows a
 * message and closes the waiting tab. Public: the message centre and the
 * agent centre's online service use it.
 */
export function useLiveChat() {
  const { LL } = useI18nContext();
  const api = useApi();
  const guard = useGuard();
  const [opening, setOpening] = useState(false);
  const timer = useRef<Cancel>(undefined);
  useEffect(() => () => timer.current?.(), []);

  const launch = useCallback(async () => {
    // In the installed app the chat replaces this page; else a tab opened now, inside the tap.
    const tab = isAppMode() ? null : openPendingTab();
    setOpening(true);
    const spinner = toast.loading(LL.liveChat.opening());
    const fail = (text: string) => {
      tab?.cancel();
      setOpening(false);
      dismissToast(spinner);
      toast.error(text);
    };
    try {
      const query = chatLaunchQuery(currentLanguageHeader(), `${window.location.pathname}${window.location.search}`, LL.liveChat.title());
      const { chatUrl } = await chatLaunch.fetch(api, query);
      if (!chatUrl) return fail(LL.liveChat.noAddress());
      timer.current = after(CHAT_OPEN_DELAY_MS, () => {
        setOpening(false);
        dismissToast(spinner);
        // Both pass the URL gate: a refused address is reported to the member, nothing opens.
        if (tab) tab.show(chatUrl);
        else leaveApp(chatUrl);
      });
    } catch (error) {
      fail(failureText(LL, error));
    }
  }, [LL, api]);

  const open = useCallback(() => guard("liveChat", () => void launch()), [guard, launch]);
  return { open, opening };
}
