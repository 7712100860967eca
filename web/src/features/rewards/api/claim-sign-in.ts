// Today's sign-in (MCSFE_claimLoginPromotion) credits the wallet, so it goes
// through the one money path (issue 29, lib/money-call): one request per
// intent with its Idempotency-Key; an answer that did not come is read back
// from the calendar (signedToday), never offered as a retry.
import { unwrap } from "@platform/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { beforeSending, useMoneyCall, type MoneyCall } from "../../../lib/money-call/index.ts";
import { refreshMoneyViews } from "../../../lib/refresh-money-views.ts";
import { authStore } from "../../../stores/auth.ts";
import { invalidateApiQueries } from "../../../lib/api-query.ts";
import { availablePromotions } from "../../promotion-availability/index.ts";
import type { SignInClaimResult, SignInPromotion } from "../reward-types.ts";
import { afterSignIn } from "../sign-in-rules.ts";
import type { Api } from "../../../lib/app-services.tsx";
import { signIn } from "./get-sign-in.ts";
import { reconcileSignIn } from "./reconcile.ts";

async function sendSignIn(api: Api, promotionId: number, idempotencyKey: string): Promise<SignInClaimResult> {
  await beforeSending(() => undefined);
  return unwrap(api.POST("/wps/relay/MCSFE_claimLoginPromotion", { params: { header: { "Idempotency-Key": idempotencyKey } }, body: { promotionId } }));
}

/**
 * Signs today: once it went through (its answer, or the calendar read back)
 * the calendar marks the day; after every outcome the balances and the More
 * panel's LOGIN dot are asked again, and the calendar too unless the answer
 * said how it reads.
 */
export function useClaimSignIn(): MoneyCall<number, SignInClaimResult> {
  const api = useApi();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName;
  const call = useMoneyCall<number, SignInClaimResult>({
    send: (promotionId, key) => sendSignIn(api, promotionId, key),
    reconcile: ({ payload }) => reconcileSignIn(api, payload),
    onSettled: (phase) => {
      void refreshMoneyViews(queryClient);
      void invalidateApiQueries(queryClient, [availablePromotions]);
      if (phase !== "done") void invalidateApiQueries(queryClient, [signIn], userName);
    },
  });
  const { submit } = call;
  return {
    ...call,
    submit: (promotionId) =>
      submit(promotionId).then((result) => {
        queryClient.setQueryData<SignInPromotion>(signIn.key(undefined, userName), (promotion) => promotion && afterSignIn(promotion, result));
        return result;
      }),
  };
}
