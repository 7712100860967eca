import { isPlatformError } from "@platform/sdk";
import { useApiQuery } from "../../../lib/api-query.ts";
import { Link } from "wouter";
import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { DataState, Skeleton } from "../../../ui/data-state/index.ts";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { currentDividend, dividendPayouts } from "../api/get-dividend.ts";
import { AgentPage } from "../components/agent-frame.tsx";
import { Amount } from "../components/amount.tsx";
import { DateRangePicker } from "../components/date-range-picker.tsx";
import { StatTiles } from "../components/stat-tiles.tsx";
import { StatusLabel } from "../components/status-label.tsx";
import { useReportFilters } from "../components/use-report-filters.ts";
import { paths } from "../../../lib/routes.ts";

const payoutTone = { PAID: "good", REJECTED: "bad" } as const;

/** /m/member/agent/agentDivident: the current dividend period and estimate, and the payout history with its states. */
export default function AgentDividendScreen() {
  const { LL } = useI18nContext();
  const current = useApiQuery(currentDividend);
  const filters = useReportFilters("thisMonth");
  const payouts = useApiQuery(dividendPayouts, filters.range);
  const noContract = isPlatformError(current.error) && current.error.errorCode === "contract.not.found";
  const tierText = (tier: { minTeamLoss: number; minActiveMembers: number; dividendRate: number } | null | undefined) =>
    tier ? LL.agent.dividend.tierText({ loss: formatMoney(tier.minTeamLoss), members: tier.minActiveMembers, rate: String(tier.dividendRate) }) : LL.agent.dividend.noTier();

  return (
    <AgentPage label={LL.titles.agentDividend()}>
      <section className="agent-card" aria-labelledby="dividend-current">
        <h2 id="dividend-current" className="agent-card__title">
          {LL.agent.dividend.current()}
        </h2>
        {noContract ? (
          <EmptyState text={LL.agent.dividend.noContract()} />
        ) : (
          <DataState query={current} skeleton={<Skeleton shape="cards" count={4} />}>
            {(period) => (
              <>
                <p className="agent-card__muted">
                  {LL.agent.range.shown({ start: period.periodStart, end: period.periodEnd })}
                  {period.cycle ? ` · ${(LL.agent.cycle as Record<string, () => string>)[period.cycle]?.() ?? period.cycle}` : ""}
                </p>
                <StatTiles
                  label={LL.agent.dividend.current()}
                  stats={[
                    { label: LL.agent.dividend.estimated(), value: <Amount value={period.estimatedDividend} /> },
                    { label: LL.agent.dividend.payoutDate(), value: period.payoutDate ?? "--" },
                    { label: LL.agent.dividend.teamBet(), value: <Amount value={period.teamBetAmount ?? 0} /> },
                    { label: LL.agent.dividend.teamPnl(), value: <Amount value={period.teamProfitLoss} signed /> },
                    { label: LL.agent.dividend.activeMembers(), value: period.activeMemberCount },
                    { label: LL.agent.dividend.currentTier(), value: tierText(period.currentTier) },
                  ]}
                />
                {period.nextTier ? (
                  <p className="agent-card__muted">
                    {LL.agent.dividend.nextTier()}: {tierText(period.nextTier)}
                  </p>
                ) : null}
              </>
            )}
          </DataState>
        )}
        <Link href={paths.dividendContract} className="button button--ghost button--small">
          {LL.agent.dividend.contractLink()}
        </Link>
      </section>
      <section className="agent-card" aria-labelledby="dividend-history">
        <h2 id="dividend-history" className="agent-card__title">
          {LL.agent.dividend.history()}
        </h2>
        <DateRangePicker value={filters.range} onChange={filters.setRange} />
        <DataState
          query={payouts}
          skeleton={<Skeleton shape="rows" count={3} />}
          isEmpty={(page) => page.list.length === 0}
          empty={<EmptyState text={LL.agent.dividend.noHistory()} />}
        >
          {(page) => (
            <ul className="agent-list">
              {page.list.map((payout) => (
                <li key={payout.payoutId} className="contract-history__item">
                  <div className="agent-card__row">
                    <span>{LL.agent.range.shown({ start: payout.periodStart, end: payout.periodEnd })}</span>
                    <StatusLabel
                      text={(LL.agent.payoutStatus as Record<string, () => string>)[payout.status]?.() ?? payout.status}
                      tone={(payoutTone as Record<string, "good" | "bad">)[payout.status]}
                    />
                  </div>
                  <div className="agent-card__row">
                    <Amount value={payout.dividendAmount} />
                    <span className="agent-card__muted">{LL.agent.dividend.paid({ amount: formatMoney(payout.paidAmount ?? 0) })}</span>
                  </div>
                  {payout.remark ? <p className="agent-card__muted">{payout.remark}</p> : null}
                </li>
              ))}
            </ul>
          )}
        </DataState>
      </section>
    </AgentPage>
  );
}
