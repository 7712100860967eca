import type { DeviceType } from "@platform/sdk";
import { localKeys, readText } from "./storage.ts";

/** Running as an installed app (home-screen / standalone): the Philippines link is hidden there (spec §1). */
export function isAppMode(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.("(display-mode: standalone)").matches === true;
}

/** The `Device` header (reference §1.1): WEBCLIP when flagged locally, PWA when standalone, else none. */
export function deviceHeader(): DeviceType | undefined {
  if (readText("local", localKeys.webclip) === "1") return "WEBCLIP";
  return isAppMode() ? "PWA" : undefined;
}
