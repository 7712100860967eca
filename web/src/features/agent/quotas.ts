import type { components } from "@platform/sdk";

type AgentQuotaMap = components["schemas"]["AgentQuotaMap"];

/** One rate that counts against a quota, with the group's counts. */
export interface QuotaRow {
  productType: string;
  type: string;
  rebateValue: number;
  totalQuota: number | undefined;
  remainingQuota: number | undefined;
}

/** The quota groups (keyed by product) as rows, one per rate a group counts (MC wyKH selectMinMax). */
export function quotaRows(quotas: AgentQuotaMap): QuotaRow[] {
  return Object.entries(quotas).flatMap(([product, group]) =>
    group.quotaRebateConfig.map((rate) => ({
      productType: rate.productType ?? product,
      type: rate.type,
      rebateValue: rate.rebateValue,
      totalQuota: group.totalQuota,
      remainingQuota: group.remainingQuota,
    })),
  );
}
