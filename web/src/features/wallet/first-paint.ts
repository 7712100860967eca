// The wallet feature's light public surface: what start-up asks for on /m/voucherCenter
// (app/start-requests.ts), without the feature's screens and forms. Two query definitions:
// small enough to come with the entry, so the calls leave with the status's.
import type { QueryClient } from "@tanstack/react-query";
import type { Api } from "../../lib/app-services.tsx";
import { depositChannels } from "./api/get-deposit-channels.ts";
import { depositSettings } from "./api/get-deposit-settings.ts";

/**
 * The deposit page's first data, asked for at start-up rather than once the screen's code is in, the
 * status known and the screen drawn (its largest paint, the bank chips, waited for them): the methods and the
 * member's deposit settings (the screen draws the methods once both are in: asked only when it rendered, the
 * settings came a round trip after everything else). The bonuses of the channel the form opens on are the screen's
 * to ask, with the form's code, once the methods have been painted (screens/voucher-center-screen.tsx): asked here
 * when the methods came, they left before the page's largest paint in all 5 Lighthouse runs, one more round trip
 * in line in its slow-phone simulation of that paint.
 */
export function startDeposit(queryClient: QueryClient, api: Api, account: string): void {
  // A failure is the screen's to show (its own query asks again), never an unhandled rejection.
  void queryClient.prefetchQuery(depositSettings.options(api, undefined, account));
  void queryClient.prefetchQuery(depositChannels.options(api, undefined));
}
