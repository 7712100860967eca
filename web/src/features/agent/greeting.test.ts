import { describe, expect, it } from "vitest";
import cn_agent from "../../i18n/cn/agent/index.ts";
import en_agent from "../../i18n/en/agent/index.ts";
import ms_agent from "../../i18n/ms/agent/index.ts";
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
    ["en", en_agent.greeting],
    ["cn", cn_agent.greeting],
    ["ms", ms_agent.greeting],
  ] as const)("%s", (_language, greeting) => {
    const texts = [greeting.morning, greeting.earlyAfternoon, greeting.lateAfternoon, greeting.evening];
    expect(new Set(texts).size).toBe(4);
  });
});
