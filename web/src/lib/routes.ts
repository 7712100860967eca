// "one home per job": the one description of every route (spec §2).
// A route is named once here with all its facts: its path, its screen, its
// title, its role gate, and its page frame. Everything else derives from this
// table: `paths.<name>` and `href(name, …)` for whoever links or navigates (a
// typo in a name is a compile error), app/routes/route-table.ts's matching and
// guards, app/frame/frame-rules.ts's frame. No other file writes a "/m/…"
// literal (lint ban eslint/bans/route-literals.js).
//
// lib/ sits lowest, so this file names a screen as "feature/name" (the file
// features/<feature>/screens/<name>-screen.tsx, found by app/routes/screens.ts)
// and a role gate by the name of its action (shared/session/roles.ts's
// GuardedAction; app/routes/route-table.ts refuses a name that is not one).
import type { TranslationFunctions } from "../i18n/generated/i18n-types.ts";

/**
 * Keys of LL.titles: one per route (spec §2 "Titles by route"), written in the
 * `titles` of the screen's texts file (i18n/texts/<namespace>.ts).
 */
export type TitleKey = Exclude<keyof TranslationFunctions["titles"], "readTopics">;

/**
 * Spec §2 "Page frame" of one route; what is left out is the usual frame: the
 * general header with a back arrow one step back, the customer-service icon on
 * its right, and the footer menu.
 */
export interface FrameFacts {
  /** "home": the home top bar instead of the general header; "none": no header. */
  header?: "home" | "none";
  /** "home": the back arrow goes to home; "none": no back arrow. */
  back?: "home" | "none";
  /** false: no footer menu. */
  footer?: false;
  /** "search": the header's right side shows the search control. */
  headerRight?: "search";
}

export interface RouteFacts {
  /** wouter pattern, matched exactly; `:name` matches one segment. */
  readonly path: string;
  /** "feature/name" → features/<feature>/screens/<name>-screen.tsx. */
  readonly screen: string;
  /** Document and header title (spec §2 "Titles by route"). */
  readonly title?: TitleKey;
  /** Role gate applied before the screen renders (spec §6): a GuardedAction of shared/session. */
  readonly guard?: string;
  /** A logged-in member who opens this route goes home (login, register). */
  readonly visitorOnly?: true;
  /**
   * A page of the agent area (agent home, its grid's pages, its
   * footer's tabs, the contract pages): it passes the agent-home reading of
   * spec §6 as well as its own guard, and draws the agent footer instead of
   * the footer menu.
   */
  readonly area?: "agent";
  /**
   * A member's own page that the agent area opens too (its grid's
   * transaction records and mail centre): with this query it is a page of the
   * agent area, as `area: "agent"` says (the agent-home reading, the agent
   * footer); without it, the member's page with the footer menu.
   */
  readonly agentQuery?: Readonly<Record<string, string>>;
  /** Spec §2: old addresses that show this route (they redirect here, keeping the query). */
  readonly aliases?: readonly string[];
  readonly frame?: FrameFacts;
}

/** Gives the table its facts' type while keeping each path's literal type (for `paths` and `href`). */
function defineRoutes<const Table extends Record<string, RouteFacts>>(table: Table): Table {
  return table;
}

const noHeader = { header: "none" } as const;
/** Spec §2: login, register and forget: no header, back goes home, no footer menu. */
const accountEntry = { header: "none", back: "home", footer: false } as const;

