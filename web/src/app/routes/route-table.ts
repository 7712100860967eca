// Spec §2 routes, as data. A route names its screen as "feature/name": the
// file features/<feature>/screens/<name>-screen.tsx (default export). A later
// issue adds a screen by creating that file; until then the route keeps its
// title and role gate and shows an honest "not available yet" state.
import type { GuardedAction } from "../../shared/session/index.ts";
import type { Namespaces } from "../../i18n/i18n-types.ts";
import {
  CHANGE_PASSWORD_PATH,
  SETTINGS_CHANGE_PASSWORD_PATH,
  DEPOSIT_PATH,
  FORGET_PATH,
  HOME_PATH,
  LOGIN_PATH,
  MEMBER_CENTRE_PATH,
  MESSAGES_PATH,
  PROMOTIONS_PATH,
  REGISTER_PATH,
  SETTINGS_PATH,
  SPONSOR_PATH,
  TRIAL_PATH,
  HELP_PATH,
  GAME_LIST_PATH,
  MY_ACCOUNT_PATH,
  REAL_NAME_PATH,
  FEEDBACK_PATH,
  ACTIVITY_APPLY_PATH,
  INSTALL_GUIDE_PATH,
  TRANSACTION_RECORD_PATH,
} from "../../lib/paths.ts";
import type { TitleKey } from "./titles.ts";

export interface RouteEntry {
  /** wouter pattern, matched exactly. */
  path: string;
  /** "feature/name" → features/<feature>/screens/<name>-screen.tsx. */
  screen: string;
  /** Document and header title (spec §2 "Titles by route"). */
  title?: TitleKey;
  /** Role gate applied before the screen renders (spec §6). */
  guard?: GuardedAction;
  /** Issue 21: a logged-in member who opens this route goes to /m/home (login, register). */
  visitorOnly?: true;
  /**
   * Issue 34: a page of the agent area (agent home, its grid's pages, its
   * footer's tabs, the contract pages): it passes the agent-home reading of
   * spec §6 as well as its own guard (`guardsOf`), and the frame shows no
   * footer menu on it (the agent footer is the area's own, frame-rules.ts).
   */
  area?: "agent";
}


/** Spec §2: these all show home. */
export const homeAliases = ["/", "/m", "/m/", "/m/index", "/m/index.html"] as const;

/** Spec §2: old addresses that redirect. */
export const redirects: Record<string, string> = {
  ...Object.fromEntries(homeAliases.map((path) => [path, HOME_PATH])),
  "/m/register.html": REGISTER_PATH,
};

