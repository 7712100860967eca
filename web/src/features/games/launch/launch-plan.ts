// Spec §7 "Game launch" as a pure function: what a tap on a game tile or a
// vendor leads to. The hook in use-launch-game.ts carries the plan out.
import type { operations } from "@platform/sdk";
import { href } from "../../../lib/routes.ts";
import { VASSALAGE } from "../game-types.ts";
import type { LotteryPrizeMode } from "./prize-mode.ts";

/**
 * The launch query the app sends: `launchMode` always set. The contract accepts
 * launches without it because scripts send them, but a server then
 * answers "#727 system busy", so the app's own type keeps it required.
 */
export type LaunchQuery = NonNullable<operations["launchGame"]["parameters"]["query"]> & {
  launchMode: "GLS" | "LOTT";
};
type LanguageCode = NonNullable<LaunchQuery["language"]>;

/** The fields of a game (or of a vendor of the vendor mapping) the rules read. */
export interface LaunchTarget {
  vassalage: string;
  gameType?: string | null;
  isGameH5?: string | null;
  nodeId?: number | null;
  gameId?: string | null;
  gameCode?: string | null;
  roomId?: string | null;
  supportPlay?: boolean | null;
  lottoMode?: string | null;
}

export interface LaunchContext {
  loggedIn: boolean;
  prizeMode: LotteryPrizeMode;
  merchantCode: string;
  language: LanguageCode;
  /** Where the lottery's back button returns (the page the member launched from). */
  backUrl: string;
}

/** Recorded as a recent game once the launch succeeds (spec §7 "add recent"). */
export interface RecentGame {
  nodeId: number;
  gameType: string;
  vassalage: string;
}

export type LaunchPlan =
  /** Spec §6: a visitor launching a game goes to /m/login. */
  | { kind: "login" }
  /** Spec §7: a VASSALAGE vendor opens its game list. */
  | { kind: "gameList"; path: string }
  /** The game says it cannot be played on this platform now (Game.supportPlay false). */
  | { kind: "unavailable" }
  | { kind: "launch"; query: LaunchQuery; recent?: RecentGame };

/** Spec §7: these vendors open the lottery launch. */
export const LOTTERY_VENDORS = ["TCG_LOTTO_VN", "TCG_SEA", "LOTT", "ELOTT"] as const;
const SEA_VENDOR = "TCG_SEA";
const SEA_MODE = "SEA_Tradition_Mobile";
const LOBBY = "lobby";

function isLotteryVendor(vassalage: string): boolean {
  return (LOTTERY_VENDORS as readonly string[]).includes(vassalage);
}

export function gameListPath(gameType: string, vassalage?: string, tab?: string): string {
  const query = new URLSearchParams({ gameType });
  if (vassalage) query.set("vassalage", vassalage);
  if (tab) query.set("type", tab);
  return href("gameList", query);
}

export function planLaunch(target: LaunchTarget, context: LaunchContext): LaunchPlan {
  if (isLotteryVendor(target.vassalage)) {
    if (!context.loggedIn) return { kind: "login" };
    return { kind: "launch", query: lotteryQuery(target, context) };
  }
  if (target.isGameH5 === VASSALAGE) return { kind: "gameList", path: gameListPath(target.gameType ?? "RNG", target.vassalage) };
  if (!context.loggedIn) return { kind: "login" };
  if (target.supportPlay === false) return { kind: "unavailable" };
  const query: LaunchQuery = {
    launchMode: "GLS",
    platform: "html5",
    clientType: 2,
    confirmTrans: 0,
    accountType: 1,
    webView: false,
    vassalage: target.vassalage,
    merchantCode: context.merchantCode,
    language: context.language,
    ...(target.gameId ? { gameId: target.gameId } : {}),
    ...(target.nodeId != null ? { nodeId: target.nodeId } : {}),
    ...(target.roomId ? { roomId: target.roomId } : {}),
  };
  const recent =
    target.nodeId != null ? { nodeId: target.nodeId, gameType: target.gameType ?? "RNG", vassalage: target.vassalage } : undefined;
  return recent ? { kind: "launch", query, recent } : { kind: "launch", query };
}

/** Spec §7: vendor, game code (default the lobby), and the prize mode, or the SEA mode for TCG_SEA. */
function lotteryQuery(target: LaunchTarget, context: LaunchContext): LaunchQuery {
  const gameCode = target.gameCode?.trim() || LOBBY;
  const mode =
    target.vassalage === SEA_VENDOR ? { lottoMode: target.lottoMode || SEA_MODE } : { lottoPrizeMode: context.prizeMode };
  return {
    launchMode: "LOTT",
    platform: "html5",
    vassalage: target.vassalage,
    merchantCode: context.merchantCode,
    language: context.language,
    lottoArea: "VN",
    lottoGameCode: gameCode,
    lottoView: gameCode === LOBBY ? "lobby" : "betting",
    hasLobby: true,
    device: "MOBILE",
    backUrl: context.backUrl,
    ...mode,
  };
}
