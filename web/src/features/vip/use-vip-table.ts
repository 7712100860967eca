import { useApiQuery } from "../../lib/api-query.ts";
import { combineQueries, selectData, type QueryLike } from "../../ui/data-state/index.ts";
import { useSession } from "../../shared/session/index.ts";
import { vipBenefits } from "./api/get-vip-benefits.ts";
import { vipLevels } from "./api/get-vip-levels.ts";
import { VIP_LEVELS, vipTable, type VipLevel } from "./vip-levels.ts";

/** A visitor's table: the spec's, there is nothing to ask (the relays need a session). */
const SPEC_TABLE: QueryLike<readonly VipLevel[]> = { data: VIP_LEVELS, error: null, isPending: false, isFetching: false, refetch: () => undefined };

/**
 * The level table a screen shows: a member's is the merchant's, the level and
 * benefit relays as one view (one message, one retry); a visitor's the spec's.
 */
export function useVipTable(): QueryLike<readonly VipLevel[]> {
  const { session } = useSession();
  const levels = useApiQuery(vipLevels);
  const benefits = useApiQuery(vipBenefits);
  const table = selectData(combineQueries(levels, benefits), ([rows, bonuses]) => vipTable(rows, bonuses));
  return session ? table : SPEC_TABLE;
}
