// Claiming today's check-in day (MCSFE_claimLoginPromotion) credits the wallet
// and the points, so it goes through the one money path
// (lib/money-call): one request per intent with its Idempotency-Key; an answer
// that did not come is read back from the days (the day claimed), never
// offered as a retry. A refusal's payload (what deposit, bet or information
// is missing, SIGNIN chunk) is kept to show what to do.
import { isPlatformError, unwrap } from "@platform/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { beforeSending, useMoneyCall, type MoneyCall, type Reconciled } from "../../../lib/money-call/index.ts";
import { refreshMoneyViews } from "../../../lib/refresh-money-views.ts";
import { authStore } from "../../../stores/auth.ts";
import { invalidateApiQueries } from "../../../lib/api-query.ts";
import { availablePromotions } from "../../promotion-availability/index.ts";
import type { SignInClaimValue, SignInConfigHistory } from "../reward-types.ts";
import { afterClaim } from "../sign-in-rules.ts";
import type { Api } from "../../../lib/app-services.tsx";
import { signInDays } from "./get-sign-in.ts";

/** One claim: today's day (`detailId`, sent as promotionConfigDetailId) of one configuration. */
interface SignInClaim {
  readonly configId: number;
  readonly detailId: number;
}

/** A refused claim as the server said it: its code and the payload that says what is missing. */
export interface SignInRefusal {
  readonly errorCode: string | undefined;
  readonly value: SignInClaimValue | undefined;
}

function refusalOf(error: unknown): SignInRefusal | undefined {
  if (!isPlatformError(error, "claimSignIn") || error.kind !== "api") return undefined;
  const body = error.body as { value?: SignInClaimValue } | undefined;
  return { errorCode: error.errorCode, value: body?.value ?? undefined };
}

async function sendClaim(api: Api, claim: SignInClaim, idempotencyKey: string): Promise<void> {
  await beforeSending(() => undefined);
  await unwrap(
    api.POST("/wps/relay/MCSFE_claimLoginPromotion", { params: { header: { "Idempotency-Key": idempotencyKey } }, body: { promotionConfigDetailId: claim.detailId } }),
  );
}

/** The days read back: the day claimed means the claim went through. */
async function reconcileClaim(api: Api, claim: SignInClaim): Promise<Reconciled<void>> {
  // `.fetch()` asks the server, never the days kept for the screen.
  const record = await signInDays.fetch(api, claim.configId);
  const day = record.list.find((item) => item.id === claim.detailId);
  return day?.hasClaimed === "Y" ? { found: "done", value: undefined } : { found: "none" };
}

export interface SignInCall extends MoneyCall<SignInClaim, void> {
  /** The last refusal with its payload; cleared when a claim starts. */
  refusal: SignInRefusal | undefined;
}

/**
 * Claims today's day: once it went through (its answer, or the days read
 * back) the day reads claimed at once; after every outcome the balances, the
 * points and the More panel's LOGIN dot are asked again, as the member centre
 * asks them, and the days too unless the claim went through.
 */
export function useClaimSignIn(): SignInCall {
  const api = useApi();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName;
  const [refusal, setRefusal] = useState<SignInRefusal>();
  const call = useMoneyCall<SignInClaim, void>({
    send: async (claim, key) => {
      try {
        await sendClaim(api, claim, key);
      } catch (error) {
        setRefusal(refusalOf(error));
        throw error;
      }
    },
    reconcile: ({ payload }) => reconcileClaim(api, payload),
    onSettled: (phase) => {
      void refreshMoneyViews(queryClient);
      void invalidateApiQueries(queryClient, [availablePromotions], userName);
      // A claim that went through marks its day here at once (submit below); any other outcome asks the days again.
      if (phase !== "done") void invalidateApiQueries(queryClient, [signInDays], userName);
    },
  });
  const { submit } = call;
  return {
    ...call,
    refusal,
    submit: (claim) => {
      setRefusal(undefined);
      return submit(claim).then(() => {
        queryClient.setQueryData<SignInConfigHistory>(signInDays.key(claim.configId, userName), (record) => record && afterClaim(record, claim.detailId));
      });
    },
  };
}
