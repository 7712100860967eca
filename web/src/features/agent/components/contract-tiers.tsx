import { useI18nContext } from "../../../i18n/typesafe-i18n-react.tsx";
import type { AnyContract, ContractKind } from "../api/contract-calls.ts";
import { Amount } from "./amount.tsx";
import { DataTable, type Column } from "../../../ui/data-table/index.ts";

type Tier = AnyContract["tiers"][number];

const num = (tier: Tier, key: string): number => (tier as unknown as Record<string, number>)[key] ?? 0;

/** A contract's terms as tiers: what the team must reach and what the agent gets. */
export function ContractTiers({ kind, tiers, caption }: { kind: ContractKind; tiers: readonly Tier[]; caption: string }) {
  const { LL } = useI18nContext();
  const tierColumn: Column<Tier> = { key: "tier", label: LL.agent.contract.tiers(), cell: (tier) => LL.agent.contract.tier({ n: tiers.indexOf(tier) + 1 }) };
  const members: Column<Tier> = { key: "members", label: LL.agent.contract.minActiveMembers(), cell: (tier) => num(tier, "minActiveMembers"), numeric: true };
  const columns: Column<Tier>[] =
    kind === "dividend"
      ? [
          tierColumn,
          { key: "loss", label: LL.agent.contract.minTeamLoss(), cell: (tier) => <Amount value={num(tier, "minTeamLoss")} />, numeric: true },
          members,
          { key: "rate", label: LL.agent.contract.dividendRate(), cell: (tier) => `${num(tier, "dividendRate")}%`, numeric: true },
        ]
      : [
          tierColumn,
          {
            key: "bet",
            label: kind === "hourly" ? LL.agent.contract.minHourlyTeamBet() : LL.agent.contract.minTeamBet(),
            cell: (tier) => <Amount value={num(tier, kind === "hourly" ? "minHourlyTeamBet" : "minTeamBet")} />,
            numeric: true,
          },
          members,
          { key: "salary", label: LL.agent.contract.salaryAmount(), cell: (tier) => <Amount value={num(tier, "salaryAmount")} />, numeric: true },
        ];
  return <DataTable caption={caption} rows={tiers} rowKey={(tier) => tiers.indexOf(tier)} columns={columns} />;
}
