// Browser storage with the keys the real client uses (reference §1.5, spec §3).
// Every access is guarded: storage can be unavailable (private mode, quota)
// and the app must still run.

export const sessionKeys = {
  /** Session info JSON: token, merchantCode, userName, type, firstTimeLogin, spanId? (spec §3). */
  session: "MC_SESSION_INFO",
  /**
   * Spec §3's session copy of the login password. Never written any more (the password
   * is kept in memory only, stores/auth.ts); an old build's copy is deleted on start.
   */
  legacyPassword: "PSW",
  /** Cached `/wps/member/info` value (reference §1.5). */
  memberInfo: "memberInfo",
  /** Name of the trial account (spec §4 "Trial"). */
  trialUser: "TRIAL_USER",
  /**
   * Where a member was when the session expired and the non-secret values their forms
   * kept, until the same account logs in again (lib/kept-on-expiry.ts). Outlives dropSession.
   */
  keptOnExpiry: "RESUME_AFTER_EXPIRY",
  /**
   * Money intents not yet confirmed (a page left or reloaded while their records were
   * read), by form, so that coming back takes up the reading, never a second send
   * (lib/money-call/kept-intents.ts). Never a password: each form keeps only what names the intent.
   */
  moneyIntents: "MONEY_INTENTS",
} as const;

export const localKeys = {
  /** Upper-case language code, e.g. "EN" (reference §1.1). */
  language: "language",
  /** "dark" | "light" (spec §1); index.html reads it before first paint. */
  theme: "theme",
  /** Remembered login record (spec §3); owned by the login screen. */
  rememberedLogin: "REMEMBER_LOGIN",
  /** Spec §3's salt of the double-encoded remembered password; the old format's leftover, deleted when met. */
  legacySalt: "SALT",
  /** "0" after logout (spec §4). */
  autoLogin: "autoLogin",
  /** Last system status answer, shown while the fresh one loads (spec §4). */
  systemStatus: "SYSTEM_STATUS",
  /** The merchant's switches the prerendered frame draws that were on, a JSON list (shared/system/frame-switches.ts); index.html reads it before first paint. */
  frameSwitches: "FRAME_SWITCHES",
  /** "1" while balances show as asterisks (spec §3 common store hideBalance, kept locally). */
  hideBalance: "hideBalance",
  /** "closed" once the country chooser pop-up was closed (spec §2). */
  startupPopup: "STARTUP_POP",
  /** "1" once the iOS profile (web clip) is installed: the `Device: WEBCLIP` header, no profile offer (reference §1.1, spec §4). */
  webclip: "WEBCLIP",
} as const;

type Area = "local" | "session";

function area(which: Area): Storage | null {
  try {
    return which === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readText(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or private mode: the value lives only in memory for this page.
  }
}

export function removeKey(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

export function readJson<T>(which: Area, key: string, isValid: (value: unknown) => value is T): T | null {
  const text = readText(which, key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  writeText(which, key, JSON.stringify(value));
}

/** Keys that outlive a logout (e.g. QA's mock scenarios): everything else in sessionStorage goes. */
const keptOnLogout = new Set<string>();

export function keepOnLogout(key: string): void {
  keptOnLogout.add(key);
}

/** Spec §4 "Logout": clears session storage, except keys registered with keepOnLogout. */
export function clearSessionStorage(): void {
  const storage = area("session");
  if (!storage) return;
  try {
    const kept = [...keptOnLogout].map((key) => [key, storage.getItem(key)] as const);
    storage.clear();
    for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}
