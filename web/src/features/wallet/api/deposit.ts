import { unwrap } from "@platform/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";
import { beforeSending, useMoneyCall } from "../../../lib/money-call/index.ts";
import { refreshMoneyViews } from "../../../lib/refresh-money-views.ts";
import type { Api, DepositChannel, DepositLaunch, DepositQr, DepositRequest, ManualTransferDetails } from "./api-types.ts";
import { reconcileDeposit, type RecordedDeposit } from "./reconcile.ts";

export type DepositOutcome =
  | { mode: "QR_IMAGE"; value: DepositQr }
  | { mode: "LAUNCH_URL"; value: DepositLaunch }
  | { mode: "MANUAL_TRANSFER"; value: ManualTransferDetails }
  /** An unconfirmed deposit the records show: its order, without the page or code it answered. */
  | { mode: "RECORDED"; value: RecordedDeposit };

export interface DepositIntent {
  channel: DepositChannel;
  body: DepositRequest;
}

const DEPOSIT_MODULE = "DPSTBAS3" as const;

/** The deposit call the channel's `depositMode` names (reference §3.2). */
export async function sendDeposit(api: Api, { channel, body }: DepositIntent, idempotencyKey: string): Promise<DepositOutcome> {
  await beforeSending(() => undefined);
  const params = { header: { ModuleId: DEPOSIT_MODULE, "Idempotency-Key": idempotencyKey } };
  switch (channel.depositMode ?? "LAUNCH_URL") {
    case "QR_IMAGE":
      return { mode: "QR_IMAGE", value: await unwrap(api.POST("/wps/relay/MCSFE_depositByQRImageUrl", { params, body: { ...body, showQrImageOnly: true } })) };
    case "MANUAL_TRANSFER":
      return { mode: "MANUAL_TRANSFER", value: await unwrap(api.POST("/wps/relay/MCSFE_manualTransferByAccountName", { params, body })) };
    default:
      return { mode: "LAUNCH_URL", value: await unwrap(api.POST("/wps/relay/MCSFE_depositByLaunchUrl", { params, body })) };
  }
}

/** One deposit intent at a time, through the money path (issue 29); its records are read when its answer is lost. */
export function useDeposit() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMoneyCall<DepositIntent, DepositOutcome>({
    send: (intent, key) => sendDeposit(api, intent, key),
    reconcile: async ({ payload, requestId, startedAt }) => {
      const found = await reconcileDeposit(api, payload.body, { requestId, startedAt });
      return found.found === "done" ? { found: "done", value: { mode: "RECORDED", value: found.value } } : found;
    },
    onSettled: () => refreshMoneyViews(queryClient),
  });
}
