// The withdraw screen's rules (issue 14) as pure functions of the server's settings.
import type { AmountLimits } from "@platform/machines";
import type { BankCard, WithdrawSettings } from "./api/api-types.ts";

/** The amount's limits: the settings' min and max, never above the withdrawable balance. */
export function withdrawLimits(settings: WithdrawSettings): AmountLimits {
  return { min: settings.minAmount, max: settings.maxAmount, balance: settings.withdrawableBalance };
}

export type WithdrawStep = "locked" | "setPassword" | "addCard" | "form";

/**
 * What the screen shows first: the lock explained; else the withdrawal
 * password to set; else a card to add; else the form.
 */
export function withdrawStep(settings: WithdrawSettings, hasPassword: boolean, cards: readonly BankCard[]): WithdrawStep {
  if (settings.locked) return "locked";
  if (!hasPassword) return "setPassword";
  if (cards.length === 0) return "addCard";
  return "form";
}

/** Another card may be added while the member has fewer than the settings allow (no limit when unsaid). */
export function canAddCard(settings: WithdrawSettings, cards: readonly BankCard[]): boolean {
  return settings.maxBankCards === undefined || settings.maxBankCards === null || cards.length < settings.maxBankCards;
}
