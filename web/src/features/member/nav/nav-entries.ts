// Spec §2 "Member navigation bar" as pure rules: which entries show, where
// each leads, which role check it needs, and the badges.
import { isPromotionEnabled, promotionCount, type AvailablePromotions, type PromotionKey } from "../../promotion-availability/index.ts";
import { paths } from "../../../lib/routes.ts";
import type { GuardedAction } from "../../../shared/session/index.ts";

export type NavEntryKey = "deposit" | "withdraw" | "rewards" | "invite" | "more";
export type MoreEntryKey = "signIn" | "promotions" | "vip" | "mall";

export interface NavContext {
  loggedIn: boolean;
  /** REWCEN3 and PTSYS3 of the merchant's switches. */
  rewardsCentre: boolean;
  pointsMall: boolean;
  available: AvailablePromotions | undefined;
}

export interface NavTarget {
  path: string;
  /** The role check a tap runs first (spec §6); none: no session check. */
  action?: GuardedAction;
}

export const navTargets: Record<NavEntryKey | MoreEntryKey, NavTarget> = {
  deposit: { path: paths.deposit, action: "deposit" },
  withdraw: { path: paths.withdraw, action: "withdraw" },
  rewards: { path: paths.receivingCenter, action: "rewards" },
  invite: { path: paths.inviteFriends, action: "invite" },
  more: { path: "" },
  signIn: { path: paths.signIn, action: "rewards" },
  // Spec §6: promotions, VIP and points mall in More have no session check.
  promotions: { path: paths.promotions },
  vip: { path: paths.vip },
  mall: { path: paths.pointsMall },
};

/** The bar's entries in order: rewards only with REWCEN3; invite for visitors or when REFERRAL is on. */
export function navEntries({ loggedIn, rewardsCentre, available }: NavContext): NavEntryKey[] {
  const entries: NavEntryKey[] = ["deposit", "withdraw"];
  if (rewardsCentre) entries.push("rewards");
  if (!loggedIn || isPromotionEnabled(available, "REFERRAL")) entries.push("invite");
  entries.push("more");
  return entries;
}

/** The More panel: sign-in only with LOGIN on; points mall only with PTSYS3. */
export function moreEntries({ pointsMall, available }: NavContext): MoreEntryKey[] {
  const entries: MoreEntryKey[] = [];
  if (isPromotionEnabled(available, "LOGIN")) entries.push("signIn");
  entries.push("promotions", "vip");
  if (pointsMall) entries.push("mall");
  return entries;
}

/** Spec §2: the rewards badge sums these counts. */
const REWARD_BADGE_KEYS: readonly PromotionKey[] = ["MANUAL", "RAFFLE", "UPGRADE_BONUS", "MISSION_MANUAL", "TICKET"];

export function rewardsBadgeCount(available: AvailablePromotions | undefined): number {
  return REWARD_BADGE_KEYS.reduce((sum, key) => sum + promotionCount(available, key), 0);
}

/** Spec §2: the More badge (and the sign-in dot) is the LOGIN count. */
export function moreBadgeCount(available: AvailablePromotions | undefined): number {
  return promotionCount(available, "LOGIN");
}

/** Spec §9: a nav-bar badge shows the number below 100, else an ellipsis. */
const NAV_BADGE_CAP = 100;

/** The badge's text; null when there is nothing to show. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count < NAV_BADGE_CAP ? String(count) : "…";
}
