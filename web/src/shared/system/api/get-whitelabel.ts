import { unwrap } from "@platform/sdk";
import { defineQuery, useApiQuery } from "../../../lib/api-query.ts";
import { flattenWhitelabel, isOn, type FeatureFlag } from "../feature-flags.ts";
import { keepFrameSwitches, keptFrameSwitch, type FrameSwitch } from "../frame-switches.ts";

/** The merchant's switches as they came; every reader takes them flattened to a map (useFeatureSwitches). */
export const whitelabel = defineQuery("getWhitelabel", {
  load: async (api, _: void, signal) => {
    const root = await unwrap(api.GET("/wps/system/whitelabel", { signal }));
    // What the next visit's first paint draws (frame-switches.ts).
    keepFrameSwitches(flattenWhitelabel(root));
    return root;
  },
  staleTime: 5 * 60_000,
  // No view shows it (a failure counts as every switch off): a toast says so.
  meta: { toast: true },
});

/** Every switch off: what the switches are until they answer, and after a failed answer. */
const NO_SWITCHES: ReadonlyMap<string, boolean> = new Map();

/** The merchant's switches and whether they are known (the one way to read them). */
export interface FeatureSwitches {
  /** The switches have answered, or failed to (a failure counts as every switch off). */
  ready: boolean;
  /** The switches answered: `flags` is the merchant's, not the all-off stand-in. */
  known: boolean;
  flags: ReadonlyMap<string, boolean>;
}

export function useFeatureSwitches(): FeatureSwitches {
  const switches = useApiQuery(whitelabel, undefined, { select: flattenWhitelabel });
  return { ready: !switches.isPending, known: switches.isSuccess, flags: switches.data ?? NO_SWITCHES };
}

/**
 * One switch. Until the switches answer, and when they failed, it reads `unknown`: off by default
 * (an entry stays hidden), on for a screen that lets the server decide (the trial's Start: the
 * server refuses free play itself when it is off).
 */
export function useFeatureFlag(flag: FeatureFlag, { unknown = false }: { unknown?: boolean } = {}): boolean {
  const { known, flags } = useFeatureSwitches();
  return (unknown && !known) || isOn(flags, flag);
}

export type FlagState = "pending" | "on" | "off";

/** One switch once the switches have answered; a failed answer counts as off, as everywhere else. */
export function useFlagState(flag: FeatureFlag): FlagState {
  const { ready, flags } = useFeatureSwitches();
  if (!ready) return "pending";
  return isOn(flags, flag) ? "on" : "off";
}

/**
 * A switch the prerendered frame draws (the footer's Messages): until the switches answer, as the last answer had
 * it (the frame showed it so, frame-switches.ts), so the entry does not come and go; then the answer's, a failure
 * counting as off.
 */
export function useFrameSwitch(flag: FrameSwitch): boolean {
  const { ready, flags } = useFeatureSwitches();
  return ready ? isOn(flags, flag) : keptFrameSwitch(flag);
}
