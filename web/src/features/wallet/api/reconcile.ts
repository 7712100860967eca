// Reading back an unconfirmed wallet intent (issue 29) from what the contract
// already has: a withdrawal or a deposit from the member's transaction
// records, a card from the card list, the withdrawal password from
// hasWithdrawalPassword. Each answers `done` with what the call would have
// answered, or `none`; a failed read rejects (the machine counts it as unknown).
import { unwrap } from "@platform/sdk";
import type { BankCardPayload, WithdrawPayload } from "@platform/sdk/secure";
import { findRecord, recordsSince, sameAmount, type Reconciled, type RecordMatch } from "../../../lib/money-call/index.ts";
import type { Api } from "../../../lib/app-services.tsx";
import type { BankCard, DepositRequest, WithdrawResult } from "./api-types.ts";

/** A record's status in the withdrawal result's words. */
const withdrawStatus = { SUCCESS: "APPROVED", PENDING: "PENDING", FAILED: "REJECTED", CANCELLED: "REJECTED" } as const;

/** The records to read: enough of the newest to hold one made in the last minutes. */
const RECORDS_PAGE_SIZE = 50;

async function records(api: Api, types: "WITHDRAW" | "DEPOSIT", startedAt: number) {
  const page = await unwrap(api.GET("/wps/relay/ODS2_MemberTransaction", { params: { query: { types, ...recordsSince(startedAt), pageNo: 1, pageSize: RECORDS_PAGE_SIZE } } }));
  return page.list;
}

export async function reconcileWithdraw(api: Api, payload: Pick<WithdrawPayload, "amount">, match: RecordMatch): Promise<Reconciled<WithdrawResult>> {
  const record = findRecord(await records(api, "WITHDRAW", match.startedAt), match, (item) => item.type === "WITHDRAW" && sameAmount(-item.amount, payload.amount));
  if (!record) return { found: "none" };
  return {
    found: "done",
    value: {
      transactionId: record.transactionId,
      amount: Math.abs(record.amount),
      status: withdrawStatus[record.status],
      ...(record.balanceAfter === null || record.balanceAfter === undefined ? {} : { sumBalance: record.balanceAfter }),
    },
  };
}

/** A deposit order the records show: its number, amount and state (the payment page or QR it answered is not kept there). */
export interface RecordedDeposit {
  transactionId: string;
  amount: number;
  status: "SUCCESS" | "PENDING" | "FAILED" | "CANCELLED";
}

export async function reconcileDeposit(api: Api, body: Pick<DepositRequest, "amount">, match: RecordMatch): Promise<Reconciled<RecordedDeposit>> {
  const record = findRecord(await records(api, "DEPOSIT", match.startedAt), match, (item) => item.type === "DEPOSIT" && sameAmount(item.amount, body.amount));
  return record ? { found: "done", value: { transactionId: record.transactionId, amount: record.amount, status: record.status } } : { found: "none" };
}

/** The card list shows it: the same bank and the number's last four digits (cards come back masked). */
export async function reconcileBankCard(api: Api, payload: Pick<BankCardPayload, "bankCode" | "cardNumber">): Promise<Reconciled<BankCard>> {
  const cards = await unwrap(api.GET("/wps/member/bankCard"));
  const lastFour = payload.cardNumber.slice(-4);
  const card = cards.find((item) => item.bankCode === payload.bankCode && item.cardNumber.replace(/\D/g, "").endsWith(lastFour));
  return card ? { found: "done", value: card } : { found: "none" };
}

export async function reconcilePaymentPassword(api: Api): Promise<Reconciled<true>> {
  return (await unwrap(api.GET("/wps/member/hasWithdrawalPassword"))) ? { found: "done", value: true } : { found: "none" };
}
