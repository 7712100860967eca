// The wallet's encrypted calls (reference §2.8): withdraw (POST
// /wps/v2/transaction/withdraw), add a bank card, set the
// withdrawal password. Each goes through the SDK's
// sdk/src/secure function, so the password and the card number leave the
// device only inside the encrypted payload, and through the one money path
// (lib/money-call): one request per intent with its Idempotency-Key,
// an unanswered call reconciled from the records, never offered as a retry.
// The chunk loads on first use.
import type { BankCardPayload, PaymentPasswordPayload, WithdrawPayload } from "@platform/sdk/secure";
import { useQueryClient } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useAppServices } from "../../../lib/app-services.tsx";
import { secureReady, useMoneyCall } from "../../../lib/money-call/index.ts";
import { refreshMoneyViews } from "../../../lib/refresh-money-views.ts";
import { authStore } from "../../../stores/auth.ts";
import type { BankCard, WithdrawResult } from "./api-types.ts";
import { invalidateApiQueries } from "../../../lib/api-query.ts";
import { withdrawAccountInfo } from "./get-withdraw-account-info.ts";
import { hasWithdrawalPassword } from "./has-withdrawal-password.ts";
import { reconcileBankCard, reconcilePaymentPassword, reconcileWithdraw } from "./reconcile.ts";

/** What names a withdrawal, and what of it is kept while it is unconfirmed: the amount and card, never the password or the code. */
const withdrawalIntent = ({ amount, bankCardId }: WithdrawPayload): WithdrawPayload => ({ amount, bankCardId, password: "" });

/**
 * The withdrawal through the money path. An unconfirmed one is kept while the
 * member is away from the screen and taken up when they come back
 * (`onResumedDone` hears it found done).
 */
export function useWithdraw({ onResumedDone }: { onResumedDone?: (result: WithdrawResult) => void } = {}) {
  const { client } = useAppServices();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName ?? "";
  return useMoneyCall<WithdrawPayload, WithdrawResult>({
    send: async (payload, idempotencyKey) => (await secureReady(client)).withdraw(client, payload, { idempotencyKey }),
    reconcile: ({ payload, requestId, startedAt }) => reconcileWithdraw(client.api, payload, { requestId, startedAt }, userName),
    onSettled: () => refreshMoneyViews(queryClient),
    persist: { form: "wallet.withdraw", owner: userName, keep: withdrawalIntent },
    onResumedDone,
  });
}

export function useAddBankCard() {
  const { client } = useAppServices();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName ?? "";
  return useMoneyCall<BankCardPayload, BankCard>({
    send: async (payload, idempotencyKey) => (await secureReady(client)).addBankCard(client, payload, { idempotencyKey }),
    reconcile: ({ payload }) => reconcileBankCard(client.api, payload),
    onSettled: () => void invalidateApiQueries(queryClient, [withdrawAccountInfo], userName),
  });
}

export function useSetPaymentPassword() {
  const { client } = useAppServices();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName ?? "";
  return useMoneyCall<PaymentPasswordPayload, true>({
    send: async (payload, idempotencyKey) => {
      await (await secureReady(client)).setPaymentPassword(client, payload, { idempotencyKey });
      return true;
    },
    reconcile: () => reconcilePaymentPassword(client.api),
    onSettled: (phase) => {
      if (phase === "done") queryClient.setQueryData(hasWithdrawalPassword.key(undefined, userName), true);
      else void invalidateApiQueries(queryClient, [hasWithdrawalPassword], userName);
    },
  });
}
