import type { GameVendorMapping } from "../game-types.ts";
import type { LotteryListMode } from "../lottery/lottery-groups.ts";

/** The launcher's `lottoPrizeMode`: `Ent` entertainment, `Lott` traditional (contract: launchGame). */
export type LotteryPrizeMode = "Ent" | "Lott";

/** Spec §4: entertainment when the vendor mapping has an entertainment-lottery (ELOTT) entry for TCG_LOTTO_VN or LOTT. */
export function prizeModeOf(mapping: GameVendorMapping | undefined): LotteryPrizeMode {
  const entertainment = mapping?.content.ELOTT ?? [];
  return entertainment.some((vendor) => vendor.vassalage === "TCG_LOTTO_VN" || vendor.vassalage === "LOTT") ? "Ent" : "Lott";
}

/** The game list of a prize mode: the entertainment (`Elott`) or traditional (`Lott`) list of GET /lgw/games/mobile. */
export function listModeOf(prizeMode: LotteryPrizeMode): LotteryListMode {
  return prizeMode === "Ent" ? "Elott" : "Lott";
}
