// Spec §6 "Referral allowed only if REFERRAL promotion enabled, else 'coming
// soon' toast 1 s" and the agent modal (types other than 0, 4, 40), as pure
// functions; and the link a member shares, made absolute for copy and QR.
import { checkLink } from "../../lib/url-gate.ts";
import type { SessionInfo } from "../../stores/session-record.ts";
import { isPromotionEnabled, type AvailablePromotions } from "../promotion-availability/index.ts";
import { getsAgentModalForReferral } from "../../shared/session/index.ts";
import type { AffiliateUrl } from "./reward-types.ts";

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

/** The member's own referral links (customer type 0, or unmarked); agent links belong to the agent centre. */
export function memberLinks(links: readonly AffiliateUrl[]): AffiliateUrl[] {
  return links.filter((link) => link.customerType === undefined || link.customerType === 0);
}

/**
 * The link as friends open it, judged by the one URL gate (lib/url-gate.ts):
 * an in-app path made absolute on this site, an https address as sent;
 * anything the gate refuses (other schemes, credentials, other origins'
 * relative tricks) is not shared.
 */
export function shareableUrl(url: string, origin: string): string | null {
  const verdict = checkLink(url, { origin });
  if (!verdict.ok) return null;
  return verdict.kind === "app" ? new URL(verdict.href, origin).href : verdict.href;
}
