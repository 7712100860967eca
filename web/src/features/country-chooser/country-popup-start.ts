import { deviceHeader } from "../../lib/device.ts";
import { localKeys, readText } from "../../lib/storage.ts";

/** What the pop-up rule reads once, at start: a pop-up closed during this visit is not asked about again. */
export function countryPopupStart() {
  return { stored: readText("local", localKeys.startupPopup), appClient: deviceHeader() !== undefined };
}
