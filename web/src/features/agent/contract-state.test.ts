import { describe, expect, it } from "vitest";
import { answersFor, byProduct, byReceiver, hasWaiting, heldByProduct, isWaiting, percent, salaryPay, shownRows, statusTone } from "./contract-state.ts";

describe("contract states (one letter, the desktop prompt's answers)", () => {
  it("waits for the agent's answer in P, E and V only", () => {
    expect(["P", "E", "V"].every(isWaiting)).toBe(true);
    expect(["A", "R", "C", "X"].some(isWaiting)).toBe(false);
  });

  it("answers a new or changed offer with accept (A) or refuse (R)", () => {
    for (const kind of ["dailySalary", "dividend", "hourly"] as const) {
      expect(answersFor(kind, "P")).toEqual([
        { answer: "A", meaning: "accept" },
        { answer: "R", meaning: "refuse" },
      ]);
      expect(answersFor(kind, "E").map((choice) => choice.answer)).toEqual(["A", "R"]);
    }
  });

  it("answers a request to end a daily-salary or dividend contract with C (end) or A (keep); an hourly one with A (new terms) or R (keep)", () => {
    expect(answersFor("dailySalary", "V")).toEqual([
      { answer: "C", meaning: "agreeEnd" },
      { answer: "A", meaning: "keep" },
    ]);
    expect(answersFor("dividend", "V").map((choice) => choice.answer)).toEqual(["C", "A"]);
    expect(answersFor("hourly", "V")).toEqual([
      { answer: "A", meaning: "agreeChange" },
      { answer: "R", meaning: "keep" },
    ]);
  });

  it("offers no answer to a contract in force, refused or ended", () => {
    expect(answersFor("dailySalary", "A")).toEqual([]);
    expect(answersFor("dividend", "C")).toEqual([]);
    expect(answersFor("hourly", "R")).toEqual([]);
  });

  it("colours in force good, refused and ended bad, waiting plain", () => {
    expect(statusTone("A")).toBe("good");
    expect(statusTone("R")).toBe("bad");
    expect(statusTone("C")).toBe("bad");
    expect(statusTone("P")).toBeUndefined();
  });

  it("finds a waiting request in a product map; none in null, empty or settled maps", () => {
    expect(hasWaiting({ RNG: [{ status: "P" }] })).toBe(true);
    expect(hasWaiting({ RNG: [{ status: "A" }], LIVE: [{ status: "V" }] })).toBe(true);
    expect(hasWaiting({ RNG: [{ status: "A" }] })).toBe(false);
    expect(hasWaiting({ RNG: [] })).toBe(false);
    expect(hasWaiting(null)).toBe(false);
  });

  it("lists product maps in their order, leaving empty products out, and reads the info maps' agent lists", () => {
    expect(byProduct({ LIVE: [1], RNG: [], CONS: [2, 3] })).toEqual([
      { product: "LIVE", rows: [1] },
      { product: "CONS", rows: [2, 3] },
    ]);
    expect(byProduct(null)).toEqual([]);
    expect(heldByProduct({ RNG: { agent: [1] }, LIVE: {} })).toEqual({ RNG: [1], LIVE: [] });
  });

  it("groups a downline's dividend rows (its tiers) by receiver", () => {
    const rows = [
      { receiverId: 7, contractRate: 0.1 },
      { receiverId: 9, contractRate: 0.08 },
      { receiverId: 7, contractRate: 0.15 },
      { contractRate: 1 },
    ];
    expect(byReceiver(rows)).toEqual([
      { receiverId: 7, rows: [rows[0], rows[2]] },
      { receiverId: 9, rows: [rows[1]] },
    ]);
  });

  it("shows a downline's offer waiting for its answer before the terms in force, as the member centre does", () => {
    const inForce = { status: "A", contractRate: 0.1 };
    const offer = { status: "P", contractRate: 0.12 };
    expect(shownRows([inForce, offer])).toEqual([offer]);
    expect(shownRows([inForce])).toEqual([inForce]);
  });

  it("shows a rate as a percentage with the digits it needs, and a fixed salary as an amount", () => {
    expect(percent(0.005)).toBe("0.5%");
    expect(percent(0.15)).toBe("15%");
    expect(percent(0.0035)).toBe("0.35%");
    expect(salaryPay({ rateType: "P", rate: 0.004 })).toEqual({ kind: "percent", text: "0.4%" });
    expect(salaryPay({ rateType: "F", rate: 18 })).toEqual({ kind: "amount", value: 18 });
  });
});
