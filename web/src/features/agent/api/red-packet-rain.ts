import { unwrap, type components } from "@platform/sdk";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { agentKey, type Api } from "./api-types.ts";
import { useAgentApi } from "./use-agent-api.ts";

export type RedPacketRain = components["schemas"]["RedPacketRain"];
export type RedPacketRainSession = components["schemas"]["RedPacketRainSession"];

export const redRainKey = (userName: string | undefined) => agentKey(userName, "red-rain");

/** PROMOFE_getRedPacketRain: the event, its sessions today and the rules. */
export const redRainQuery = (api: Api, userName: string | undefined) =>
  queryOptions({
    queryKey: redRainKey(userName),
    queryFn: ({ signal }) => unwrap(api.GET("/wps/relay/PROMOFE_getRedPacketRain", { signal })),
    enabled: userName !== undefined,
  });

export function useRedRain() {
  const { api, userName } = useAgentApi();
  return useQuery(redRainQuery(api, userName));
}

/** PROMOFE_joinRedPacketRain: catch a packet in the open session. */
export function joinRedRain(api: Api, eventId: number, sessionId: number) {
  return unwrap(api.POST("/wps/relay/PROMOFE_joinRedPacketRain", { body: { eventId, sessionId } }));
}
