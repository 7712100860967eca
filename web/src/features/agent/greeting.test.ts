import { describe, expect, it } from "vitest";
import { fixedZone } from "../../testing/zones.ts";
import agentTexts from "../../i18n/texts/agent.ts";
import { greetingAt } from "./greeting.ts";

const at = (time: string) => new Date(`2026-11-21T${time}:00`);

describe("agent home greeting by local hour (spec §2)", () => {
  it.each([
    ["00:00", "morning"],
    ["10:59", "morning"],
    ["11:00", "earlyAfternoon"],
    ["14:59", "earlyAfternoon"],
    ["15:00", "lateAfternoon"],
    ["18:59", "lateAfternoon"],
    ["19:00", "evening"],
    ["23:59", "evening"],
  ] as const)("at %s says %s", (time, greeting) => {
    expect(greetingAt(at(time))).toBe(greeting);
  });
});

describe("the greeting follows the phone's own zone, not the platform's nor UTC (CONTRIBUTING.md: Dates and zones)", () => {
  // One instant: 03:30 UTC, 11:30 at the platform (UTC+8), 17:30 in Kiritimati (UTC+14), 17:30 the day before in Adak (UTC-10), 01:30 in UTC-2.
  const instant = new Date("2026-11-21T03:30:00Z");
  it.each([
    [0, "morning"],
    [8 * 60, "earlyAfternoon"],
    [14 * 60, "lateAfternoon"],
    [-10 * 60, "lateAfternoon"],
    [-2 * 60, "morning"],
  ] as const)("a phone %i minutes east of UTC says %s", (offset, greeting) => {
    expect(greetingAt(instant, fixedZone(offset))).toBe(greeting);
  });
});

describe("the four greetings read differently in every language (spec §2: four periods)", () => {
  it.each([
    ["en", agentTexts.en.greeting],
    ["cn", agentTexts.cn.greeting],
    ["ms", agentTexts.ms.greeting],
  ] as const)("%s", (_language, greeting) => {
    const texts = [greeting.morning, greeting.earlyAfternoon, greeting.lateAfternoon, greeting.evening];
    expect(new Set(texts).size).toBe(4);
  });
});
