import { unwrapVoid } from "@platform/sdk";
import { normalizeGameType } from "@platform/machines";
import type { RecentGame } from "../launch/launch-plan.ts";
import type { Api } from "../../../lib/app-services.tsx";

/** Spec §7: records a launched game so the Recent tab lists it. */
export function addRecentGame(api: Api, game: RecentGame): Promise<void> {
  return unwrapVoid(
    api.GET("/wps/relay/MCS2_addRecentGame", {
      params: { query: { nodeId: game.nodeId, gameType: normalizeGameType(game.gameType), vassalage: game.vassalage } },
    }),
  );
}
