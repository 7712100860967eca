import { phoneHour, phoneZone, type Zone } from "../../lib/date.ts";

/** Spec §2 "Agent home": the greeting by the hour on the member's own phone (CONTRIBUTING.md, "Dates and zones"). */
export type Greeting = "morning" | "earlyAfternoon" | "lateAfternoon" | "evening";

/** Hours 0–10 morning, 11–14 early afternoon, 15–18 late afternoon, 19–24 evening. */
export function greetingAt(date: Date, zone: Zone = phoneZone): Greeting {
  const hour = phoneHour(date, zone);
  if (hour <= 10) return "morning";
  if (hour <= 14) return "earlyAfternoon";
  if (hour <= 18) return "lateAfternoon";
  return "evening";
}
