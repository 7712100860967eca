// The two password-checked, encrypted points calls, through the one money path
// (issue 29, lib/money-call): one request per intent with its Idempotency-Key;
// an answer that did not come is read back from the points history
// (MCSFE_getRedeemPointList) and the balance, never offered as a retry. The
// password is part of the intent in memory only (the same password again is
// the same intent); nothing of it is stored. The SDK's secure entry
// (node-forge) loads only when the member confirms, never with the mall.
import type { PlatformClient } from "@platform/sdk";
import type { PointConvertPayload, PointConvertResult, PointRedeemResult } from "@platform/sdk/secure";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useAppServices } from "../../../lib/app-services.tsx";
import { secureReady, useMoneyCall, type MoneyCall, type MoneyCallOptions } from "../../../lib/money-call/index.ts";
import { refreshMoneyViews } from "../../../lib/refresh-money-views.ts";
import { authStore } from "../../../stores/auth.ts";
import type { PointBalance } from "../reward-types.ts";
import { invalidateApiQueries } from "../../../lib/api-query.ts";
import { pointBalance } from "./get-point-balance.ts";
import { pointRewards } from "./get-point-rewards.ts";
import { reconcileConvert, reconcileRedeem, type RedeemShape } from "./reconcile.ts";

/** A redemption: the call's payload, and what it costs, to know its line in the history by. */
export interface RedeemIntent extends RedeemShape {
  readonly password: string;
}


async function redeem(client: PlatformClient, { rewardId, quantity, password }: RedeemIntent, idempotencyKey: string): Promise<PointRedeemResult> {
  return (await secureReady(client)).redeemPointReward(client, { rewardId, quantity, password }, { idempotencyKey });
}

async function convert(client: PlatformClient, payload: PointConvertPayload, idempotencyKey: string): Promise<PointConvertResult> {
  return (await secureReady(client)).convertPoints(client, payload, { idempotencyKey });
}

/**
 * A points call through the money path: once it went through (its answer, or
 * the history read back) the balance shows the server's figure at once; after
 * every outcome the balances and the rewards (limits, stock) are asked again.
 */
function usePointsCall<P, R extends { pointBalance: number }>(options: (client: PlatformClient) => Pick<MoneyCallOptions<P, R>, "send" | "reconcile">): MoneyCall<P, R> {
  const { client } = useAppServices();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName;
  const call = useMoneyCall<P, R>({ ...options(client), onSettled: () => refreshPoints(queryClient, userName) });
  const { submit } = call;
  return {
    ...call,
    submit: (payload) =>
      submit(payload).then((result) => {
        queryClient.setQueryData<PointBalance>(pointBalance.key(undefined, userName), (balance) => ({ ...balance, point: result.pointBalance }));
        return result;
      }),
  };
}

function refreshPoints(queryClient: QueryClient, userName: string | undefined) {
  // A conversion (and a cash or bonus reward) credits the wallet: every balance asks again.
  void refreshMoneyViews(queryClient);
  void invalidateApiQueries(queryClient, [pointRewards], userName);
}

export const useRedeemPoints = () =>
  usePointsCall<RedeemIntent, PointRedeemResult>((client) => ({
    send: (intent, key) => redeem(client, intent, key),
    reconcile: ({ payload, requestId, startedAt }) => reconcileRedeem(client.api, payload, { requestId, startedAt }),
  }));

export const useConvertPoints = () =>
  usePointsCall<PointConvertPayload, PointConvertResult>((client) => ({
    send: (payload, key) => convert(client, payload, key),
    reconcile: ({ payload, requestId, startedAt }) => reconcileConvert(client.api, payload.points, { requestId, startedAt }),
  }));