/** Spec §2 routes in matching order (the first whose pattern matches a path wins). */
export const routeTable = defineRoutes({
  home: { path: "/m/home", screen: "home/home", title: "home", aliases: ["/", "/m", "/m/", "/m/index", "/m/index.html"], frame: { header: "home", back: "none" } },
  // Account
  login: { path: "/m/login", screen: "account/login", title: "login", visitorOnly: true, frame: accountEntry },
  register: { path: "/m/register", screen: "account/register", title: "register", visitorOnly: true, aliases: ["/m/register.html"], frame: accountEntry },
  forget: { path: "/m/forget", screen: "account/forget", title: "forget", frame: accountEntry },
  /** The forced change of password (first login or expired). */
  changePassword: { path: "/m/changePsw", screen: "account/change-password", title: "changePsw", frame: { header: "none", back: "none", footer: false } },
  // Settings and trial
  settings: { path: "/m/set", screen: "settings/settings", title: "set", guard: "settings" },
  /** The change of password a member chose (settings, security center): a normal page with back and footer. */
  settingsChangePassword: { path: "/m/set/changePsw", screen: "account/chosen-change-password", title: "changePassword", guard: "settings" },
  trial: { path: "/m/trail", screen: "trial/trial", title: "trail", frame: { back: "home" } },
  // Content and messages
  /** `?index=` names the tapped notice. */
  notice: { path: "/m/notice", screen: "content/notice", title: "notice" },
  messages: { path: "/m/message", screen: "messages/message-center", title: "message", frame: noHeader },
  /** The agent grid's mail centre links `?types=A`: the agent footer stays. */
  inbox: { path: "/m/webEmail", screen: "messages/inbox", title: "webEmail", guard: "inbox", agentQuery: { types: "A" } },
  /** `?i=` picks the topic (default the first). */
  help: { path: "/m/help", screen: "content/help", title: "help" },
  promotions: { path: "/m/activity", screen: "promotions/activity", title: "activity", frame: { header: "home", back: "home" } },
  /** `?id=` names the promotion. */
  activityDetail: { path: "/m/activityDetail", screen: "promotions/activity-detail", title: "activityDetail" },
  signIn: { path: "/m/activity/signIn", screen: "rewards/sign-in", title: "signIn", guard: "signIn" },
  vip: { path: "/m/vip", screen: "vip/vip", title: "vip", frame: { header: "home" } },
  sponsor: { path: "/m/sponsor", screen: "promotions/sponsor", title: "sponsor", frame: { header: "home" } },
  pointsMall: { path: "/m/mall/mallHome", screen: "rewards/points-mall", title: "mall" },
  read: { path: "/m/read/:topic", screen: "content/read", title: "read", frame: { headerRight: "search" } },
  // Member and wallet
  memberCentre: { path: "/m/member/home", screen: "member/member-home", title: "memberHome", guard: "memberCentre" },
  benefits: { path: "/m/member/benefits", screen: "member/benefits", title: "benefits", guard: "benefits" },
  deposit: { path: "/m/voucherCenter", screen: "wallet/voucher-center", title: "voucherCenter", guard: "deposit" },
  withdraw: { path: "/m/withdraw", screen: "wallet/withdraw", title: "withdraw", guard: "withdraw" },
  receivingCenter: { path: "/m/receivingCenter", screen: "rewards/receiving-center", title: "receivingCenter", guard: "rewards" },
  inviteFriends: { path: "/m/inviteFriends", screen: "rewards/invite-friends", title: "inviteFriends", guard: "invite" },
  // Games
  liveGames: { path: "/m/live-games", screen: "games/live-games", title: "liveGames" },
  pokerGames: { path: "/m/poker-games", screen: "games/poker-games", title: "pokerGames" },
  sportGames: { path: "/m/sport-games", screen: "games/sport-games", title: "sportGames" },
  slotGames: { path: "/m/slot-games", screen: "games/slot-games", title: "slotGames" },
  fishingGames: { path: "/m/fishing-games", screen: "games/fishing-games", title: "fishingGames" },
  /** `?gameType=&vassalage=&type=` (features/games/launch/launch-plan.ts builds it). */
  gameList: { path: "/m/gameList", screen: "games/game-list", title: "gameList", frame: { header: "none", footer: false } },
  gameCenter: { path: "/m/gameCenter", screen: "games/game-center", title: "gameCenter" },
  slotsCenter: { path: "/m/slotsCenter", screen: "games/slots-center", title: "slotsCenter" },
  lottery: { path: "/m/lottery", screen: "games/lottery", title: "lottery", frame: noHeader },
  // Agent: the agent area; each page passes the agent-home reading, then its own guard.
  agent: { path: "/m/agent", screen: "agent/agent-home", title: "agent", guard: "agentHome", area: "agent", frame: noHeader },
  // Agent navigation grid (spec §2). Transaction records is the member's own page too
  // (deposit, withdraw and rewards look a call up there): the member frame and its own guard, except as the
  // grid opens it, `?types=A`, a page of the agent area (the agent footer stays).
  agentTeamOverview: { path: "/m/agent/team/overview", screen: "agent/team-overview", title: "agentTeamOverview", guard: "agentHome", area: "agent" },
  /** `?types=WITHDRAW` preselects one type (the money path sends an unconfirmed money call here); the agent grid links `?types=A`. */
  transactionRecord: { path: "/m/transaction/record", screen: "agent/transaction-record", title: "transactionRecord", guard: "records", agentQuery: { types: "A" } },
  /** The member's own bets (the member centre's game record), one tap from the balance as the transaction records are. */
  gameRecord: { path: "/m/gameRecord", screen: "records/game-record", title: "gameRecord", guard: "records" },
  memberTeam: { path: "/m/member/team", screen: "agent/team", title: "memberTeam", guard: "agentHome", area: "agent" },
  redRain: { path: "/m/redRain", screen: "agent/red-rain", title: "redRain", guard: "agentHome", area: "agent" },
  teamPnl: { path: "/m/agent/team/pnl", screen: "agent/team-pnl", title: "teamPnl", guard: "agentHome", area: "agent" },
  teamBetting: { path: "/m/teamBetting", screen: "agent/team-betting", title: "teamBetting", guard: "agentHome", area: "agent" },
  agentRebate: { path: "/m/member/agent/agentRebeat", screen: "agent/agent-rebate", title: "agentRebate", guard: "agentHome", area: "agent" },
  teamRebate: { path: "/m/member/teamRebate", screen: "agent/team-rebate", title: "teamRebate", guard: "agentHome", area: "agent" },
  securityCenter: { path: "/m/securityCenter", screen: "agent/security-center", title: "securityCenter", guard: "agentHome", area: "agent" },
  // Agent footer tabs (spec §2)
  agentRegister: { path: "/m/agentRegister", screen: "agent/agent-register", title: "agentRegister", guard: "agentHome", area: "agent" },
  agentDividend: { path: "/m/member/agent/agentDivident", screen: "agent/agent-dividend", title: "agentDividend", guard: "agentContract", area: "agent" },
  agentNotice: { path: "/m/member/notice", screen: "agent/agent-notice", title: "agentNotice", guard: "agentHome", area: "agent" },
  // Spec §2 "Contract pages": where home's agent prompts lead; spec §6 contract reading.
  salaryContract: { path: "/m/member/agent/getSalaryContract", screen: "agent/salary-contract", title: "salaryContract", guard: "agentContract", area: "agent" },
  dividendContract: { path: "/m/member/agent/getDevidendContract", screen: "agent/dividend-contract", title: "dividendContract", guard: "agentContract", area: "agent" },
  hourContract: { path: "/m/member/agent/getHourContract", screen: "agent/hour-contract", title: "hourContract", guard: "agentContract", area: "agent" },
  // The rest of the account side: routes chosen here, spec §2 shows none.
  myAccount: { path: "/m/member/info", screen: "profile/personal-info", title: "myAccount", guard: "settings" },
  realName: { path: "/m/member/realName", screen: "profile/real-name", title: "realName", guard: "settings" },
  feedback: { path: "/m/feedback", screen: "feedback/feedback", title: "feedback", guard: "settings" },
  /** `?id=` names the promotion applied for (the promotion detail links here). */
  activityApply: { path: "/m/activity/apply", screen: "activity-apply/activity-apply", title: "activityApply", guard: "settings" },
  installGuide: { path: "/m/install", screen: "install-guide/install-guide", title: "installGuide" },
});

