import type { Zone } from "../lib/date.ts";

/** A fixed offset: a phone in UTC+14, in UTC−10 (lib/date.ts takes any Zone). */
export const fixedZone =
  (minutesEastOfUtc: number): Zone =>
  () =>
    minutesEastOfUtc;
