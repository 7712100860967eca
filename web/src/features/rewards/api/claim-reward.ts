// One claim per item, whatever the taps: the in-flight set is checked and set
// synchronously, before React re-renders the disabled button, so a double tap
// sends one request. A success moves the item to claimed in the cached list
// and invalidates the availability query (the nav bar's rewards badge).
import { unwrap } from "@platform/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import { availablePromotionsRootKey } from "../../promotion-availability/index.ts";
import { afterClaim, type ClaimCall } from "../reward-status.ts";
import type { ClaimableReward } from "../reward-types.ts";
import type { Api } from "./api-types.ts";
import { claimableRewardsKey } from "./get-claimable-rewards.ts";
import { memberInfoKey } from "../../member/index.ts";

/** The rewards centre's module (reference §3.5: the real client sends `moduleid: REWCEN3`). */
export const REWARDS_MODULE = "REWCEN3";

export interface ClaimResult {
  amount?: number;
}

/** Sends the one call that claims (or joins) an item. */
export async function sendClaim(api: Api, call: ClaimCall): Promise<ClaimResult> {
  const header = { ModuleId: REWARDS_MODULE };
  switch (call.kind) {
    case "ticket":
      return unwrap(api.POST("/wps/relay/PROMOFE_claimTicket", { params: { header }, body: { transactionId: call.transactionId, isApp: "N" } }));
    case "raffle":
      await unwrap(api.POST("/wps/relay/MCSFE_claimRafflePromotion", { params: { header }, body: { promotionId: call.promotionId } }));
      return {};
    case "reward":
      return unwrap(
        api.POST("/wps/relay/MCSFE_claimIssuedPromotion", {
          params: { header },
          body: { promotionClaimId: call.promotionClaimId, promotionType: call.promotionType },
        }),
      );
  }
}

export interface ClaimOutcome {
  rewardId: number;
  error?: unknown;
  amount?: number;
}

/** `onClaimed` hears each success with the amount credited (a joined raffle credits nothing). */
export function useClaimReward(onClaimed?: (amount: number | undefined) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName;
  // The ref answers at once (the second tap of a double tap); the state draws the busy buttons.
  const inFlight = useRef(new Set<number>());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [outcome, setOutcome] = useState<ClaimOutcome>();
  const mutation = useMutation({
    mutationFn: ({ call }: { reward: ClaimableReward; call: ClaimCall }) => sendClaim(api, call),
    onSuccess: (result, { reward, call }) => {
      queryClient.setQueryData<ClaimableReward[]>(claimableRewardsKey(userName), (list) => list && afterClaim(list, reward.rewardId, call.kind));
      void queryClient.invalidateQueries({ queryKey: availablePromotionsRootKey });
      // A claim credits the wallet: the balance (header, member centre) asks again.
      void queryClient.invalidateQueries({ queryKey: memberInfoKey(userName) });
      const amount = call.kind === "raffle" ? undefined : (result.amount ?? reward.amount);
      setOutcome({ rewardId: reward.rewardId, amount });
      onClaimed?.(amount);
    },
    onError: (error, { reward }) => setOutcome({ rewardId: reward.rewardId, error }),
    onSettled: (_result, _error, { reward }) => {
      inFlight.current.delete(reward.rewardId);
      setPending(new Set(inFlight.current));
    },
  });

  return {
    /** Starts the claim unless this item's claim is already on its way. */
    claim(reward: ClaimableReward, call: ClaimCall) {
      if (inFlight.current.has(reward.rewardId)) return;
      inFlight.current.add(reward.rewardId);
      setPending(new Set(inFlight.current));
      mutation.mutate({ reward, call });
    },
    isPending: (rewardId: number) => pending.has(rewardId),
    /** The last claim's result: the amount credited, or the failure to show under its item. */
    outcome,
  };
}