export const routes: RouteEntry[] = [
  { path: HOME_PATH, screen: "home/home", title: "home" },
  // Account (issue 7, the account-forms engineer)
  { path: LOGIN_PATH, screen: "account/login", title: "login", visitorOnly: true },
  { path: REGISTER_PATH, screen: "account/register", title: "register", visitorOnly: true },
  { path: FORGET_PATH, screen: "account/forget", title: "forget" },
  { path: CHANGE_PASSWORD_PATH, screen: "account/change-password", title: "changePsw" },
  // Settings and trial (this foundation)
  { path: SETTINGS_PATH, screen: "settings/settings", title: "set", guard: "settings" },
  // Issue 34: the change of password a member chose (settings, security center): a normal page with back and footer.
  { path: SETTINGS_CHANGE_PASSWORD_PATH, screen: "account/chosen-change-password", title: "changePassword", guard: "settings" },
  { path: TRIAL_PATH, screen: "trial/trial", title: "trail" },
  // Content and messages
  { path: "/m/notice", screen: "content/notice", title: "notice" },
  { path: MESSAGES_PATH, screen: "messages/message-center", title: "message" },
  { path: "/m/webEmail", screen: "messages/inbox", title: "webEmail", guard: "inbox" },
  { path: HELP_PATH, screen: "content/help", title: "help" },
  { path: PROMOTIONS_PATH, screen: "promotions/activity", title: "activity" },
  { path: "/m/activityDetail", screen: "promotions/activity-detail", title: "activityDetail" },
  { path: "/m/activity/signIn", screen: "rewards/sign-in", title: "signIn" },
  { path: "/m/vip", screen: "vip/vip", title: "vip" },
  { path: SPONSOR_PATH, screen: "promotions/sponsor", title: "sponsor" },
  { path: "/m/mall/mallHome", screen: "rewards/points-mall", title: "mall" },
  { path: "/m/read/:topic", screen: "content/read", title: "read" },
  // Member and wallet
  { path: MEMBER_CENTRE_PATH, screen: "member/member-home", title: "memberHome", guard: "memberCentre" },
  { path: "/m/member/benefits", screen: "member/benefits", title: "benefits", guard: "benefits" },
  { path: DEPOSIT_PATH, screen: "wallet/voucher-center", title: "voucherCenter", guard: "deposit" },
  { path: "/m/withdraw", screen: "wallet/withdraw", title: "withdraw", guard: "withdraw" },
  { path: "/m/receivingCenter", screen: "rewards/receiving-center", title: "receivingCenter", guard: "rewards" },
  { path: "/m/inviteFriends", screen: "rewards/invite-friends", title: "inviteFriends", guard: "invite" },
  // Games
  { path: "/m/live-games", screen: "games/live-games", title: "liveGames" },
  { path: "/m/poker-games", screen: "games/poker-games", title: "pokerGames" },
  { path: "/m/sport-games", screen: "games/sport-games", title: "sportGames" },
  { path: "/m/slot-games", screen: "games/slot-games", title: "slotGames" },
  { path: "/m/fishing-games", screen: "games/fishing-games", title: "fishingGames" },
  { path: GAME_LIST_PATH, screen: "games/game-list", title: "gameList" },
  { path: "/m/gameCenter", screen: "games/game-center", title: "gameCenter" },
  { path: "/m/slotsCenter", screen: "games/slots-center", title: "slotsCenter" },
  { path: "/m/lottery", screen: "games/lottery", title: "lottery" },
  // Agent: the agent area (issue 34); each page passes the agent-home reading, then its own guard.
  { path: "/m/agent", screen: "agent/agent-home", title: "agent", guard: "agentHome", area: "agent" },
  // Agent navigation grid (spec §2; issue 16). Transaction records is the member's own page too (issue 29:
  // deposit, withdraw and rewards look a call up there), so it keeps the member frame and its own guard.
  { path: "/m/agent/team/overview", screen: "agent/team-overview", title: "agentTeamOverview", guard: "agentHome", area: "agent" },
  { path: TRANSACTION_RECORD_PATH, screen: "agent/transaction-record", title: "transactionRecord", guard: "records" },
  { path: "/m/member/team", screen: "agent/team", title: "memberTeam", guard: "agentHome", area: "agent" },
  { path: "/m/redRain", screen: "agent/red-rain", title: "redRain", guard: "agentHome", area: "agent" },
  { path: "/m/agent/team/pnl", screen: "agent/team-pnl", title: "teamPnl", guard: "agentHome", area: "agent" },
  { path: "/m/teamBetting", screen: "agent/team-betting", title: "teamBetting", guard: "agentHome", area: "agent" },
  { path: "/m/member/agent/agentRebeat", screen: "agent/agent-rebate", title: "agentRebate", guard: "agentHome", area: "agent" },
  { path: "/m/member/teamRebate", screen: "agent/team-rebate", title: "teamRebate", guard: "agentHome", area: "agent" },
  { path: "/m/securityCenter", screen: "agent/security-center", title: "securityCenter", guard: "agentHome", area: "agent" },
  // Agent footer tabs (spec §2)
  { path: "/m/agentRegister", screen: "agent/agent-register", title: "agentRegister", guard: "agentHome", area: "agent" },
  { path: "/m/member/agent/agentDivident", screen: "agent/agent-dividend", title: "agentDividend", guard: "agentContract", area: "agent" },
  { path: "/m/member/notice", screen: "agent/agent-notice", title: "agentNotice", guard: "agentHome", area: "agent" },
  // Spec §2 "Contract pages": where home's agent prompts lead (issue 8); spec §6 contract reading.
  { path: "/m/member/agent/getSalaryContract", screen: "agent/salary-contract", title: "salaryContract", guard: "agentContract", area: "agent" },
  { path: "/m/member/agent/getDevidendContract", screen: "agent/dividend-contract", title: "dividendContract", guard: "agentContract", area: "agent" },
  { path: "/m/member/agent/getHourContract", screen: "agent/hour-contract", title: "hourContract", guard: "agentContract", area: "agent" },
  // The rest of the account side (issue 20): routes chosen here, spec §2 shows none.
  { path: MY_ACCOUNT_PATH, screen: "profile/personal-info", title: "myAccount", guard: "settings" },
  { path: REAL_NAME_PATH, screen: "profile/real-name", title: "realName", guard: "settings" },
  { path: FEEDBACK_PATH, screen: "feedback/feedback", title: "feedback", guard: "settings" },
  { path: ACTIVITY_APPLY_PATH, screen: "activity-apply/activity-apply", title: "activityApply", guard: "settings" },
  { path: INSTALL_GUIDE_PATH, screen: "install-guide/install-guide", title: "installGuide" },
];

