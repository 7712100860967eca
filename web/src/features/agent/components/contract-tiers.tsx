import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import { DataTable, type Column } from "../../../ui/data-table/index.ts";
import type { DailySalaryTier, DividendContract, HourSalaryTier } from "../api/contract-calls.ts";
import { percent, salaryPay } from "../contract-state.ts";
import { Amount } from "./amount.tsx";

type SalaryTier = DailySalaryTier | HourSalaryTier;

const turnoverOf = (tier: SalaryTier) => ("betVolume" in tier ? tier.betVolume : "minimumBet" in tier ? tier.minimumBet : undefined);

/** A salary tier's pay: "0.4% of turnover", or the amount. */
function SalaryPay({ tier }: { tier: { rateType: string; rate: number } }) {
  const { LL } = useI18nContext();
  const pay = salaryPay(tier);
  return pay.kind === "percent" ? <>{LL.agent.contract.ofTurnover({ rate: pay.text })}</> : <Amount value={pay.value} />;
}

/** The tiers of a daily- or hourly-salary contract: the salary each pays (first: what matters most), and what the team must reach for it. */
export function SalaryTiers({ tiers, caption, hourly = false }: { tiers: readonly SalaryTier[]; caption: string; hourly?: boolean }) {
  const { LL } = useI18nContext();
  const columns: Column<SalaryTier>[] = [
    { key: "tier", label: LL.agent.contract.tier(), cell: (tier) => LL.agent.contract.tierN({ n: tiers.indexOf(tier) + 1 }) },
    { key: "salary", label: LL.agent.contract.salary(), cell: (tier) => <SalaryPay tier={tier} />, numeric: true },
    { key: "turnover", label: hourly ? LL.agent.contract.hourlyTurnover() : LL.agent.contract.turnover(), cell: (tier) => <Amount value={turnoverOf(tier)} />, numeric: true },
    { key: "members", label: LL.agent.contract.members(), cell: (tier) => tier.activeMember ?? "--", numeric: true },
  ];
  return <DataTable caption={caption} rows={tiers} rowKey={(tier) => tiers.indexOf(tier)} columns={columns} />;
}

/** The tiers of a dividend contract, one row each: the rate (first: what matters most), and the net loss, turnover and active members the period must reach. */
export function DividendTiers({ rows, caption }: { rows: readonly DividendContract[]; caption: string }) {
  const { LL } = useI18nContext();
  const columns: Column<DividendContract>[] = [
    { key: "tier", label: LL.agent.contract.tier(), cell: (row) => LL.agent.contract.tierN({ n: rows.indexOf(row) + 1 }) },
    { key: "rate", label: LL.agent.contract.rate(), cell: (row) => (row.contractRate === undefined ? "--" : percent(row.contractRate)), numeric: true },
    { key: "loss", label: LL.agent.contract.netLoss(), cell: (row) => <Amount value={row.netLoss} />, numeric: true },
    { key: "turnover", label: LL.agent.contract.turnover(), cell: (row) => <Amount value={row.minimumBet} />, numeric: true },
    { key: "members", label: LL.agent.contract.members(), cell: (row) => row.activeMember ?? "--", numeric: true },
  ];
  return <DataTable caption={caption} rows={rows} rowKey={(row) => rows.indexOf(row)} columns={columns} />;
}
