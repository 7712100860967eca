import { describe, expect, it } from "vitest";
import { agentPrompts } from "./agent-prompts.ts";

const offer = { status: "P", downlineHigherRate: "N" } as const;

describe("agent prompts (spec §2, §4)", () => {
  it("asks about each kind of waiting contract request, daily salary, dividend then hourly", () => {
    const prompts = agentPrompts({
      contracthoursalreq: { SPORTS: [{ ...offer, contractId: 1, hourSalaryRates: [] }] },
      dailysalreqtype: { RNG: [{ ...offer, id: 5, details: [] }] },
      divtypereq: { LIVE: [{ ...offer, minimumBet: 1, netLoss: 1, activeMember: 1, contractRate: 0.2 }] },
      divtypecompperiodreq: null,
    });
    expect(prompts).toEqual([
      { kind: "dailySalary", path: "/m/member/agent/getSalaryContract" },
      { kind: "dividend", path: "/m/member/agent/getDevidendContract" },
      { kind: "hourly", path: "/m/member/agent/getHourContract" },
    ]);
  });

  it("asks nothing when the maps are null, empty or hold no offer", () => {
    expect(agentPrompts({ dailysalreqtype: null, divtypecompperiodreq: {}, divtypereq: { LIVE: [] }, contracthoursalreq: null })).toEqual([]);
    expect(agentPrompts(undefined)).toEqual([]);
  });

  it("asks about a change (E) or a request to end a contract (V), never about a contract in force, refused or ended", () => {
    const daily = (status: string) => ({ dailysalreqtype: { RNG: [{ ...offer, status, id: 5, details: [] }] }, divtypecompperiodreq: null, contracthoursalreq: null });
    expect(agentPrompts(daily("E")).map((prompt) => prompt.kind)).toEqual(["dailySalary"]);
    expect(agentPrompts(daily("V")).map((prompt) => prompt.kind)).toEqual(["dailySalary"]);
    for (const settled of ["A", "R", "C"]) expect(agentPrompts(daily(settled))).toEqual([]);
  });
});
