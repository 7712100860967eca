// Spec §2 "Agent home": the navigation grid and the footer, as data. The
// merchant's menu is the consolidated settings' modId tree (MC
// OkT9 getAcMenu): an entry with a node shows when the node is enabled, one
// without a node shows by its own check; online service has no node and
// always shows.
import { menuEntryShown, type ConsolidatedSettings, type MenuEntryRef } from "../../shared/system/index.ts";
import { href, paths } from "../../lib/routes.ts";

export type GridKey =
  | "teamOverview"
  | "transactionRecord"
  | "teamManage"
  | "redRain"
  | "teamPnl"
  | "teamBetting"
  | "agentRebate"
  | "teamRebate"
  | "securityCenter"
  | "mailCenter";

export interface GridEntry {
  key: GridKey;
  path: string;
  /** The entry's node in the merchant's menu tree (MC getAcMenu's table; the security and mail centres are the member centre's, getMainMenu). */
  menu: MenuEntryRef;
}

/** Spec §2: the nine grid routes, then the mail centre (with its unread badge), each with its modId. */
export const gridEntries: readonly GridEntry[] = [
  { key: "teamOverview", path: paths.agentTeamOverview, menu: { section: "AGECEN", modId: "AGEPAG" } },
  { key: "transactionRecord", path: href("transactionRecord", { types: "A" }), menu: { section: "AGECEN", modId: "TRANSREC3" } },
  { key: "teamManage", path: paths.memberTeam, menu: { section: "AGECEN", modId: "DOWNMAN" } },
  { key: "redRain", path: paths.redRain, menu: { section: "AGECEN", modId: "AGENTRANSMULTDOWN3", switchId: "AGENTRANSMULTDOWN3" } },
  { key: "teamPnl", path: paths.teamPnl, menu: { section: "AGECEN", modId: "AGETEAMPNL3" } },
  { key: "teamBetting", path: paths.teamBetting, menu: { section: "AGECEN", modId: "TEAMBETTING3", switchId: "TEAMBETTING3" } },
  { key: "agentRebate", path: paths.agentRebate, menu: { section: "AGECEN", modId: "GAMSER" } },
  { key: "teamRebate", path: paths.teamRebate, menu: { section: "AGECEN", modId: "AGEREBINC3" } },
  { key: "securityCenter", path: paths.securityCenter, menu: { section: "MEMCEN", modId: "SECPRIV" } },
  // `?types=A` keeps the agent footer on the member's inbox (lib/routes.ts `agentQuery`).
  { key: "mailCenter", path: href("inbox", { types: "A" }), menu: { section: "MEMCEN", modId: "MAILCEN" } },
];

/** The footer's dividend tab's node (MC getAcMenu DIVIDEND). */
const DIVIDEND: MenuEntryRef = { section: "AGECEN", modId: "DIVIDEND" };

/** What agent home's grid and footer show of the merchant's menu. */
export interface AgentMenu {
  grid: GridEntry[];
  dividend: boolean;
}

type MenuSettings = Pick<ConsolidatedSettings, "whitelabel" | "whitelabelVal">;

/**
 * The grid entries the merchant's menu shows, in the grid's order (online
 * service is added by the view, always), and whether the footer's dividend
 * tab shows: only with an enabled DIVIDEND node (the real client also asks
 * for a dividend contract, which the dividend page itself shows).
 */
export function agentMenuOf(settings: MenuSettings): AgentMenu {
  const section = settings.whitelabel.childrenNodes.find((node) => node.modId === DIVIDEND.section);
  const dividend = section?.childrenNodes.some((node) => node.modId === DIVIDEND.modId && node.enabled === "1") ?? false;
  return { grid: gridEntries.filter((entry) => menuEntryShown(settings, entry.menu)), dividend };
}

export type FooterKey = "home" | "openAccount" | "dividend" | "announcements";

export interface FooterEntry {
  key: FooterKey;
  path: string;
}

/**
 * Spec §2: home, open account, dividend (only when enabled), agent announcements.
 * "home" is the site's home, /m/home, the agent area's way back to the main site
 * (it pointed at agent home, the page it sat on): §2's route table
 * lists the agent footer's routes as open account, dividend and announcements
 * only, and "Home" is /m/home in the footer menu too. The grid's pages go back
 * to agent home with the header's back arrow.
 */
export function agentFooterEntries(dividend: boolean): FooterEntry[] {
  const entries: FooterEntry[] = [
    { key: "home", path: paths.home },
    { key: "openAccount", path: paths.agentRegister },
  ];
  if (dividend) entries.push({ key: "dividend", path: paths.agentDividend });
  entries.push({ key: "announcements", path: href("agentNotice", { types: "A" }) });
  return entries;
}

/** A badge shows above 0 only (spec §2); large counts are capped. */
export function badgeText(count: number | undefined): string | undefined {
  if (!count || count <= 0) return undefined;
  return count > 99 ? "99+" : String(count);
}
