// The two password-checked, encrypted points calls. The SDK's secure entry
// (node-forge) loads only when the member confirms, never with the mall.
import type { PlatformClient } from "@platform/sdk";
import type { PointConvertPayload, PointRedeemPayload } from "@platform/sdk/secure";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useAppServices } from "../../../lib/app-services.tsx";
import { loadSecure } from "../../../lib/load-secure.ts";
import { authStore } from "../../../stores/auth.ts";
import type { PointBalance } from "../reward-types.ts";
import { pointBalanceKey } from "./get-point-balance.ts";
import { pointRewardsKey } from "./get-point-rewards.ts";
import { memberInfoKey } from "../../member/index.ts";

export async function redeem(client: PlatformClient, payload: PointRedeemPayload) {
  const { redeemPointReward } = await loadSecure();
  return redeemPointReward(client, payload);
}

export async function convert(client: PlatformClient, payload: PointConvertPayload) {
  const { convertPoints } = await loadSecure();
  return convertPoints(client, payload);
}

/** After either call the points balance shows the server's new figure at once, and the rewards (limits, stock) are asked again. */
function usePointsMutation<P, R extends { pointBalance: number }>(send: (client: PlatformClient, payload: P) => Promise<R>) {
  const { client } = useAppServices();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName;
  return useMutation({
    mutationFn: (payload: P) => send(client, payload),
    onSuccess: (result) => {
      queryClient.setQueryData<PointBalance>(pointBalanceKey(userName), (balance) => ({ ...balance, point: result.pointBalance }));
      void queryClient.invalidateQueries({ queryKey: pointRewardsKey(userName) });
      // A conversion (and a cash or bonus reward) credits the wallet: the balance asks again.
      void queryClient.invalidateQueries({ queryKey: memberInfoKey(userName) });
    },
  });
}

export const useRedeemPoints = () => usePointsMutation(redeem);
export const useConvertPoints = () => usePointsMutation(convert);
