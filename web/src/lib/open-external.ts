// The only module that sends the browser to an address (eslint.config.js
// refuses location.href/assign/replace and window.open elsewhere). Every
// address passes the URL gate first; a refused one is reported (the member
// sees a message) and nothing navigates.
import { checkLink, reportRefusal } from "./url-gate.ts";

export interface OpenOptions {
  /** Replace this page instead of opening a new tab (spec §4: .ipa/.apk downloads, the profile redirect). */
  sameTab?: boolean;
}

/** Opens a server-supplied address (a full navigation, not a route change); false when the gate refused it. */
export function openExternal(url: unknown, { sameTab = false }: OpenOptions = {}): boolean {
  const verdict = checkLink(url);
  if (!verdict.ok) {
    reportRefusal(verdict);
    return false;
  }
  if (sameTab || !openTab(verdict.href)) window.location.assign(verdict.href);
  return true;
}

/**
 * A new tab at `href` that cannot reach back to this page. Not the "noopener"
 * feature: with it window.open always returns null, and a blocked pop-up
 * could not be told from an opened one.
 */
function openTab(href: string): boolean {
  const tab = window.open(href, "_blank");
  if (tab) tab.opener = null;
  return tab !== null;
}

/** Leaves the app for an address in this tab (a full navigation). */
export function leaveApp(url: unknown): boolean {
  return openExternal(url, { sameTab: true });
}

export interface PendingTab {
  /** Points the tab at the address once it is known; false (and the tab closed) when the gate refused it. */
  show: (url: unknown) => boolean;
  cancel: () => void;
}

/**
 * A tab opened during the tap (a tab opened after a call returns would be
 * blocked as a pop-up), pointed at the address once the call answers.
 */
export function openPendingTab(): PendingTab {
  const tab = window.open("", "_blank");
  return {
    show: (url) => {
      const verdict = checkLink(url);
      if (!verdict.ok) {
        tab?.close();
        reportRefusal(verdict);
        return false;
      }
      if (tab && !tab.closed) {
        tab.opener = null;
        tab.location.href = verdict.href;
        return true;
      }
      // The browser refused the early tab: try once more, else stay in this tab.
      if (!openTab(verdict.href)) window.location.assign(verdict.href);
      return true;
    },
    cancel: () => tab?.close(),
  };
}
