import { unwrap } from "@platform/sdk";
import { useQueryClient } from "@tanstack/react-query";
import { useSnapshot } from "valtio";
import { useApi } from "../../../lib/app-services.tsx";
import { beforeSending, useMoneyCall } from "../../../lib/money-call/index.ts";
import { refreshMoneyViews } from "../../../lib/refresh-money-views.ts";
import { authStore } from "../../../stores/auth.ts";
import type { Api } from "../../../lib/app-services.tsx";
import type { DepositCall } from "../deposit-options.ts";
import type { DepositLaunch, DepositQr, DepositRequest, ManualTransferDetails } from "./api-types.ts";
import { DEPOSIT_INTENT_FORM } from "./kept-deposit-channel.ts";
import { reconcileDeposit, type RecordedDeposit } from "./reconcile.ts";

export type DepositOutcome =
  | { mode: "QR_IMAGE"; value: DepositQr }
  | { mode: "LAUNCH_URL"; value: DepositLaunch }
  | { mode: "MANUAL_TRANSFER"; value: ManualTransferDetails }
  /** An unconfirmed deposit the records show: its order, without the page or code it answered. */
  | { mode: "RECORDED"; value: RecordedDeposit };

/** A deposit: the call its method takes and the body. */
export interface DepositIntent {
  call: DepositCall;
  body: DepositRequest;
}

const DEPOSIT_MODULE = "DPSTBAS3" as const;
/** The deposit call its method names (MCSFE_getDepositPaymentChannels' mcsDepositEndpoint, deposit-rules.ts). */
async function sendDeposit(api: Api, { call, body }: DepositIntent, idempotencyKey: string): Promise<DepositOutcome> {
  await beforeSending(() => undefined);
  const params = { header: { ModuleId: DEPOSIT_MODULE, "Idempotency-Key": idempotencyKey } };
  switch (call) {
    case "qr":
      return { mode: "QR_IMAGE", value: await unwrap(api.POST("/wps/relay/MCSFE_depositByQRImageUrl", { params, body })) };
    case "transfer":
      return { mode: "MANUAL_TRANSFER", value: await unwrap(api.POST("/wps/relay/MCSFE_manualTransferByAccountName", { params, body })) };
    case "launch":
      return { mode: "LAUNCH_URL", value: await unwrap(api.POST("/wps/relay/MCSFE_depositByLaunchUrl", { params, body })) };
  }
}

/**
 * One deposit intent at a time, through the money path; its records
 * are read when its answer is lost, also after the member left the screen and
 * came back (`onResumedDone` hears it found).
 */
export function useDeposit({ onResumedDone }: { onResumedDone?: (outcome: DepositOutcome) => void } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const userName = useSnapshot(authStore).session?.userName ?? "";
  return useMoneyCall<DepositIntent, DepositOutcome>({
    // An unconfirmed deposit is kept while the member is away and taken up again on return (nothing secret in it).
    persist: { form: DEPOSIT_INTENT_FORM, owner: userName, keep: (intent) => intent },
    onResumedDone,
    send: (intent, key) => sendDeposit(api, intent, key),
    reconcile: async ({ payload, requestId, startedAt }) => {
      const found = await reconcileDeposit(api, payload.body, { requestId, startedAt }, userName || undefined);
      return found.found === "done" ? { found: "done", value: { mode: "RECORDED", value: found.value } } : found;
    },
    onSettled: () => refreshMoneyViews(queryClient),
  });
}
