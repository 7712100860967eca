import { isPlatformError } from "@platform/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { failureText } from "../../../lib/failure-text.ts";
import { formatMoney } from "../../../lib/money.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FormAlert } from "../../../ui/form/index.ts";
import { SafeHtml } from "../../../ui/safe-html/safe-html.tsx";
import { ChevronRightIcon } from "../../../ui/screen-icons.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { joinRedRain, redRainKey, useRedRain } from "../api/red-packet-rain.ts";
import { useAgentApi } from "../api/use-agent-api.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { Amount } from "../components/amount.tsx";
import { EnvelopeRainIcon } from "../components/agent-icons.tsx";
import { StatTiles } from "../components/stat-tiles.tsx";
import { StatusLabel } from "../components/status-label.tsx";
import { timeText } from "../components/time-text.ts";
import { joinableSession } from "../red-rain.ts";

/** The rules open on tap: the sanitiser (DOMPurify) loads then, not with the page. */
function RulesSection({ html }: { html: string }) {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <section className="agent-card" aria-labelledby={`${bodyId}-title`}>
      <h2 id={`${bodyId}-title`} className="agent-card__title">
        <button type="button" className="red-rain__rules-toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen(!open)}>
          {LL.agent.redRain.rules()}
          <ChevronRightIcon />
        </button>
      </h2>
      <div id={bodyId} hidden={!open}>
        {open ? <SafeHtml html={html} className="agent-rules" /> : null}
      </div>
    </section>
  );
}

/** /m/redRain: the red-packet rain event — status, today's sessions, rules; join the open session. */
export default function RedRainScreen() {
  const { LL } = useI18nContext();
  const { api, userName } = useAgentApi();
  const queryClient = useQueryClient();
  const rain = useRedRain();
  const join = useMutation({
    mutationFn: ({ eventId, sessionId }: { eventId: number; sessionId: number }) => joinRedRain(api, eventId, sessionId),
    onSuccess: (caught) => {
      toast.success(LL.agent.redRain.caught({ amount: formatMoney(caught.amount) }));
      void queryClient.invalidateQueries({ queryKey: redRainKey(userName) });
    },
    meta: { silent: true },
  });
  const status = (code: string) => (LL.agent.activityStatus as Record<string, () => string>)[code]?.() ?? code;
  // Spec §8-style 'no data': the server says there is no event right now.
  const noEvent = isPlatformError(rain.error) && rain.error.errorCode === "promotion.not.found";

  return (
    <AgentPage label={LL.titles.redRain()}>
      {noEvent ? (
        <EmptyState text={LL.agent.redRain.none()} />
      ) : (
        <DataState query={rain} skeleton={<Skeleton shape="cards" count={3} />}>
          {(event) => {
            const open = joinableSession(event);
            return (
              <>
                <section className="agent-card red-rain__hero" aria-labelledby="red-rain-title">
                  <h2 id="red-rain-title" className="agent-card__title">
                    <EnvelopeRainIcon /> {event.title}
                  </h2>
                  <StatusLabel text={status(event.activityStatus)} tone={event.activityStatus === "CLOSED" ? "bad" : "good"} />
                  <StatTiles
                    label={event.title}
                    stats={[
                      { label: LL.agent.redRain.period(), value: `${event.startDate ?? "--"} ~ ${event.endDate ?? "--"}` },
                      { label: LL.agent.redRain.maxPacket(), value: <Amount value={event.maxPacketAmount} /> },
                      { label: LL.agent.redRain.totalWon(), value: <Amount value={event.totalWon ?? 0} /> },
                      { label: LL.agent.redRain.requirement(), value: event.requirement ?? "--" },
                    ]}
                  />
                  {event.eligible === false ? <p className="agent-card__muted">{LL.agent.redRain.notEligible()}</p> : null}
                  {open ? (
                    <button
                      type="button"
                      className="button button--primary button--block"
                      disabled={join.isPending}
                      onClick={() => join.mutate({ eventId: event.eventId, sessionId: open.sessionId })}
                    >
                      {join.isPending ? <Spinner size="small" /> : null}
                      {LL.agent.redRain.join()}
                    </button>
                  ) : null}
                  <FormAlert text={join.error ? failureText(LL, join.error) : undefined} />
                </section>
                <section className="agent-card" aria-labelledby="red-rain-sessions">
                  <h2 id="red-rain-sessions" className="agent-card__title">
                    {LL.agent.redRain.sessions()}
                  </h2>
                  {event.sessions.length === 0 ? (
                    <p className="agent-card__muted">{LL.agent.redRain.noSessions()}</p>
                  ) : (
                    <ul className="agent-list">
                      {event.sessions.map((session) => (
                        <li key={session.sessionId} className="agent-card__row">
                          <span>
                            {timeText(session.startTime).slice(11)}–{timeText(session.endTime).slice(11)}
                            <br />
                            <span className="agent-card__muted">
                              {LL.agent.redRain.prizePool()} <Amount value={session.prizePool ?? 0} />
                            </span>
                          </span>
                          <span>
                            {session.amountWon ? (
                              <span className="agent-card__muted">
                                {LL.agent.redRain.won()} <Amount value={session.amountWon} />{" "}
                              </span>
                            ) : null}
                            <StatusLabel text={status(session.activityStatus)} tone={session.activityStatus === "JOIN" ? "good" : undefined} />
                          </span>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
                {event.rules ? <RulesSection html={event.rules} /> : null}
              </>
            );
          }}
        </DataState>
      )}
    </AgentPage>
  );
}
