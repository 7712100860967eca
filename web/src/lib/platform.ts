// One rule for which platform the browser runs on. Two detectors
// disagreed on iPadOS: since iPadOS 13 an iPad's Safari reports a Mac by default
// ("Macintosh; Intel Mac OS X 10_15_7", no "iPad", no "Mobile"). The install
// guide counted a "Macintosh" with touch points as iOS; home's download dialog
// and add-to-home footer looked for iPhone/iPod/iPad only, so on an iPad they
// offered both apps as to a computer and no add-to-home entry or profile. A real
// Mac reports 0 touch points (at most 1), an iPad 5.

/** What the browser says about itself: its user agent and how many touch points it has. */
export interface Platform {
  userAgent: string;
  /** navigator.maxTouchPoints; 0 when unknown. */
  touchPoints?: number;
}

/** This browser's platform facts (the only reader of navigator.userAgent and maxTouchPoints). */
export function currentPlatform(): Platform {
  return { userAgent: navigator.userAgent, touchPoints: navigator.maxTouchPoints ?? 0 };
}

const reportsAMac = ({ userAgent, touchPoints = 0 }: Platform) => /Macintosh/.test(userAgent) && touchPoints > 1;

/** iPhone, iPod and iPad, including iPadOS 13+ reporting a Mac with touch. */
export function isIos(platform: Platform): boolean {
  return /iPhone|iPad|iPod/.test(platform.userAgent) || reportsAMac(platform);
}

/** A phone or tablet: iOS as above, Android, or any browser that calls itself Mobile. */
export function isMobile(platform: Platform): boolean {
  return isIos(platform) || /Android|Mobile/i.test(platform.userAgent);
}

/** The first iPadOS that reports a Mac: the least an iPad in that mode can run. */
const FIRST_IPADOS_AS_MAC = 13;

/**
 * iOS major.minor ("OS 12_1 like Mac OS X" → 12.01); an iPad reporting a Mac gives
 * Safari's Version/x.y, else 13. Null off iOS or when an iOS agent names no version.
 */
export function iosVersion(platform: Platform): number | null {
  if (reportsAMac(platform)) {
    const safari = /Version\/(\d+)(?:\.(\d+))?/.exec(platform.userAgent);
    return safari ? Number(safari[1]) + Number(safari[2] ?? 0) / 100 : FIRST_IPADOS_AS_MAC;
  }
  if (!isIos(platform)) return null;
  const os = /OS (\d+)_(\d+)/.exec(platform.userAgent);
  return os ? Number(os[1]) + Number(os[2]) / 100 : null;
}

/** Safari itself on iOS (not Chrome, Firefox or Edge there): the browser that can add a page to the home screen. */
export function isIosSafari(platform: Platform): boolean {
  return isIos(platform) && /Safari/.test(platform.userAgent) && !/CriOS|FxiOS|EdgiOS/.test(platform.userAgent);
}
