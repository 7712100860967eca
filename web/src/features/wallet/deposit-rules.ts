// The deposit centre's rules (issue 14) as pure functions of a channel.
import type { AmountLimits } from "@platform/machines";
import type { DepositBank, DepositChannel, DepositPromotion } from "./api/api-types.ts";

export function depositLimits(channel: DepositChannel): AmountLimits {
  return { min: channel.minAmount, max: channel.maxAmount };
}

/** The quick-amount chips: the channel's, within its limits, in order. */
export function quickAmounts(channel: DepositChannel): number[] {
  return [...new Set(channel.quickAmounts ?? [])].filter((amount) => amount >= channel.minAmount && amount <= channel.maxAmount).sort((a, b) => a - b);
}

/** The deposit body of a channel, one of its banks, the amount and the choices (DepositByLaunchUrlRequest). */
export function depositBody(channel: DepositChannel, bank: DepositBank, amount: string, payeeName: string, promotionId: number | null) {
  return {
    amount: Number(amount),
    bankCode: bank.bankCode,
    ...(bank.mcsBankCode ? { mcsBankCode: bank.mcsBankCode } : {}),
    bankType: channel.bankType,
    vendorId: channel.vendorId,
    ...(payeeName.trim() ? { payeeName: payeeName.trim() } : {}),
    ...(promotionId === null ? {} : { promotionId }),
  };
}

/** A bonus the typed amount is enough for (no amount yet: every one shows). */
export function promotionAvailable(promotion: DepositPromotion, amount: number | undefined): boolean {
  return amount === undefined || Number.isNaN(amount) || amount >= promotion.minDeposit;
}
