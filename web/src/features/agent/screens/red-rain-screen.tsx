import { isPlatformError } from "@platform/sdk";
import { useApiQuery } from "../../../lib/api-query.ts";
import { useId, useRef, useState } from "react";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { failureText } from "../../../lib/failure-text.ts";
import { formatMoney } from "../../../lib/money.ts";
import { paths } from "../../../lib/routes.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { FormAlert } from "../../../ui/form/index.ts";
import { MoneyCallNotice } from "../../../ui/money-call/index.ts";
import { SafeHtml } from "../../../ui/safe-html/safe-html.tsx";
import { ChevronRightIcon } from "../../../ui/screen-icons.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import { toast } from "../../../ui/toast/toast-store.ts";
import { useJoinRedRain, redRain, type RedPacketJoin } from "../api/red-packet-rain.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { Amount } from "../components/amount.tsx";
import { EnvelopeRainIcon } from "../components/agent-icons.tsx";
import { StatTiles } from "../components/stat-tiles.tsx";
import { StatusLabel } from "../components/status-label.tsx";
import { formatTime } from "../../../lib/date.ts";
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

/**
 * Joining the open session, through the money path (issue 29): one request per
 * tap however fast (the session is held from the tap: a success keeps it, the
 * caught packet is its answer; a failure lets it go), the failure or "did not
 * reach us" (join again: the same intent, the same request id) in the alert.
 */
function useJoin() {
  const { LL } = useI18nContext();
  const join = useJoinRedRain();
  const held = useRef<number | undefined>(undefined);
  const [error, setError] = useState<unknown>();
  const start = (intent: RedPacketJoin) => {
    if (held.current === intent.sessionId) return;
    held.current = intent.sessionId;
    setError(undefined);
    join.submit(intent).then(
      (caught) => toast.success(LL.agent.redRain.caught({ amount: formatMoney(caught.amount) })),
      (failure: unknown) => {
        held.current = undefined;
        setError(failure);
      },
    );
  };
  return { ...join, start, error: join.locked ? undefined : error };
}

/** /m/redRain: the red-packet rain event — status, today's sessions, rules; join the open session. */
export default function RedRainScreen() {
  const { LL } = useI18nContext();
  const rain = useApiQuery(redRain);
  const join = useJoin();
  // A session's state in red rain's own words where it has them, else spec §3's label; an unknown code as
  // itself. (`||`: the texts' proxy answers a key it does not have with an empty text, not undefined.)
  const status = (code: string) =>
    (LL.agent.redRain.sessionStatus as Record<string, () => string>)[code]?.() || (LL.activityStatus as Record<string, () => string>)[code]?.() || code;
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
                  {open && join.phase !== "unknown" ? (
                    <button
                      type="button"
                      className="button button--primary button--block"
                      disabled={join.locked}
                      onClick={() => join.start({ eventId: event.eventId, sessionId: open.sessionId })}
                    >
                      {join.locked ? <Spinner size="small" /> : null}
                      {LL.agent.redRain.join()}
                    </button>
                  ) : null}
                  <MoneyCallNotice phase={join.phase} what="redPacket" recordsHref={`${paths.transactionRecord}?types=BONUS`} onRecheck={join.recheck} />
                  <FormAlert text={join.error === undefined ? undefined : failureText(LL, join.error)} />
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
                            {formatTime(session.startTime)}–{formatTime(session.endTime)}
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
