// The deposit centre's rules as pure functions of the
// server's methods and channels (GET MCSFE_getDepositPaymentChannels) and
// settings (GET MCSFE_getDepositSettings), as the member centre reads them.
import type { AmountLimits } from "@platform/machines";
import type { DepositBank, DepositChannel, DepositPromotion, DepositSettings } from "./api/api-types.ts";
import type { DepositOption } from "./deposit-options.ts";

/** The minimum of a channel: its own, raised to the first-deposit minimum before a member's first deposit. */
export function depositMinimum(channel: DepositChannel, settings: DepositSettings | undefined): number {
  const first = settings?.firstDeposit === "N" ? (settings.minFirstDepositAmount ?? 0) : 0;
  return Math.max(channel.min, first);
}

export function depositLimits(channel: DepositChannel, settings: DepositSettings | undefined): AmountLimits {
  return { min: depositMinimum(channel, settings), max: channel.max };
}

/** The fixed amounts offered as choices (with `fixAmountFlag` Y), within the limits, smallest first. */
export function fixedAmounts(channel: DepositChannel, settings?: DepositSettings): number[] {
  if (channel.fixAmountFlag !== "Y") return [];
  const min = depositMinimum(channel, settings);
  return [...new Set(channel.fixAmounts ?? [])].filter((amount) => amount >= min && amount <= channel.max).sort((a, b) => a - b);
}

/** Only the fixed amounts may be paid: no amount field, a choice among them. */
export function fixedAmountsOnly(channel: DepositChannel): boolean {
  return channel.fixAmountFlag === "Y" && channel.fixAmountOnly === "Y" && (channel.fixAmounts ?? []).length > 0;
}

/**
 * The fee of an amount (the member centre's countPrice): `customerCharge` percent, kept within
 * min..max when those are set, plus the fixed part; 0 when the channel charges nothing.
 */
export function depositFee(channel: DepositChannel, amount: number): number {
  const percent = channel.customerCharge ?? 0;
  const fixed = channel.customerChargeFixed ?? 0;
  if (!(amount > 0) || (percent <= 0 && fixed <= 0)) return 0;
  let fee = (amount * percent) / 100;
  if (channel.minCustomerCharge) fee = Math.max(fee, channel.minCustomerCharge);
  if (channel.maxCustomerCharge) fee = Math.min(fee, channel.maxCustomerCharge);
  return Math.round((fee + fixed) * 100) / 100;
}

/** A bank's name as the member centre shows it (bankLocaleName, else in the member's script). */
export function bankName(bank: DepositBank, chinese: boolean): string {
  return bank.bankLocaleName ?? (chinese ? (bank.bankChName ?? bank.bankEngName) : (bank.bankEngName ?? bank.bankChName)) ?? bank.bankCode;
}

/** The deposit body of a method, one of its channels and banks, the amount and the choices (DepositByLaunchUrlRequest). */
export function depositBody(option: DepositOption, channel: DepositChannel, bank: DepositBank, amount: string, details: { payeeName?: string; nickname?: string; promotionId: number | null }) {
  return {
    amount: Number(amount),
    bankCode: bank.bankCode,
    ...(channel.mcsBankCode ? { mcsBankCode: channel.mcsBankCode } : {}),
    bankType: option.code,
    vendorId: channel.vendorId,
    ...(details.payeeName?.trim() ? { payeeName: details.payeeName.trim() } : {}),
    ...(details.nickname?.trim() ? { nickname: details.nickname.trim() } : {}),
    ...(option.call === "qr" && option.code === "ALIPAY" ? { showQrImageOnly: true } : {}),
    ...(details.promotionId === null ? {} : { promotionId: details.promotionId }),
  };
}

/** A bonus the typed amount is enough for (no amount yet: every one shows). */
export function promotionAvailable(promotion: DepositPromotion, amount: number | undefined): boolean {
  return amount === undefined || Number.isNaN(amount) || amount >= promotion.minDeposit;
}
