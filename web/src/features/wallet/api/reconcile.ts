// Reading back an unconfirmed wallet intent from what the contract
// already has: a withdrawal or a deposit from the member's transaction
// records (GET ODSFE2_MemTransDet), a card from the card list, the
// withdrawal password from hasWithdrawalPassword, a return to the main
// wallet from the wallets. Each answers `done` with what the call would
// have answered, or `none`; a failed read rejects (the machine counts it as
// unknown).
import type { BankCardPayload, WithdrawPayload } from "@platform/sdk/secure";
import { findRecord, intentRecords, sameAmount, type Reconciled, type RecordMatch } from "../../../lib/money-call/index.ts";
import type { Api } from "../../../lib/app-services.tsx";
import type { BankCard, DepositRequest, WithdrawResult } from "./api-types.ts";
import { bankCards } from "./get-bank-cards.ts";
import { MAIN_WALLET_TYPE_ID, walletBalances } from "./get-wallet-balances.ts";
import { hasWithdrawalPassword } from "./has-withdrawal-password.ts";

/** The records to read: enough of the newest to hold one made in the last minutes. */
const RECORDS_PAGE_SIZE = 50;

/** The member's own movements of one kind since the intent was sent (the member centre names the member too), read fresh. */
const records = (api: Api, codeTypes: "withdraw" | "deposit", startedAt: number, userName: string | undefined) =>
  intentRecords.fetch(api, { codeTypes, userName, startedAt, size: RECORDS_PAGE_SIZE });

export async function reconcileWithdraw(api: Api, payload: Pick<WithdrawPayload, "amount">, match: RecordMatch, userName?: string): Promise<Reconciled<WithdrawResult>> {
  const record = findRecord(await records(api, "withdraw", match.startedAt, userName), match, (item) => item.amount < 0 && sameAmount(-item.amount, payload.amount));
  if (!record) return { found: "none" };
  return {
    found: "done",
    value: {
      ...(record.orderNo ? { transactionId: record.orderNo } : {}),
      amount: Math.abs(record.amount),
      // A withdrawal is reviewed before it is paid: one in the records is under review.
      status: "PENDING",
      ...(record.currentAvailBalance === null || record.currentAvailBalance === undefined ? {} : { sumBalance: record.currentAvailBalance }),
    },
  };
}

/** A deposit order the records show: its number and amount (the payment page or QR it answered is not kept there). */
export interface RecordedDeposit {
  transactionId: string | null;
  amount: number;
}

export async function reconcileDeposit(api: Api, body: Pick<DepositRequest, "amount">, match: RecordMatch, userName?: string): Promise<Reconciled<RecordedDeposit>> {
  const record = findRecord(await records(api, "deposit", match.startedAt, userName), match, (item) => item.amount > 0 && sameAmount(item.amount, body.amount));
  return record ? { found: "done", value: { transactionId: record.orderNo ?? null, amount: record.amount } } : { found: "none" };
}

/** The card list shows it: the same bank and the number's last four digits (cards come back masked). */
export async function reconcileBankCard(api: Api, payload: Pick<BankCardPayload, "bankCode" | "cardNumber">): Promise<Reconciled<BankCard>> {
  const cards = await bankCards.fetch(api);
  const lastFour = payload.cardNumber.slice(-4);
  const card = cards.find((item) => item.bankCode === payload.bankCode && item.cardNumber.replace(/\D/g, "").endsWith(lastFour));
  return card ? { found: "done", value: card } : { found: "none" };
}

export async function reconcilePaymentPassword(api: Api): Promise<Reconciled<true>> {
  return (await hasWithdrawalPassword.fetch(api)) ? { found: "done", value: true } : { found: "none" };
}

/** A return to the main wallet is done when no game wallet that answers holds money any more. */
export async function reconcileWalletReturn(api: Api): Promise<Reconciled<true>> {
  const value = await walletBalances.fetch(api);
  const wallets = Array.isArray(value.balance) ? value.balance : [value.balance];
  const left = wallets.some((wallet) => wallet.accountTypeId !== MAIN_WALLET_TYPE_ID && wallet.status === "OK" && wallet.availBalance > 0);
  return left ? { found: "none" } : { found: "done", value: true };
}
