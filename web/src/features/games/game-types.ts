// The contract's game shapes, named once for the games and home features.
import type { components } from "@platform/sdk";

export type Game = components["schemas"]["Game"];
export type GameVendor = components["schemas"]["GameVendor"];
export type GameVendorMapping = components["schemas"]["GameVendorMapping"];
export type GameCategory = components["schemas"]["GameCategory"];
export type SlotClass = components["schemas"]["SlotClass"];

/** Spec §7 "Games": `isGameH5` VASSALAGE marks an entry that stands for a whole vendor. */
export const VASSALAGE = "VASSALAGE";

/** A tile's name: the game name, else the node name (spec §2 "Game tile"). */
export function gameTitle(game: Pick<Game, "gameName" | "nodeName">): string {
  return game.gameName?.trim() || game.nodeName?.trim() || "";
}

/** The merchant's chosen image first, then the vendor's default (contract: Game.showIcon). */
export function gameImage(game: Pick<Game, "showIcon" | "iconUrl">): string | undefined {
  return game.showIcon || game.iconUrl || undefined;
}

/** Spec §2: a vendor tile (isGameH5 VASSALAGE) with isNew 1 is under maintenance and ignores taps. */
export function isUnderMaintenance(game: Pick<Game, "isGameH5" | "isNew">): boolean {
  return game.isGameH5 === VASSALAGE && game.isNew === 1;
}