export type RouteName = keyof typeof routeTable;
export type RoutePath<Name extends RouteName> = (typeof routeTable)[Name]["path"];

/** Route names in matching order. */
export const routeNames = Object.keys(routeTable) as RouteName[];

/** Every route's path by name: `paths.home` is "/m/home". */
export const paths = Object.fromEntries(routeNames.map((name) => [name, routeTable[name].path])) as {
  readonly [Name in RouteName]: RoutePath<Name>;
};

/**
 * Spec §2 "Page frame" of addresses that are no route: /m/app keeps no
 * header, though unknown paths (it among them) go home.
 */
export const unroutedFrames: Readonly<Record<string, FrameFacts>> = { "/m/app": noHeader };

/** Where the app lives (the service worker's scope, in-app addresses the URL gate lets through). */
export const appBase = "/m/";

type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A query string's values; undefined leaves the key out. */
type Query = Readonly<Record<string, string | number | undefined>> | URLSearchParams;

type HrefArgs<Name extends RouteName> = [ParamNames<RoutePath<Name>>] extends [never]
  ? [query?: Query]
  : [params: Readonly<Record<ParamNames<RoutePath<Name>>, string>>, query?: Query];

function searchOf(query: Query | undefined): string {
  if (!query) return "";
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * The address of a route: its `:name` segments filled (encoded) and the query
 * appended, e.g. `href("read", { topic: "live" })`, `href("help", { i: 2 })`.
 */
export function href<Name extends RouteName>(name: Name, ...args: HrefArgs<Name>): string {
  const path: string = routeTable[name].path;
  const hasParams = path.includes(":");
  const params = (hasParams ? args[0] : undefined) as Readonly<Record<string, string>> | undefined;
  const query = (hasParams ? args[1] : args[0]) as Query | undefined;
  const filled = path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(params?.[key] ?? ""));
  return filled + searchOf(query);
}
