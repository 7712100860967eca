import { describe, expect, it } from "vitest";
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
