/** spec §3: the game categories the platform knows. */
export const GAME_TYPES = ["RNG", "LIVE", "PVP", "FISH", "SPORTS", "ESPORTS", "COCKFIGHT", "ELOTT", "LOTT"] as const;

export type GameType = (typeof GAME_TYPES)[number];

function isGameType(value: string): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value);
}

/** spec §4: unknown types default to RNG. */
export function normalizeGameType(type: string | null | undefined): GameType {
  const upper = (type ?? "").toUpperCase();
  return isGameType(upper) ? upper : "RNG";
}

/** spec §4: ESPORTS and COCKFIGHT are shown under SPORTS. */
export function menuCategoryOf(type: GameType): GameType {
  return type === "ESPORTS" || type === "COCKFIGHT" ? "SPORTS" : type;
}
