import { isAppMode } from "../../../lib/device.ts";
import { currentPlatform } from "../../../lib/platform.ts";
import { localKeys, readText } from "../../../lib/storage.ts";
import type { DeviceFacts } from "./install-options.ts";

/** The browser's side of install-options.ts (spec §4: the WEBCLIP local flag marks an installed profile). */
export function currentDevice(): DeviceFacts {
  return { ...currentPlatform(), standalone: isAppMode(), webclip: readText("local", localKeys.webclip) === "1" };
}
