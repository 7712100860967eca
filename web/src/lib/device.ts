import type { DeviceType } from "@platform/sdk";

/** Running as an installed app (home-screen / standalone): the Philippines link is hidden there (spec §1). */
export function isAppMode(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.("(display-mode: standalone)").matches === true;
}

/** The `Device` header (reference §1.1): WEBCLIP when flagged locally, PWA when standalone, else none. */
export function deviceHeader(): DeviceType | undefined {
  try {
    if (window.localStorage.getItem("WEBCLIP") === "1") return "WEBCLIP";
  } catch {
    // Storage unavailable: fall through to the display mode.
  }
  return isAppMode() ? "PWA" : undefined;
}
