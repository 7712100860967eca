// Spec §2 "Agent home": the navigation grid and the footer, as data. An entry
// with a key shows only when the merchant's menu whitelist lists that key;
// online service has none and always shows.
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
  /** The whitelist key (contract: WhitelabelMenuItem.menuId). */
  key: GridKey;
  path: string;
}

/** Spec §2: the nine grid routes, then the mail centre (with its unread badge). */
export const gridEntries: readonly GridEntry[] = [
  { key: "teamOverview", path: paths.agentTeamOverview },
  { key: "transactionRecord", path: href("transactionRecord", { types: "A" }) },
  { key: "teamManage", path: paths.memberTeam },
  { key: "redRain", path: paths.redRain },
  { key: "teamPnl", path: paths.teamPnl },
  { key: "teamBetting", path: paths.teamBetting },
  { key: "agentRebate", path: paths.agentRebate },
  { key: "teamRebate", path: paths.teamRebate },
  { key: "securityCenter", path: paths.securityCenter },
  { key: "mailCenter", path: paths.inbox },
];

/** The grid entries the whitelist allows, in the grid's order (online service is added by the view, always). */
export function allowedGridEntries(whitelist: readonly string[]): GridEntry[] {
  const allowed = new Set(whitelist);
  return gridEntries.filter((entry) => allowed.has(entry.key));
}

/** The whitelist key of the footer's dividend tab. */
const DIVIDEND_KEY = "agentDividend";

export type FooterKey = "home" | "openAccount" | "dividend" | "announcements";

export interface FooterEntry {
  key: FooterKey;
  path: string;
}

/**
 * Spec §2: home, open account, dividend (only when enabled), agent announcements.
 * "home" is the site's home, /m/home, the agent area's way back to the main site
 * (issue 34: it pointed at agent home, the page it sat on): §2's route table
 * lists the agent footer's routes as open account, dividend and announcements
 * only, and "Home" is /m/home in the footer menu too. The grid's pages go back
 * to agent home with the header's back arrow.
 */
export function agentFooterEntries(whitelist: readonly string[]): FooterEntry[] {
  const entries: FooterEntry[] = [
    { key: "home", path: paths.home },
    { key: "openAccount", path: paths.agentRegister },
  ];
  if (whitelist.includes(DIVIDEND_KEY)) entries.push({ key: "dividend", path: paths.agentDividend });
  entries.push({ key: "announcements", path: href("agentNotice", { types: "A" }) });
  return entries;
}

/** A badge shows above 0 only (spec §2); large counts are capped. */
export function badgeText(count: number | undefined): string | undefined {
  if (!count || count <= 0) return undefined;
  return count > 99 ? "99+" : String(count);
}
