// The deposit, withdraw, bank-card and withdrawal-password rules
// as data (spec §5 style: a key per failure, the bounds as params). Limits
// come from the server (the deposit channel, the withdraw settings, the
// bank); `format` words an amount for the message (the app's money format).
import { keyMessage, type Message } from "../messages.ts";
import type { FieldRule } from "./fieldRule.ts";

export interface AmountLimits {
  readonly min: number;
  readonly max: number;
  /** What may be taken at most (the withdrawable balance); none for a deposit. */
  readonly balance?: number;
}

/** A positive amount with at most 2 decimals ("100", "100.5", "100.50"). */
export const AMOUNT_PATTERN = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/;

/** The amount rule of a limits pair: within min and max, and never above the balance. */
export function checkAmount(value: string, limits: AmountLimits, format: (amount: number) => string = String): Message | undefined {
  if (value === "") return keyMessage("enter_amount");
  if (!AMOUNT_PATTERN.test(value)) return keyMessage("amount_format");
  const amount = Number(value);
  if (amount <= 0) return keyMessage("amount_format");
  if (limits.balance !== undefined && amount > limits.balance) return keyMessage("amount_above_balance", { balance: format(limits.balance) });
  if (amount < limits.min) return keyMessage("amount_below_min", { min: format(limits.min) });
  if (amount > limits.max) return keyMessage("amount_above_max", { max: format(limits.max) });
  return undefined;
}

export function amountRule(limits: AmountLimits, format?: (amount: number) => string): FieldRule {
  return {
    required: true,
    pattern: AMOUNT_PATTERN,
    requiredMessage: "enter_amount",
    message: "amount_format",
    check: (value) => checkAmount(value, limits, format),
  };
}

/** A choice that must be made (a bank, a card). */
export const choiceRule = (requiredMessage: "select_bank"): FieldRule => ({ required: true, requiredMessage, message: requiredMessage });

/** The card number: digits, within the bank's lengths (8 to 30 when the bank says nothing). */
export function cardNumberRule(minLength = 8, maxLength = 30): FieldRule {
  return { required: true, pattern: /^\d+$/, minLength, maxLength, requiredMessage: "card_number_error", message: "card_number_error" };
}

/** What a bank card form needs to know of each bank (GET /wps/system/withdrawBanks). */
export interface CardBankRules {
  readonly bankCode: string;
  readonly cardNumberMinLength?: number | null;
  readonly cardNumberMaxLength?: number | null;
  readonly branchRequired?: boolean | null;
}

/**
 * The bank card form's rules, following the bank chosen in the field `bankField`:
 * the number within that bank's lengths, the branch required when it says so.
 */
export function bankCardRules(banks: readonly CardBankRules[], bankField = "bankCode"): Record<"bankCode" | "cardNumber" | "accountName" | "branchName" | "paymentPassword", FieldRule> {
  const bankOf = (values: Readonly<Record<string, string>>) => banks.find((bank) => bank.bankCode === values[bankField]);
  const numberRule = (values: Readonly<Record<string, string>>) => {
    const bank = bankOf(values);
    return cardNumberRule(bank?.cardNumberMinLength ?? undefined, bank?.cardNumberMaxLength ?? undefined);
  };
  return {
    bankCode: choiceRule("select_bank"),
    cardNumber: {
      required: true,
      pattern: /^\d+$/,
      requiredMessage: "card_number_error",
      message: "card_number_error",
      check: (value, values) => {
        const rule = numberRule(values);
        const wrong = (rule.minLength !== undefined && value.length < rule.minLength) || (rule.maxLength !== undefined && value.length > rule.maxLength);
        return wrong ? keyMessage("card_number_error", { min: rule.minLength ?? 8, max: rule.maxLength ?? 30 }) : undefined;
      },
    },
    accountName: accountNameRule,
    branchName: { ...branchRule(false), requiredWhen: (values) => bankOf(values)?.branchRequired === true },
    paymentPassword: paymentPasswordRule,
  };
}

/** The name on the account: 1 to 64 characters. */
export const accountNameRule: FieldRule = { required: true, minLength: 1, maxLength: 64, requiredMessage: "enter_account_name", message: "enter_account_name" };

/** The branch, required only when the bank says so. */
export const branchRule = (required: boolean): FieldRule => ({ required, maxLength: 64, requiredMessage: "enter_branch", message: "enter_branch" });

/** The depositor's name a manual transfer is matched by. */
export const payeeNameRule = (required: boolean): FieldRule => ({ required, maxLength: 64, requiredMessage: "enter_payee_name", message: "enter_payee_name" });

/** The withdrawal password (PaymentPasswordPayload: 6 to 20 characters, no spaces). */
export const paymentPasswordRule: FieldRule = {
  required: true,
  pattern: /^\S+$/,
  minLength: 6,
  maxLength: 20,
  requiredMessage: "payment_password_format",
  message: "payment_password_format",
};

/** The confirmation of a new withdrawal password: equal to the field `of`. */
export const paymentPasswordConfirmRule = (of: string): FieldRule => ({
  ...paymentPasswordRule,
  check: (value, values) => (value === values[of] ? undefined : keyMessage("payment_password_mismatch")),
});
