// Spec §7: a game opens in a new tab. The tab is opened during the tap (a
// tab opened after the launch call returns would be blocked as a pop-up) and
// pointed at the game's address once it is known.

import { leaveApp } from "../../../lib/leave-app.ts";

export interface PendingTab {
  show: (url: string) => void;
  cancel: () => void;
}

export function openPendingTab(): PendingTab {
  const tab = window.open("", "_blank");
  return {
    show: (url) => {
      if (tab && !tab.closed) {
        tab.opener = null;
        tab.location.href = url;
        return;
      }
      // The browser refused the early tab: try once more, else stay in this tab.
      if (!window.open(url, "_blank", "noopener")) leaveApp(url);
    },
    cancel: () => tab?.close(),
  };
}
