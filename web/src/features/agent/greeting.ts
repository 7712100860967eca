/** Spec §2 "Agent home": the greeting by local hour. */
export type Greeting = "morning" | "earlyAfternoon" | "lateAfternoon" | "evening";

/** Hours 0–10 morning, 11–14 early afternoon, 15–18 late afternoon, 19–24 evening. */
export function greetingAt(date: Date): Greeting {
  const hour = date.getHours();
  if (hour <= 10) return "morning";
  if (hour <= 14) return "earlyAfternoon";
  if (hour <= 18) return "lateAfternoon";
  return "evening";
}
