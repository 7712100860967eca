// Common client state (spec §3 "Common store state"). Server-owned parts of
// that list (unread counts, banners, help, customer service) are React Query
// data, read through their hooks in features/*/api; this store keeps what
// the client owns.
import { proxy } from "valtio";
import { localKeys, readText, writeText } from "../lib/storage.ts";
import { applyTheme, storedTheme, type Theme } from "../lib/theme.ts";

/** Spec §4: 0 normal, 1 maintenance, 2 region restricted (shared/system/status-code.ts reads it off the status). */
export type SystemStatusCode = 0 | 1 | 2;

export interface CommonState {
  /** Show balances as asterisks (spec §4 "Balance display"). */
  hideBalance: boolean;
  /** Spec §4: 0 normal, 1 maintenance, 2 region restricted. Set by the status gate. */
  systemStatus: SystemStatusCode;
  /** Dark (default) or light, kept in localStorage (spec §1). */
  theme: Theme;
}

export const commonStore = proxy<CommonState>({ hideBalance: readText("local", localKeys.hideBalance) === "1", systemStatus: 0, theme: storedTheme() });

export function setTheme(theme: Theme): void {
  applyTheme(theme);
  commonStore.theme = theme;
}

export function toggleHideBalance(): void {
  commonStore.hideBalance = !commonStore.hideBalance;
  // The choice is kept locally, across reloads.
  writeText("local", localKeys.hideBalance, commonStore.hideBalance ? "1" : "0");
}

export function setSystemStatus(code: SystemStatusCode): void {
  commonStore.systemStatus = code;
}
