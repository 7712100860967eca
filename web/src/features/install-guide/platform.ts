export type GuidePlatform = "ios" | "android";

/** Which tutorial comes first: iOS for iPhone, iPad (also iPadOS's desktop agent with touch) and iPod, Android otherwise. */
export function guideOrder(userAgent: string, touchPoints = 0): readonly GuidePlatform[] {
  const ios = /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && touchPoints > 1);
  return ios ? ["ios", "android"] : ["android", "ios"];
}
