import { useEffect } from "react";
import { useLocation } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { readText, writeText } from "../../../lib/storage.ts";
import { openDialog } from "../../../ui/dialog/dialog-store.ts";
import { isContractAgent, sessionMarker, useSession } from "../../../shared/session/index.ts";
import { useApiQuery } from "../../../lib/api-query.ts";
import { consolidatedFunds } from "../api/get-consolidated-funds.ts";
import { agentPrompts } from "./agent-prompts.ts";

/** The login whose prompts were answered (its sessionMarker, never the token): they come once per login. */
const PROMPTED_KEY = "HOME_AGENT_PROMPTED";

/**
 * Spec §2 "Home": for a logged-in agent (spec §6: types other than 4, 40, 41,
 * 42 for contract checks), up to three prompts, each with cancel and go.
 * `active` holds them back while the login pop-ups show.
 */
export function useAgentPrompts(active: boolean): void {
  const { session } = useSession();
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const due = active && isContractAgent(session) && session !== null && readText("session", PROMPTED_KEY) !== sessionMarker(session);
  const funds = useApiQuery(consolidatedFunds, undefined, { enabled: due }).data;

  useEffect(() => {
    if (!due || !funds || !session) return;
    const prompts = agentPrompts(funds);
    let cancelled = false;
    void (async () => {
      for (const prompt of prompts) {
        const go = await openDialog({ message: LL.games.agentPrompts[prompt.kind](), confirmText: LL.games.agentPrompts.go(), cancelText: LL.common.cancel() });
        if (cancelled) return;
        if (go) {
          writeText("session", PROMPTED_KEY, sessionMarker(session));
          navigate(prompt.path);
          return;
        }
      }
      if (!cancelled) writeText("session", PROMPTED_KEY, sessionMarker(session));
    })();
    return () => {
      cancelled = true;
    };
  }, [due, funds, session, LL, navigate]);
}
