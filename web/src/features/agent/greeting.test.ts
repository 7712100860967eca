import { describe, expect, it } from "vitest";
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
