import { defineQuery } from "../../../lib/api-query.ts";
import type { LaunchQuery } from "../launch/launch-plan.ts";

function addressIn(content: unknown): string | undefined {
  if (typeof content !== "object" || content === null) return undefined;
  const { game_url: url, game_url2: url2 } = content as Record<string, unknown>;
  if (typeof url === "string" && url) return url;
  return typeof url2 === "string" && url2 ? url2 : undefined;
}

/** Spec §7: GET /wps/game/launchGame; resolves to the game's address (`game_url`, else `game_url2`). The launch machine calls `.fetch`: a new address each time. */
export const gameLaunch = defineQuery("launchGame", {
  scope: "member",
  call: (api, query: LaunchQuery, signal) => api.GET("/wps/game/launchGame", { params: { query }, signal }),
  map: (value) => {
    const url = addressIn(value.content);
    if (!url) throw new Error("launchGame answered without a game address");
    return url;
  },
});
