// "intent kept across login": a visitor sent to /m/login by a tap (a
// game, a promotion's Apply, a member page, a favourite star) is told why, and
// the login returns them where they were going; a tapped game then launches.
//
//   tap        navigate(paths.login, { state: loginIntentState(intent) })  the one who sends the visitor
//   login      loginIntentOf(historyState())                               the login and register pages: the reason shown,
//                                                                          carried on their tabs, and where a login goes
//   return     navigate(intent.returnTo, { state: afterLoginState(intent) })
//   launch     takeLaunchAfterLogin()                                       games' useLaunchGame on the page returned to: once
//
// It lives in the history entry's state, never in storage: it is this visit's
// intent (a back from /m/login drops it, a reload keeps it), and the next
// login from the header's "Log in" goes home as before.
import { historyState, replaceHistoryState } from "./app-location.ts";
import { appBase, paths } from "./routes.ts";

/** Why the visitor was asked to log in; the login page says it. */
type LoginReason = "game" | "promotion" | "favourite" | "page";

/** A game's launch fields as plain values (features/games' LaunchTarget). */
export type LaunchFields = Readonly<Record<string, string | number | boolean | null>>;

export interface LoginIntent {
  /** Where to go once logged in: an in-app path with its query. */
  readonly returnTo: string;
  readonly reason: LoginReason;
  /** The game's name, for the reason ("Log in to play …"). */
  readonly gameName?: string;
  /** The tapped game, launched on the page returned to. */
  readonly launch?: LaunchFields;
}

const REASONS: readonly LoginReason[] = ["game", "promotion", "favourite", "page"];
/** Pages a login never returns to (a login or sign-up page would come round again). */
const NOT_RETURNED_TO: readonly string[] = [paths.login, paths.register, paths.forget, paths.changePassword];

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** An in-app path (never another origin, never an account page). */
function isReturnPath(path: unknown): path is string {
  if (typeof path !== "string" || !path.startsWith(appBase) || path.startsWith("//")) return false;
  return !NOT_RETURNED_TO.includes(path.split(/[?#]/)[0] ?? "");
}

function launchFields(value: unknown): LaunchFields | undefined {
  const fields = record(value);
  if (fields === undefined || typeof fields.vassalage !== "string") return undefined;
  const plain = Object.entries(fields).filter(([, field]) => field === null || ["string", "number", "boolean"].includes(typeof field));
  return Object.fromEntries(plain) as LaunchFields;
}

/** The path and query of the page on screen: where a tap on it came from. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The history state /m/login is opened with. */
export function loginIntentState(intent: LoginIntent): { loginIntent: LoginIntent } {
  return { loginIntent: intent };
}

/** The intent a history state carries (the login or register page's), or undefined. */
export function loginIntentOf(state: unknown): LoginIntent | undefined {
  const intent = record(record(state)?.loginIntent);
  if (intent === undefined || !isReturnPath(intent.returnTo)) return undefined;
  const reason = REASONS.find((known) => known === intent.reason) ?? "page";
  const launch = reason === "game" ? launchFields(intent.launch) : undefined;
  const gameName = typeof intent.gameName === "string" && intent.gameName.trim() !== "" ? intent.gameName : undefined;
  return { returnTo: intent.returnTo, reason, ...(gameName ? { gameName } : {}), ...(launch ? { launch } : {}) };
}

/** The history state of the page a login returns to: the game to launch there, if one was tapped. */
export function afterLoginState(intent: LoginIntent): { launchAfterLogin: LaunchFields } | undefined {
  return intent.launch ? { launchAfterLogin: intent.launch } : undefined;
}

/**
 * On the page a login returned to: the game tapped before it, once (the state
 * loses it, so a back or a reload does not launch it again), or undefined.
 */
export function takeLaunchAfterLogin(): LaunchFields | undefined {
  const state = record(historyState());
  const launch = launchFields(state?.launchAfterLogin);
  if (state === undefined || !("launchAfterLogin" in state)) return undefined;
  const { launchAfterLogin: _taken, ...rest } = state;
  replaceHistoryState(rest);
  return launch;
}
