// The wallet's encrypted calls (issue 14, reference §2.8): withdraw, add a
// bank card, set the withdrawal password. Each goes through the SDK's
// sdk/src/secure function, so the password and the card number leave the
// device only inside the encrypted payload. The chunk loads on first use.
import type { BankCardPayload, PaymentPasswordPayload, WithdrawPayload } from "@platform/sdk/secure";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useAppServices } from "../../../lib/app-services.tsx";
import { loadSecure } from "../../../lib/load-secure.ts";
import { authStore } from "../../../stores/auth.ts";
import { memberInfoKey } from "../../member/index.ts";
import { bankCardsKey } from "./get-bank-cards.ts";
import { hasWithdrawalPasswordKey } from "./has-withdrawal-password.ts";
import { withdrawSettingsKey } from "./get-withdraw-settings.ts";

export function useWithdraw() {
  const { client } = useAppServices();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName ?? "";
  return useMutation({
    mutationFn: async (payload: WithdrawPayload) => (await loadSecure()).withdraw(client, payload),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: withdrawSettingsKey(userName) });
      void queryClient.invalidateQueries({ queryKey: memberInfoKey(userName) });
    },
  });
}

export function useAddBankCard() {
  const { client } = useAppServices();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName ?? "";
  return useMutation({
    mutationFn: async (payload: BankCardPayload) => (await loadSecure()).addBankCard(client, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankCardsKey(userName) }),
  });
}

export function useSetPaymentPassword() {
  const { client } = useAppServices();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName ?? "";
  return useMutation({
    mutationFn: async (payload: PaymentPasswordPayload) => (await loadSecure()).setPaymentPassword(client, payload),
    onSuccess: () => queryClient.setQueryData(hasWithdrawalPasswordKey(userName), true),
  });
}
