import { describe, expect, it } from "vitest";
import { lotteryGroups } from "./lottery-groups.ts";

describe("lottery groups", () => {
  it("takes the groups as Object.values orders them, each with its games or gameMenus, names from remark and codes from code or gameCode", () => {
    const groups = lotteryGroups({
      "2": { gameGroupId: 2, gameGroupCode: "PK10", displayName: "PK10", games: [{ gameId: 2001, code: "BJPK10", remark: "Beijing PK10", tag: "hot" }] },
      "1": { gameGroupId: 1, gameGroupCode: "SSC", gameMenus: [{ gameId: 1001, gameCode: "CQSSC", remark: "Chongqing SSC", mobileIconUrl: "/ssc.svg", tag: "LIMITED" }] },
      "9": { gameGroupId: 9, displayName: "Empty", games: [] },
    });
    expect(groups).toEqual([
      { key: "1", name: "SSC", games: [{ gameId: 1001, code: "CQSSC", name: "Chongqing SSC", iconUrl: "/ssc.svg", tag: undefined }] },
      { key: "2", name: "PK10", games: [{ gameId: 2001, code: "BJPK10", name: "Beijing PK10", iconUrl: undefined, tag: "HOT" }] },
    ]);
  });

  it("names a game by its code when it has no remark, and a group by nothing when the server names none", () => {
    expect(lotteryGroups({ a: { games: [{ gameId: 7, code: "K3" }] } })).toEqual([
      { key: "a", name: undefined, games: [{ gameId: 7, code: "K3", name: "K3", iconUrl: undefined, tag: undefined }] },
    ]);
  });
});
