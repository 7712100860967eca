// Spec §2, §4 "App-download visibility" and the home's add-to-home-screen
// guide footer, as pure functions of the device and the download links.
import type { components } from "@platform/sdk";
import { iosVersion, isIos, isIosSafari, isMobile, type Platform } from "../../../lib/platform.ts";

type DownloadLink = components["schemas"]["DownloadLink"];

export interface DeviceFacts extends Platform {
  /** Running from the home screen (standalone). */
  standalone: boolean;
  /** localStorage WEBCLIP is "1" (the profile is installed). */
  webclip: boolean;
}

const linkOf = (links: readonly DownloadLink[], type: DownloadLink["resourceType"]) => links.find((link) => link.resourceType === type)?.url;

/** Only iOS browsers (not the home-screen app) can show the guide footer. */
export function needsInstallGuide(device: DeviceFacts): boolean {
  return isIos(device) && !device.standalone;
}

export type GuideFooter = { kind: "iosTips" } | { kind: "profile"; url: string } | null;

/** Spec §2 "Home": iOS 12.1 or older gets the add-to-home-screen tips, else a profile button when a MOBILECONFIG link exists. */
export function guideFooter(device: DeviceFacts, links: readonly DownloadLink[]): GuideFooter {
  if (!needsInstallGuide(device)) return null;
  const version = iosVersion(device);
  if (version !== null && version <= 12.01) return { kind: "iosTips" };
  const profile = linkOf(links, "MOBILECONFIG");
  return profile && !device.webclip ? { kind: "profile", url: profile } : null;
}

export type DownloadEntry =
  | { kind: "ios" | "android" | "profile"; url: string; sameTab: boolean }
  | { kind: "addToHome" };

/** Spec §4: links ending .ipa or .apk open in the same tab, others in a new one. */
export function opensInSameTab(url: string): boolean {
  return /\.(ipa|apk)(\?.*)?$/i.test(url);
}

/** Spec §4 "App-download visibility": which entries the download dialog lists. */
export function downloadEntries(device: DeviceFacts, links: readonly DownloadLink[]): DownloadEntry[] {
  const ios = isIos(device);
  const mobile = isMobile(device);
  const entries: DownloadEntry[] = [];
  const add = (kind: "ios" | "android" | "profile", url: string | undefined) => {
    if (url) entries.push({ kind, url, sameTab: opensInSameTab(url) });
  };
  if (isIosSafari(device) && !device.standalone) entries.push({ kind: "addToHome" });
  if (!mobile || ios) add("ios", linkOf(links, "IOS"));
  if (!mobile || !ios) add("android", linkOf(links, "Android"));
  if (ios && !device.webclip) add("profile", linkOf(links, "MOBILECONFIG"));
  return entries;
}
