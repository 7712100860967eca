import { unwrap, type components } from "@platform/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { defineQuery, invalidateApiQueries } from "../../../lib/api-query.ts";
import { useApi, type Api } from "../../../lib/app-services.tsx";
import { beforeSending, useMoneyCall, type Reconciled } from "../../../lib/money-call/index.ts";
import { refreshMoneyViews } from "../../../lib/refresh-money-views.ts";

export type RedPacketRain = components["schemas"]["RedPacketRain"];
export type RedPacketRainSession = components["schemas"]["RedPacketRainSession"];
export type RedPacketCaught = components["schemas"]["RedPacketRainJoinResult"];
export type RedPacketJoin = components["schemas"]["RedPacketRainJoinRequest"];

/** PROMOFE_getRedPacketRain: the event, its sessions today and the rules. */
export const redRain = defineQuery("getRedPacketRain", {
  scope: "member",
  call: (api, _: void, signal) => api.GET("/wps/relay/PROMOFE_getRedPacketRain", { signal }),
});

/** PROMOFE_joinRedPacketRain: catch a packet in the open session, under the intent's request id. */
async function joinRedRain(api: Api, { eventId, sessionId }: RedPacketJoin, idempotencyKey: string): Promise<RedPacketCaught> {
  await beforeSending(() => undefined);
  return unwrap(api.POST("/wps/relay/PROMOFE_joinRedPacketRain", { params: { header: { "Idempotency-Key": idempotencyKey } }, body: { eventId, sessionId } }));
}

/**
 * An unconfirmed join read back from the event (issue 29): the session reads
 * REGISTERED (the member took part), or shows what the member caught in it
 * (a session over since reads CLOSED with its amountWon).
 */
async function reconcileRedRain(api: Api, join: RedPacketJoin): Promise<Reconciled<RedPacketCaught>> {
  const event = await redRain.fetch(api, undefined);
  const session = event.eventId === join.eventId ? event.sessions.find((item) => item.sessionId === join.sessionId) : undefined;
  if (!session || (session.activityStatus !== "REGISTERED" && session.amountWon == null)) return { found: "none" };
  return { found: "done", value: { eventId: join.eventId, sessionId: join.sessionId, amount: session.amountWon ?? 0 } };
}

/**
 * Joining a session moves money (the packet goes to the main wallet): one
 * intent through the money path (issue 29, lib/money-call), with its
 * Idempotency-Key; an answer that did not come is read back from the event.
 * After every outcome the balances and the event are asked again.
 */
export function useJoinRedRain() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMoneyCall<RedPacketJoin, RedPacketCaught>({
    send: (join, key) => joinRedRain(api, join, key),
    reconcile: ({ payload }) => reconcileRedRain(api, payload),
    onSettled: () => {
      void refreshMoneyViews(queryClient);
      void invalidateApiQueries(queryClient, [redRain]);
    },
  });
}
