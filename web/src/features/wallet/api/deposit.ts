import { unwrap } from "@platform/sdk";
import { useMutation } from "@tanstack/react-query";
import { useApi } from "../../../lib/app-services.tsx";
import type { DepositChannel, DepositLaunch, DepositQr, DepositRequest, ManualTransferDetails } from "./api-types.ts";

export type DepositOutcome =
  | { mode: "QR_IMAGE"; value: DepositQr }
  | { mode: "LAUNCH_URL"; value: DepositLaunch }
  | { mode: "MANUAL_TRANSFER"; value: ManualTransferDetails };

const DEPOSIT_MODULE = "DPSTBAS3" as const;

/** The deposit call the channel's `depositMode` names (reference §3.2), one per submit. */
export function useDeposit() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ channel, body }: { channel: DepositChannel; body: DepositRequest }): Promise<DepositOutcome> => {
      const params = { header: { ModuleId: DEPOSIT_MODULE } };
      switch (channel.depositMode ?? "LAUNCH_URL") {
        case "QR_IMAGE":
          return { mode: "QR_IMAGE", value: await unwrap(api.POST("/wps/relay/MCSFE_depositByQRImageUrl", { params, body: { ...body, showQrImageOnly: true } })) };
        case "MANUAL_TRANSFER":
          return { mode: "MANUAL_TRANSFER", value: await unwrap(api.POST("/wps/relay/MCSFE_manualTransferByAccountName", { params, body })) };
        default:
          return { mode: "LAUNCH_URL", value: await unwrap(api.POST("/wps/relay/MCSFE_depositByLaunchUrl", { params, body })) };
      }
    },
  });
}
