// Spec §2 "Page frame" as a pure function of the pathname, derived from the
// route table (lib/routes.ts): a path's frame is its route's, an alias's the
// route it redirects to; the table states only what differs from the usual
// frame (general header, back one step, customer service, footer menu).
import { appBase, unroutedFrames, type FrameFacts } from "../../lib/routes.ts";
import { inAgentArea, matchRoute, redirects, type RouteEntry } from "../routes/route-table.ts";

export interface FrameLayout {
  /** general: back + title + right control; home: the home top bar; none. */
  header: "general" | "home" | "none";
  backArrow: boolean;
  /** Where the back arrow goes: /m/home, or one step back in history. */
  backTarget: "home" | "history";
  /** /m/read/* pages show a search control; elsewhere the customer-service icon. */
  headerRight: "search" | "customerService";
  footer: boolean;
  /** A page of the agent area: the agent footer (home, open account, dividend, announcements) in the footer menu's place. */
  agentFooter: boolean;
}

function normalise(path: string): string {
  return path.length > 1 && path.endsWith("/") && path !== appBase ? path.slice(0, -1) : path;
}

/** The route a path shows: its own, or (an alias) the one it redirects to. */
function routeOf(path: string): RouteEntry | undefined {
  return matchRoute(redirects[path] ?? path)?.entry;
}

/** Spec §2: the home routes (back arrow hidden, home header shown, download button). */
export function isHomePath(path: string): boolean {
  return routeOf(normalise(path))?.name === "home";
}

/** The frame a route's facts describe. */
function layoutOf(facts: FrameFacts, agentArea: boolean): FrameLayout {
  return {
    header: facts.header ?? "general",
    backArrow: facts.back !== "none",
    backTarget: facts.back === "home" ? "home" : "history",
    headerRight: facts.headerRight ?? "customerService",
    footer: facts.footer !== false && !agentArea,
    agentFooter: agentArea,
  };
}

/**
 * The agent area (agent home, its grid's pages, its
 * footer's tabs, the contract pages: `area: "agent"` in the route table) has
 * the agent footer (home, open account, dividend, announcements) instead of
 * the footer menu; so do the member's pages the agent grid opens
 * with its query (`agentQuery`: the team's transaction records, the mail
 * centre, `?types=A`). An unknown path has the usual frame (the router sends
 * it home).
 */
export function frameFor(rawPath: string, search = ""): FrameLayout {
  const path = normalise(rawPath);
  const route = routeOf(path);
  return layoutOf(route?.frame ?? unroutedFrames[path] ?? {}, route ? inAgentArea(route, search) : false);
}
