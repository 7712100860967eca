// For QA: a named example's label is what QA picks it by (the scenario
// panel, `?mock=`), so it must be true to the data it answers. The
// getMemberInfo example `typicalBalance` was labelled "Real member (type 1)"
// while type 1 is an agent in both of spec §6's readings (roles.ts): QA
// choosing "a member with a balance" got the agent's home. Every example
// answering a member's `type` is checked against what its label says.
import { describe, expect, it } from "vitest";
import { listOperations, loadContract, resolve } from "@platform/mocks";

const doc = loadContract();

/** Spec §6: types 1, 2, 41 and 42 are agents in one reading or both; 0 is a real member who is no agent; 4 a trial. */
const AGENT_TYPES = [1, 2, 41, 42];

interface MemberExample {
  label: string;
  type: number;
}

/** Each example whose answer names a member (an account with a `type`), with its label. */
function memberExamples(): MemberExample[] {
  const found: MemberExample[] = [];
  const membersIn = (value: unknown): number[] => {
    if (typeof value !== "object" || value === null) return [];
    const record = value as Record<string, unknown>;
    const own = typeof record.type === "number" && (typeof record.account === "string" || typeof record.userName === "string") ? [record.type] : [];
    return [...own, ...Object.entries(record).flatMap(([key, child]) => (key === "type" ? [] : membersIn(child)))];
  };
  for (const op of listOperations(doc)) {
    for (const [status, response] of Object.entries(op.responses)) {
      for (const media of Object.values(response.content ?? {}) as { examples?: Record<string, unknown> }[]) {
        for (const [name, reference] of Object.entries(media.examples ?? {})) {
          const example = resolve<{ summary?: string; value?: unknown }>(doc, reference as { summary?: string; value?: unknown });
          const types = [...new Set(membersIn(example.value))];
          if (types.length !== 1) continue;
          found.push({ label: `${op.operationId} ${status} ${name}: "${example.summary ?? ""}"`, type: types[0]! });
        }
      }
    }
  }
  return found;
}

/** What a label says of the member's type, when it says anything. */
function problem(summary: string, type: number): string | undefined {
  const stated = /\(type (\d+)\)/.exec(summary);
  if (stated && Number(stated[1]) !== type) return `says type ${stated[1]}, answers type ${type}`;
  if (/agent/i.test(summary)) return AGENT_TYPES.includes(type) ? undefined : `says an agent, answers type ${type}, no agent's`;
  if (/trial/i.test(summary)) return type === 4 ? undefined : `says a trial, answers type ${type}`;
  if (/\bmember\b/i.test(summary)) return type === 0 ? undefined : `says a member, answers type ${type}${AGENT_TYPES.includes(type) ? ", an agent's" : ""}`;
  return undefined;
}

describe("member examples' labels", () => {
  const examples = memberExamples();

  it("are found (getMemberInfo's member, agent, trial and balance examples among them)", () => {
    expect(examples.map((e) => e.label)).toEqual(expect.arrayContaining([expect.stringContaining("getMemberInfo 200 typicalBalance"), expect.stringContaining("getMemberInfo 200 agent:")]));
  });

  it("say the type each answers", () => {
    const wrong = examples.flatMap(({ label, type }) => {
      const found = problem(label.slice(label.indexOf('"')), type);
      return found ? [`${label} ${found}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("the check can fail: a member label on an agent's type, a stated type that differs", () => {
    expect(problem("Real member (type 1), VIP 2", 1)).toBe("says a member, answers type 1, an agent's");
    expect(problem("Agent (type 1) with a team", 2)).toBe("says type 1, answers type 2");
    expect(problem("A new agent with no downline yet", 0)).toBe("says an agent, answers type 0, no agent's");
    expect(problem("Trial account (type 4)", 4)).toBeUndefined();
  });
});
