// Spec §2 "Page frame" as a pure function of the pathname.
import { isAgentAreaPath } from "../routes/route-table.ts";

export interface FrameLayout {
  /** general: back + title + right control; home: the home top bar; none. */
  header: "general" | "home" | "none";
  backArrow: boolean;
  /** Where the back arrow goes: /m/home, or one step back in history. */
  backTarget: "home" | "history";
  /** /m/read/* pages show a search control; elsewhere the customer-service icon. */
  headerRight: "search" | "customerService";
  footer: boolean;
}

/** Spec §2: the home routes (back arrow hidden, home header shown). */
const homePaths = ["/", "/m", "/m/", "/m/home", "/m/index", "/m/index.html"];
/** Spec §2: the general header is replaced by the home header on these. */
const homeHeaderPaths = [...homePaths, "/m/activity", "/m/sponsor", "/m/vip"];
/** Spec §2: no general header on login, register, message, app, lottery, forget, changePsw, agent, gameList. */
const noHeaderPaths = [
  "/m/login",
  "/m/register",
  "/m/register.html",
  "/m/message",
  "/m/app",
  "/m/lottery",
  "/m/forget",
  "/m/changePsw",
  "/m/agent",
  "/m/gameList",
];
/** Spec §2: back goes to /m/home from login, register, trail, activity and forget. */
const backHomePaths = ["/m/login", "/m/register", "/m/register.html", "/m/trail", "/m/activity", "/m/forget"];
/** Spec §2: no footer on login, register, changePsw, forget, gameList. */
const noFooterPaths = ["/m/login", "/m/register", "/m/register.html", "/m/changePsw", "/m/forget", "/m/gameList"];

/**
 * Issue 16, issue 34: the agent area (agent home, its grid's pages, its footer's
 * tabs, the contract pages: `area: "agent"` in the route table) draws its own
 * footer (home, open account, dividend, announcements) instead of the footer menu.
 */
const hasOwnFooter = isAgentAreaPath;

function normalise(path: string): string {
  return path.length > 1 && path.endsWith("/") && path !== "/m/" ? path.slice(0, -1) : path;
}

export function isHomePath(path: string): boolean {
  return homePaths.includes(normalise(path));
}

export function frameFor(rawPath: string): FrameLayout {
  const path = normalise(rawPath);
  const header = homeHeaderPaths.includes(path) ? "home" : noHeaderPaths.includes(path) ? "none" : "general";
  return {
    header,
    backArrow: path !== "/m/changePsw" && !homePaths.includes(path),
    backTarget: backHomePaths.includes(path) ? "home" : "history",
    headerRight: path.startsWith("/m/read/") ? "search" : "customerService",
    footer: !noFooterPaths.includes(path) && !hasOwnFooter(path),
  };
}
