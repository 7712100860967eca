// The check-in (LOGIN promotion) as pure rules, after the member centre's
// sign-in page (SIGNIN chunk): which day is today's, how each day is
// numbered and labelled, the days after a claim, and what a refused claim
// says is missing, with where the member can complete it.
import type { RouteName } from "../../lib/routes.ts";
import type { ActivityStatus, SignInClaimValue, SignInConfig, SignInConfigHistory, SignInDay } from "./reward-types.ts";

/** Today's day (`isToday` Y): the only one a member can claim; undefined when the configuration has none today. */
export function todayOf(record: SignInConfigHistory): SignInDay | undefined {
  return record.list.find((day) => day.isToday === "Y");
}

/** Today's day is claimed (SIGNIN reads today's `isClaimedToday`; a claimed day says so too). */
export function claimedToday(record: SignInConfigHistory): boolean {
  const today = todayOf(record);
  return today !== undefined && (today.isClaimedToday === "Y" || today.hasClaimed === "Y");
}

/** A day's number: its `dayCount` in a consecutive (`C`) check-in, else its place in the list (SIGNIN renderTpl). */
export function dayNumber(config: SignInConfig, day: SignInDay, index: number): number {
  return config.type === "C" ? day.dayCount : index + 1;
}

/**
 * The spec §3 label of a day: claimed (SIGNED), today's to claim (CLAIM), a
 * day before today left unclaimed (CLOSED), a later day (COMING_SOON).
 */
export function dayLabel(record: SignInConfigHistory, day: SignInDay): ActivityStatus {
  if (day.hasClaimed === "Y") return "SIGNED";
  if (day.isToday === "Y") return "CLAIM";
  const todayAt = record.list.findIndex((item) => item.isToday === "Y");
  return todayAt >= 0 && record.list.indexOf(day) < todayAt ? "CLOSED" : "COMING_SOON";
}

/** The days once today's day is claimed: the day and the day's flag marked, the totals moved by its rewards. */
export function afterClaim(record: SignInConfigHistory, detailId: number): SignInConfigHistory {
  const day = record.list.find((item) => item.id === detailId);
  if (!day || day.hasClaimed === "Y") return record;
  return {
    list: record.list.map((item) => ({ ...item, isClaimedToday: "Y", ...(item.id === detailId ? { hasClaimed: "Y" } : {}) })),
    footer: {
      dayCountClaimed: record.footer.dayCountClaimed + 1,
      totalClaimedAmount: record.footer.totalClaimedAmount + (day.amount ?? 0),
      totalClaimedPointAmount: record.footer.totalClaimedPointAmount + (day.pointAmount ?? 0),
    },
  };
}

/** What a refused claim says is missing (the SIGNIN chunk's refusals); undefined for any other refusal. */
export type SignInShortfall =
  | { kind: "deposit" | "bet" | "depositAndBet"; requiredDeposit: number; deposited: number; requiredBet: number; bet: number }
  | { kind: "information"; items: string[] }
  | { kind: "field"; field: string };

const MONEY_SHORT: Record<string, "deposit" | "bet" | "depositAndBet"> = {
  claim_deposit_required: "deposit",
  claim_bet_required: "bet",
  claim_deposit_and_bet_required: "depositAndBet",
};

export function shortfallOf(errorCode: string | undefined, value: SignInClaimValue | undefined): SignInShortfall | undefined {
  if (errorCode === undefined) return undefined;
  const data = value?.data;
  const kind = MONEY_SHORT[errorCode];
  if (kind) {
    const figure = (n: number | undefined) => Number(n) || 0;
    return { kind, requiredDeposit: figure(data?.requiredDepositAmount), deposited: figure(data?.accumulatedDepositAmount), requiredBet: figure(data?.requiredValidBet), bet: figure(data?.actualBet) };
  }
  if (errorCode === "required_member_information_incomplete") return { kind: "information", items: data?.requiredInformation ?? [] };
  if (errorCode === "prom.claim.req.field" && value?.type) return { kind: "field", field: value.type };
  return undefined;
}

/** The member information the SIGNIN chunk names (`requiredInformation`), each a text of its own. */
export type InformationItem = "BANK_CARD" | "CONTACT_NUMBER" | "MOBILE_VERIFIED";

export function isInformationItem(item: string): item is InformationItem {
  return item === "BANK_CARD" || item === "CONTACT_NUMBER" || item === "MOBILE_VERIFIED";
}

/**
 * Where the app lets the member complete an item: a bank card is bound on
 * the withdraw page (as the member centre sends it), the contact number and
 * its verification in the personal info; unknown items have no page.
 */
export function informationRoute(item: string): RouteName | undefined {
  if (item === "BANK_CARD") return "withdraw";
  if (item === "CONTACT_NUMBER" || item === "MOBILE_VERIFIED") return "myAccount";
  return undefined;
}

/** The `prom.claim.req.field` fields the app can complete, by where: cards on withdraw, identity on real-name, the rest in the personal info. */
const FIELD_ROUTES: Record<string, RouteName> = {
  withdrawal_account: "withdraw",
  bank_card: "withdraw",
  virtual_wallet: "withdraw",
  ewallet: "withdraw",
  id: "realName",
  id_not_verified: "realName",
  kyc_verified: "realName",
  email: "myAccount",
  mobile_no: "myAccount",
  mobile_no_verified: "myAccount",
  payee_name: "myAccount",
  birthday: "myAccount",
  qq: "myAccount",
  wechat: "myAccount",
  line_id: "myAccount",
  whatsapp_id: "myAccount",
  facebook_id: "myAccount",
  zalo: "myAccount",
  telegram: "myAccount",
};

export function fieldRoute(field: string): RouteName | undefined {
  return FIELD_ROUTES[field];
}
