// The withdraw screen's rules as pure functions of the
// server's settings (GET MCSFE_getWithdrawSettings), account info (GET
// MCSFE_getWithdrawAccountInfo) and main wallet, as the member centre's
// withdraw page reads them.
import type { AmountLimits } from "@platform/machines";
import type { WithdrawAccountInfo, WithdrawCard, WithdrawSettings } from "./api/api-types.ts";

/**
 * What may be withdrawn now: the main wallet's balance, at most what today's withdrawals may still take
 * (`remainingWithdrawAmount`, when the server limits the day's amount).
 */
export function withdrawable(mainBalance: number, info: WithdrawAccountInfo): number {
  const left = info.remainingWithdrawAmount;
  return left === null || left === undefined ? mainBalance : Math.min(mainBalance, left);
}

/**
 * The amount's limits: the card's min and max (the account info's, else the settings'), at most what may be
 * withdrawn now; none but the balance when the settings do not limit amounts (`amountLimitFlag` N).
 */
export function withdrawLimits(settings: WithdrawSettings, info: WithdrawAccountInfo, mainBalance: number): AmountLimits {
  const balance = withdrawable(mainBalance, info);
  if (settings.amountLimitFlag === "N") return { min: 0, max: Number.MAX_SAFE_INTEGER, balance };
  return { min: info.minWithdrawal ?? settings.minimumAmount, max: info.maxWithdrawal ?? settings.maximumAmount, balance };
}

/** The per-withdrawal range to show, or null when amounts are not limited. */
export function withdrawRange(settings: WithdrawSettings, info: WithdrawAccountInfo): { min: number; max: number } | null {
  if (settings.amountLimitFlag === "N") return null;
  return { min: info.minWithdrawal ?? settings.minimumAmount, max: info.maxWithdrawal ?? settings.maximumAmount };
}

/** The withdrawal hours, as times of day: null when open all day (the same time at both ends, or none). */
export function withdrawHours(settings: WithdrawSettings, timeOf: (value: number) => string): { from: string; to: string } | null {
  const { withdrawDateFrom: from, withdrawDateTo: to } = settings;
  if (from === null || from === undefined || to === null || to === undefined) return null;
  const hours = { from: timeOf(from), to: timeOf(to) };
  return hours.from === hours.to ? null : hours;
}

export type WithdrawStep = "closed" | "notOffered" | "outsideHours" | "setPassword" | "addCard" | "noneLeft" | "form";

/**
 * What the screen shows: closed withdrawals with the merchant's message; bank-card withdrawals not offered;
 * outside the withdrawal hours; else the withdrawal password to set; else a card to add; else, when no
 * withdrawal is left today, that; else the form.
 */
export function withdrawStep(settings: WithdrawSettings, info: WithdrawAccountInfo, hasPassword: boolean): WithdrawStep {
  if (settings.allowWithdraw !== "Y") return "closed";
  if (settings.normalBankWithdrawalSwitch === "N") return "notOffered";
  if (settings.allowWithdrawNow === false) return "outsideHours";
  if (!hasPassword) return "setPassword";
  if (info.bankCards.length === 0) return "addCard";
  if (info.remainingTransactionTimes === 0) return "noneLeft";
  return "form";
}

/** Another card may be added while the member has fewer than the account info allows (no limit when unsaid). */
export function canAddCard(info: WithdrawAccountInfo): boolean {
  return info.maxCardCount === undefined || info.bankCards.length < info.maxCardCount;
}

/** A card whose bank takes withdrawals now (`isWithdrawActive` not N). */
export function cardOpen(card: WithdrawCard): boolean {
  return card.isWithdrawActive !== "N";
}

/** The card chosen at first: the kept one, else the first that takes withdrawals, else the first. */
export function firstCard(cards: readonly WithdrawCard[], kept: number | undefined): WithdrawCard | undefined {
  return cards.find((card) => card.bankCardId === kept && cardOpen(card)) ?? cards.find(cardOpen) ?? cards[0];
}

/** The fixed amounts offered as choices (with `fixedAmountFlag` Y), smallest first. */
export function fixedWithdrawAmounts(settings: WithdrawSettings): number[] {
  if (settings.fixedAmountFlag !== "Y") return [];
  return [...new Set(settings.fixedWithdrawAmounts ?? [])].sort((a, b) => a - b);
}

/** Whether a withdrawal of this amount needs the SMS code (EVERY_WITHDRAWAL, or WITHDRAW_AMOUNT above its amount). */
export function needsSmsCode(settings: WithdrawSettings, amount: number): boolean {
  if (settings.mobileVerificationType === "EVERY_WITHDRAWAL") return true;
  return settings.mobileVerificationType === "WITHDRAW_AMOUNT" && amount > (settings.mobileVerificationWithdrawAmount ?? 0);
}

/** The charge of a bank withdrawal (`c2cEnabled` Y: `withdrawPenaltyCharge` percent of the amount), or null. */
export function withdrawCharge(settings: WithdrawSettings, amount: number): { percent: number; amount: number } | null {
  const percent = settings.withdrawPenaltyCharge ?? 0;
  if (settings.c2cEnabled !== "Y" || percent <= 0) return null;
  return { percent, amount: Math.round(amount * percent) / 100 };
}
