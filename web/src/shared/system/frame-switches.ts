// The merchant's switches that the prerendered frame draws (the footer's
// Messages entry, MAILCEN), kept locally from the last answer: a returning
// visitor's first paint, and the app until the fresh answer comes, draw them
// as they were rather than adding the entry a moment later and moving the
// footer's others. index.html's script reads the same key before first paint
// and shows the frame's `[data-switch]` elements that are on.
import { localKeys, readJson, writeJson } from "../../lib/storage.ts";
import { isOn, type FeatureFlag } from "./feature-flags.ts";

/** The switches a frame draws; the attribute the frame marks their elements with. */
const FRAME_SWITCHES = ["MAILCEN"] as const satisfies readonly FeatureFlag[];
export type FrameSwitch = (typeof FRAME_SWITCHES)[number];
export const FRAME_SWITCH_ATTRIBUTE = "data-switch";

const isNameList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string");

/** Keeps which frame switches the merchant's answer has on. */
export function keepFrameSwitches(flags: ReadonlyMap<string, boolean>): void {
  writeJson(
    "local",
    localKeys.frameSwitches,
    FRAME_SWITCHES.filter((flag) => isOn(flags, flag)),
  );
}

/** Whether the last answer had `flag` on (off when there was none). */
export function keptFrameSwitch(flag: FrameSwitch): boolean {
  return readJson("local", localKeys.frameSwitches, isNameList)?.includes(flag) ?? false;
}
