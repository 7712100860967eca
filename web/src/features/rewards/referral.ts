// Spec §6 "Referral allowed only if REFERRAL promotion enabled, else 'coming
// soon' toast 1 s" and the agent modal (types other than 0, 4, 40), as pure
// functions; and the invitation link a member shares, built from the referral
// details as the member centre builds it (MC withInvite.getInviteUrl).
import { checkLink } from "../../lib/url-gate.ts";
import type { SessionInfo } from "../../stores/session-record.ts";
import { isPromotionEnabled, type AvailablePromotions } from "../promotion-availability/index.ts";
import { getsAgentModalForReferral } from "../../shared/session/index.ts";
import type { ReferralDetails } from "./reward-types.ts";

export type InviteOutcome = "pending" | "agentModal" | "comingSoon" | "referral";

/**
 * What /m/invite­Friends shows. An agent gets the agent modal whatever the
 * flag (its links live in the agent centre); a member the referral page when
 * REFERRAL is enabled, else 'coming soon'. A failed availability answer counts
 * as off (the query is silent). A visitor never gets here (the route's gate).
 */
export function inviteOutcome(session: SessionInfo | null, available: AvailablePromotions | undefined, settled: boolean): InviteOutcome {
  if (getsAgentModalForReferral(session)) return "agentModal";
  if (!settled) return "pending";
  return isPromotionEnabled(available, "REFERRAL") ? "referral" : "comingSoon";
}

/** A promotion host as the member centre takes it: with its scheme when it has one, and fewer than three dots. */
function promotionHost(domain: string): URL | null {
  const lower = domain.trim().toLowerCase();
  if (lower.split(".").length - 1 >= 3) return null;
  try {
    return new URL(/^https?:\/\//.test(lower) ? lower : `https://${lower}`);
  } catch {
    return null;
  }
}

/**
 * The invitation link: the site's root on a promotion host (the first usable
 * one; the member centre picks one at random, the app keeps the link the
 * same between visits), a bare two-label host under `www.`, else this page's
 * own origin; the member's code as `referralCode` and an affiliate code as
 * `affiliateCode` (the member centre's query form; its other form puts the
 * affiliate code in the host, which only a site serving every such sub-domain
 * can answer). A host without a scheme gets https (the member centre writes
 * http). Judged by the one URL gate: a link it refuses is not shared (null).
 */
export function inviteUrl(details: ReferralDetails, origin: string): string | null {
  const host = (details.promotionDomains ?? []).map(promotionHost).find((url) => url !== null);
  const base = host ?? new URL(origin);
  if (host && base.hostname.split(".").length < 3) base.hostname = `www.${base.hostname}`;
  const link = new URL("/", base.origin);
  if (details.affiliateCode) link.searchParams.set("affiliateCode", details.affiliateCode);
  link.searchParams.set("referralCode", details.referralCode);
  const verdict = checkLink(link.href, { origin });
  return verdict.ok ? link.href : null;
}

/** The referral rewards the merchant runs (the details' Y/N flags), in the member centre's order. */
export type ReferralEarning = "invitation" | "achievement" | "depositRebate" | "bettingRebate";

export function referralEarnings(details: ReferralDetails): ReferralEarning[] {
  const flags: [ReferralEarning, string | undefined][] = [
    ["invitation", details.invitationRewardEnabled],
    ["achievement", details.achievementEnabled],
    ["depositRebate", details.depositRebateEnabled],
    ["bettingRebate", details.bettingRebateEnabled],
  ];
  return flags.filter(([, flag]) => flag === "Y").map(([earning]) => earning);
}
