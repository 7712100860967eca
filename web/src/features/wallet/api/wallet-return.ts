// "Return balance" (the member centre's withdraw page): every game wallet's
// money back into the main wallet, which is what a withdrawal takes from
// (POST GCS_walletReturn). It moves money, so it goes through the one money
// path: one request per tap with its Idempotency-Key, read back
// from the wallets when its answer does not come.
import { unwrap } from "@platform/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";
import { beforeSending, useMoneyCall } from "../../../lib/money-call/index.ts";
import { refreshMoneyViews } from "../../../lib/refresh-money-views.ts";
import { reconcileWalletReturn } from "./reconcile.ts";

/** Submit `{ customerId }`: the member's own id (GET /wps/member/info `id`), whose wallets come back. */
export function useReturnToMainWallet() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMoneyCall<{ customerId: number }, true>({
    send: async (body, idempotencyKey) => {
      await beforeSending(() => undefined);
      await unwrap(api.POST("/wps/relay/GCS_walletReturn", { params: { header: { "Idempotency-Key": idempotencyKey } }, body }));
      return true;
    },
    reconcile: () => reconcileWalletReturn(api),
    onSettled: () => refreshMoneyViews(queryClient),
  });
}
