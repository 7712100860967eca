import { defineQuery } from "../../../lib/api-query.ts";

/** MCSFE_getPlayerAvatar: the member's avatar, a preset's number or an own picture; silent as the real client asks it (alert false): the default avatar shows instead. */
export const playerAvatar = defineQuery("getPlayerAvatar", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/MCSFE_getPlayerAvatar", { signal }),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});
