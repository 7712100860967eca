// The two password-checked, encrypted points calls, through the one money path
// (lib/money-call): one request per intent with its Idempotency-Key;
// an answer that did not come is read back (reconcile-points.ts), never
// offered as a retry. Both are checked with the member's withdrawal password,
// as the member centre's mall form asks it (MC V0lM fundPassword);
// it is part of the intent in memory only (the same password again is the
// same intent); nothing of it is stored. The SDK's secure entry (node-forge)
// loads only when the member confirms, never with the mall.
import type { PlatformClient } from "@platform/sdk";
import type { PointConvertPayload, PointConvertResult, PointRedeemPayload, PointRedeemResult } from "@platform/sdk/secure";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useAppServices } from "../../../lib/app-services.tsx";
import { secureReady, useMoneyCall, type MoneyCall, type MoneyCallOptions } from "../../../lib/money-call/index.ts";
import { refreshMoneyViews } from "../../../lib/refresh-money-views.ts";
import { authStore } from "../../../stores/auth.ts";
import { invalidateApiQueries } from "../../../lib/api-query.ts";
import { pointBalance } from "./get-point-balance.ts";
import { pointRedemptions } from "./get-point-redemptions.ts";
import { pointRewards } from "./get-point-rewards.ts";
import { reconcileConvert, reconcileRedeem, type ConvertShape, type RedeemShape } from "./reconcile-points.ts";

/** A redemption: the call's payload (the reward, the withdrawal password, a gift's shipping fields) and its price, to know its line by. */
export type RedeemIntent = PointRedeemPayload & RedeemShape;

/** A conversion: the call's payload and the balance the member saw, to read it back by. */
export type ConvertIntent = PointConvertPayload & ConvertShape;

async function redeem(client: PlatformClient, { pointsUsed: _price, rewardName: _name, ...payload }: RedeemIntent, idempotencyKey: string): Promise<PointRedeemResult> {
  return (await secureReady(client)).redeemPointReward(client, payload, { idempotencyKey });
}

async function convert(client: PlatformClient, { pointsBefore: _before, ...payload }: ConvertIntent, idempotencyKey: string): Promise<PointConvertResult> {
  return (await secureReady(client)).convertPoints(client, payload, { idempotencyKey });
}

/**
 * A points call through the money path: once it went through (its answer, or
 * what was read back) the balance shows the server's figure at once when the
 * answer carries it; after every outcome the balances, the rewards (limits,
 * stock) and the exchange history are asked again.
 */
function usePointsCall<P, R extends { pointBalance?: number }>(options: (client: PlatformClient) => Pick<MoneyCallOptions<P, R>, "send" | "reconcile">): MoneyCall<P, R> {
  const { client } = useAppServices();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName;
  const call = useMoneyCall<P, R>({ ...options(client), onSettled: () => refreshPoints(queryClient, userName) });
  const { submit } = call;
  return {
    ...call,
    submit: (payload) =>
      submit(payload).then((result) => {
        if (typeof result.pointBalance === "number") queryClient.setQueryData<number>(pointBalance.key(undefined, userName), result.pointBalance);
        return result;
      }),
  };
}

function refreshPoints(queryClient: QueryClient, userName: string | undefined) {
  // A conversion (and a cash reward) credits the wallet: every balance asks again.
  void refreshMoneyViews(queryClient);
  void invalidateApiQueries(queryClient, [pointRewards, pointRedemptions], userName);
}

export const useRedeemPoints = () =>
  usePointsCall<RedeemIntent, PointRedeemResult>((client) => ({
    send: (intent, key) => redeem(client, intent, key),
    reconcile: ({ payload, requestId, startedAt }) => reconcileRedeem(client.api, payload, { requestId, startedAt }),
  }));

export const useConvertPoints = () =>
  usePointsCall<ConvertIntent, PointConvertResult>((client) => ({
    send: (intent, key) => convert(client, intent, key),
    reconcile: ({ payload }) => reconcileConvert(client.api, payload),
  }));
