import { isIos, type Platform } from "../../lib/platform.ts";

export type GuidePlatform = "ios" | "android";

/** Which tutorial comes first: iOS on iPhone, iPad (also iPadOS reporting a Mac with touch) and iPod, Android otherwise. */
export function guideOrder(platform: Platform): readonly GuidePlatform[] {
  return isIos(platform) ? ["ios", "android"] : ["android", "ios"];
}
