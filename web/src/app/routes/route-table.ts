// Spec §2 routes, bound for the app. Every fact of a route (path, screen,
// title, role gate, area, aliases, frame) is written once, in lib/routes.ts;
// this file types its role gates against shared/session (a name that is no
// GuardedAction does not compile), names each feature's texts, and matches a
// path to its route. A route whose screen file does not exist yet keeps its
// title and role gate and shows an honest "not available yet" state.
import type { GuardedAction } from "../../shared/session/index.ts";
import type { Namespaces } from "../../i18n/generated/i18n-types.ts";
import { isNamespace } from "../../i18n/generated/namespaces.ts";
import { paths, routeNames, routeTable, type FrameFacts, type RouteFacts, type RouteName, type TitleKey } from "../../lib/routes.ts";

export interface RouteEntry {
  /** The route's name in lib/routes.ts (`paths.<name>`). */
  name: RouteName;
  /** wouter pattern, matched exactly. */
  path: string;
  /** "feature/name" → features/<feature>/screens/<name>-screen.tsx. */
  screen: string;
  /** Document and header title (spec §2 "Titles by route"). */
  title?: TitleKey;
  /** Role gate applied before the screen renders (spec §6). */
  guard?: GuardedAction;
  /** A logged-in member who opens this route goes to /m/home (login, register). */
  visitorOnly?: true;
  /**
   * A page of the agent area (agent home, its grid's pages, its
   * footer's tabs, the contract pages): it passes the agent-home reading of
   * spec §6 as well as its own guard (`guardsOf`), and the frame shows no
   * footer menu on it (the agent footer is the area's own, frame-rules.ts).
   */
  area?: "agent";
  /** The query that makes this member's page one of the agent area (lib/routes.ts; `inAgentArea`). */
  agentQuery?: Readonly<Record<string, string>>;
  /** Spec §2 page frame facts (app/frame/frame-rules.ts completes them). */
  frame: FrameFacts;
}

/** The table with its role gates typed: a guard that is no GuardedAction fails to compile here. */
const table: Readonly<Record<RouteName, RouteFacts & { readonly guard?: GuardedAction }>> = routeTable;

export const routes: RouteEntry[] = routeNames.map((name) => {
  const { aliases: _aliases, frame = {}, ...facts } = table[name];
  return { name, ...facts, frame };
});

/** Spec §2: old addresses that redirect (each route's aliases). */
export const redirects: Readonly<Record<string, string>> = Object.fromEntries(
  routeNames.flatMap((name) => (table[name].aliases ?? []).map((alias) => [alias, paths[name]])),
);

/**
 * The text namespaces (i18n/<locale>/<namespace>) a feature's screens use beyond
 * the base texts, where they are not just the namespace named like the feature
 * (features/wallet → texts/wallet.ts needs no line here). A route's are loaded
 * before it shows, so a screen loads no other feature's texts. Home's texts live
 * with the games'.
 */
const featureTexts: Partial<Record<string, Namespaces[]>> = {
  // The member's bet records draw the agent reports' tables, range and states.
  records: ["records", "agent"],
  home: ["games"],
  messages: ["messageCentre"],
  promotions: ["promotions", "content", "games"],
  // The member centre and benefits draw the VIP progress card of features/vip.
  member: ["member", "vip"],
  feedback: ["profile"],
  "activity-apply": ["profile"],
  "install-guide": ["profile"],
};

/** The namespaces a route's screen ("feature/name") needs: its feature's line above, else the namespace named like the feature, if any. */
export function screenTexts(screen: string): Namespaces[] {
  const feature = screen.split("/")[0] ?? "";
  return featureTexts[feature] ?? (isNamespace(feature) ? [feature] : []);
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
  return matchRoute(redirects[path] ?? path) ?? matchRoute(paths.home);
}

/**
 * The role gates a route applies, in order (the first that does not allow decides):
 * a page of the agent area passes the agent-home reading of spec §6 (types 0, 4
 * and 40 go home) before its own, so a plain member cannot open the dividend or
 * a contract page that the contract reading alone would let through.
 */
export function guardsOf(entry: RouteEntry, search = ""): GuardedAction[] {
  const own = entry.guard ? [entry.guard] : [];
  return inAgentArea(entry, search) && entry.guard !== "agentHome" ? ["agentHome", ...own] : own;
}

/**
 * Whether a route, opened with this query, is a page of the agent area: always for `area: "agent"`, and a
 * member's page the agent grid opens (transaction records, the mail centre) when its query says so
 * (`?types=A`, in any case, as the records screen reads it), so the agent footer stays on it.
 */
export function inAgentArea(entry: Pick<RouteEntry, "area" | "agentQuery">, search: string): boolean {
  if (entry.area === "agent") return true;
  if (!entry.agentQuery) return false;
  const query = new URLSearchParams(search);
  return Object.entries(entry.agentQuery).every(([key, value]) => query.get(key)?.toUpperCase() === value.toUpperCase());
}

export function matchRoute(path: string): RouteMatch | undefined {
  for (const entry of routes) {
    const params = matchPattern(entry.path, path);
    if (params) return { entry, params };
  }
  return undefined;
}
