import type { GameFilters, GameListEvent } from "@platform/machines";

/**
 * Spec §4: what the drawer's submit sends. Nothing chosen returns to All; a
 * name alone is a search (page 1, all mode); anything else is a filter.
 */
export function drawerSubmitEvent(filters: GameFilters): GameListEvent {
  const gameName = filters.gameName?.trim() ?? "";
  const chosen = Boolean(filters.vassalage || filters.gameClassify || filters.minBet);
  if (!chosen && gameName === "") return { type: "filter.clear" };
  if (!chosen) return { type: "search.submit", name: gameName };
  return {
    type: "filter.apply",
    filters: {
      ...(filters.vassalage ? { vassalage: filters.vassalage } : {}),
      ...(filters.gameClassify ? { gameClassify: filters.gameClassify } : {}),
      ...(filters.minBet ? { minBet: filters.minBet } : {}),
      ...(gameName ? { gameName } : {}),
    },
  };
}
