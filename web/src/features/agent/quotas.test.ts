import { describe, expect, it } from "vitest";
import { quotaRows } from "./quotas.ts";

describe("account quotas", () => {
  it("lists each rate a group counts with the group's accounts, a rate without its product taking the group's key", () => {
    expect(
      quotaRows({
        "3": { quotaRebateConfig: [{ productType: "3", type: "RNG", rebateValue: 0.011 }], totalQuota: 20, remainingQuota: 13 },
        "4": { quotaRebateConfig: [{ type: "SSC", rebateValue: 0.055 }] },
      }),
    ).toEqual([
      { productType: "3", type: "RNG", rebateValue: 0.011, totalQuota: 20, remainingQuota: 13 },
      { productType: "4", type: "SSC", rebateValue: 0.055, totalQuota: undefined, remainingQuota: undefined },
    ]);
  });
});
