import { describe, expect, it } from "vitest";
import { recipientsOf, transferPayload, transferTotal } from "./red-rain.ts";

describe("the red-envelope rain's transfer", () => {
  it("offers every downline of the list but the agent itself, whatever the case", () => {
    expect(recipientsOf([{ customerName: "Agent_Lee" }, { customerName: "lucky_88" }, { customerName: "xiaoming01" }], "agent_lee")).toEqual(["lucky_88", "xiaoming01"]);
  });

  it("totals the amount each over the chosen downlines in whole cents", () => {
    expect(transferTotal(8.8, 3)).toBe(26.4);
    expect(transferTotal(0.1, 3)).toBe(0.3);
    expect(transferTotal(88, 0)).toBe(0);
  });

  it("sends the password and one amount per chosen downline", () => {
    expect(transferPayload(["lucky_88", "xiaoming01"], 88, "135790")).toEqual({
      password: "135790",
      transfers: [
        { customerName: "lucky_88", amount: 88 },
        { customerName: "xiaoming01", amount: 88 },
      ],
    });
  });
});