/**
 * The text namespaces (i18n/<locale>/<namespace>) each feature's screens use,
 * beyond the base texts; a route's are loaded before it shows, so a screen
 * loads no other feature's texts. Home's texts live with the games'.
 */
const featureTexts: Partial<Record<string, Namespaces[]>> = {
  account: ["account"],
  agent: ["agent"],
  content: ["content"],
  games: ["games"],
  home: ["games"],
  messages: ["messageCentre"],
  promotions: ["promotions", "content", "games"],
  rewards: ["rewards"],
  vip: ["vip"],
  member: ["member"],
  wallet: ["wallet"],
  profile: ["profile"],
  feedback: ["profile"],
  "activity-apply": ["profile"],
  "install-guide": ["profile"],
};

/** The namespaces a route's screen ("feature/name") needs. */
export function screenTexts(screen: string): Namespaces[] {
  return featureTexts[screen.split("/")[0] ?? ""] ?? [];
}

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

/** Exact match of a pathname against a pattern whose `:name` segments match one segment. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index] ?? "";
    if (part.startsWith(":")) {
      if (!actual) return null;
      params[part.slice(1)] = decodeURIComponent(actual);
    } else if (part !== actual) return null;
  }
  return params;
}

/** The route a path ends on (spec §2): its redirect followed, an unknown path home. */
export function routeOfPath(path: string): RouteMatch | undefined {
  return matchRoute(redirects[path] ?? path) ?? matchRoute(HOME_PATH);
}

/**
 * The role gates a route applies, in order (the first that does not allow decides):
 * a page of the agent area passes the agent-home reading of spec §6 (types 0, 4
 * and 40 go home) before its own, so a plain member cannot open the dividend or
 * a contract page that the contract reading alone would let through (issue 34).
 */
export function guardsOf(entry: RouteEntry): GuardedAction[] {
  const own = entry.guard ? [entry.guard] : [];
  return entry.area === "agent" && entry.guard !== "agentHome" ? ["agentHome", ...own] : own;
}

/** Whether a path is a page of the agent area (issue 34): its frame has the agent footer, not the footer menu. */
export function isAgentAreaPath(path: string): boolean {
  return matchRoute(path)?.entry.area === "agent";
}

export function matchRoute(path: string): RouteMatch | undefined {
  for (const entry of routes) {
    const params = matchPattern(entry.path, path);
    if (params) return { entry, params };
  }
  return undefined;
}
