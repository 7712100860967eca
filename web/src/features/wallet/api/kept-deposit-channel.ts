// What the deposit centre reopens on, apart from the deposit's own code (api/deposit.ts, the form, the money
// path): the screen reads these before the form's chunk has come (screens/voucher-center-screen.tsx).
// Its own module, not the money path's index: that would bring the money path into the screen's chunk.
import { keptIntent } from "../../../lib/money-call/kept-intents.ts";
import type { DepositIntent } from "./deposit.ts";

/** The money path's name for a deposit intent (api/deposit.ts keeps it under this name). */
export const DEPOSIT_INTENT_FORM = "wallet.deposit";

/**
 * What a session that expires mid-deposit keeps (lib/kept-on-expiry.ts): the method and channel, which the screen
 * reads when it opens, and the form's fields, which the form reads once the channels are there (each draft is read once).
 */
export const DEPOSIT_CHANNEL_KEY = "wallet.deposit.channel";

/** The method and channel of this member's deposit still unconfirmed when they left the deposit centre, or null. */
export function keptDepositChannel(userName: string): { code: string; vendorId: number } | null {
  const payload = keptIntent(DEPOSIT_INTENT_FORM, userName)?.payload as Partial<DepositIntent> | undefined;
  const body = payload?.body;
  return typeof body?.vendorId === "number" && typeof body.bankType === "string" ? { code: body.bankType, vendorId: body.vendorId } : null;
}
