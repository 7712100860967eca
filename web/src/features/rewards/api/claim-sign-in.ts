import { unwrap } from "@platform/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { authStore } from "../../../stores/auth.ts";
import { availablePromotionsRootKey } from "../../promotion-availability/index.ts";
import type { SignInPromotion } from "../reward-types.ts";
import { afterSignIn } from "../sign-in-rules.ts";
import { signInKey } from "./get-sign-in.ts";
import { memberInfoKey } from "../../member/index.ts";

/** Signs today (MCSFE_claimLoginPromotion): the calendar marks the day, the More panel's LOGIN dot is asked again. */
export function useClaimSignIn() {
  const api = useApi();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName;
  return useMutation({
    mutationFn: (promotionId: number) => unwrap(api.POST("/wps/relay/MCSFE_claimLoginPromotion", { body: { promotionId } })),
    onSuccess: (result) => {
      queryClient.setQueryData<SignInPromotion>(signInKey(userName), (promotion) => promotion && afterSignIn(promotion, result));
      void queryClient.invalidateQueries({ queryKey: availablePromotionsRootKey });
      // A day's reward credits the wallet: the balance asks again.
      void queryClient.invalidateQueries({ queryKey: memberInfoKey(userName) });
    },
  });
}
