import { describe, expect, it } from "vitest";
import { gameListPath, LOTTERY_VENDORS, planLaunch, type LaunchContext } from "./launch-plan.ts";
import { prizeModeOf } from "./prize-mode.ts";

const member: LaunchContext = { loggedIn: true, prizeMode: "Ent", merchantCode: "mc_demo", language: "EN", backUrl: "/m/home" };
const visitor: LaunchContext = { ...member, loggedIn: false };
const mahjong = { vassalage: "PG", gameType: "RNG", isGameH5: "1", nodeId: 10101, gameId: "65", gameCode: "65", supportPlay: true };

describe("launch rules (spec §7 'Game launch')", () => {
  it.each(LOTTERY_VENDORS)("%s opens the lottery launch with the lobby by default", (vassalage) => {
    const plan = planLaunch({ vassalage, gameType: "LOTT", isGameH5: "VASSALAGE" }, member);
    expect(plan.kind).toBe("launch");
    if (plan.kind !== "launch") return;
    expect(plan.query).toMatchObject({
      launchMode: "LOTT",
      vassalage,
      lottoGameCode: "lobby",
      lottoView: "lobby",
      lottoArea: "VN",
      device: "MOBILE",
      backUrl: "/m/home",
    });
    expect(plan.recent).toBeUndefined();
  });

  it("uses the vendor mapping's prize mode, and the SEA mode for TCG_SEA", () => {
    const vn = planLaunch({ vassalage: "TCG_LOTTO_VN", gameCode: "HN" }, { ...member, prizeMode: "Lott" });
    expect(vn.kind === "launch" && vn.query).toMatchObject({ lottoPrizeMode: "Lott", lottoGameCode: "HN", lottoView: "betting" });
    const sea = planLaunch({ vassalage: "TCG_SEA", lottoMode: null }, member);
    expect(sea.kind === "launch" && sea.query).toMatchObject({ lottoMode: "SEA_Tradition_Mobile" });
    expect(sea.kind === "launch" && sea.query.lottoPrizeMode).toBeUndefined();
  });

  it("sends a visitor to log in before a lottery or a game launch", () => {
    expect(planLaunch({ vassalage: "LOTT" }, visitor)).toEqual({ kind: "login" });
    expect(planLaunch(mahjong, visitor)).toEqual({ kind: "login" });
  });

  it("opens a VASSALAGE vendor's game list, for visitors too", () => {
    const plan = planLaunch({ vassalage: "PG", gameType: "RNG", isGameH5: "VASSALAGE" }, visitor);
    expect(plan).toEqual({ kind: "gameList", path: "/m/gameList?gameType=RNG&vassalage=PG" });
  });

  it("launches other games through the launcher and records them as recent", () => {
    const plan = planLaunch({ ...mahjong, roomId: "T01" }, member);
    expect(plan).toEqual({
      kind: "launch",
      query: {
        launchMode: "GLS",
        platform: "html5",
        clientType: 2,
        confirmTrans: 0,
        accountType: 1,
        webView: false,
        vassalage: "PG",
        merchantCode: "mc_demo",
        language: "EN",
        gameId: "65",
        nodeId: 10101,
        roomId: "T01",
      },
      recent: { nodeId: 10101, gameType: "RNG", vassalage: "PG" },
    });
  });

  it("does not launch a game that says it cannot be played here", () => {
    expect(planLaunch({ ...mahjong, supportPlay: false }, member)).toEqual({ kind: "unavailable" });
  });

  it("builds the game-list address with the optional vendor and start tab", () => {
    expect(gameListPath("LIVE")).toBe("/m/gameList?gameType=LIVE");
    expect(gameListPath("RNG", "JL", "hot")).toBe("/m/gameList?gameType=RNG&vassalage=JL&type=hot");
  });
});

describe("lottery prize mode (spec §4)", () => {
  it("is entertainment when ELOTT lists TCG_LOTTO_VN or LOTT, else traditional", () => {
    const mapping = (vendors: string[]) => ({ content: { ELOTT: vendors.map((vassalage) => ({ vassalage, displayName: vassalage })) } });
    expect(prizeModeOf(mapping(["TCG_LOTTO_VN"]))).toBe("Ent");
    expect(prizeModeOf(mapping(["ELOTT", "LOTT"]))).toBe("Ent");
    expect(prizeModeOf(mapping(["ELOTT"]))).toBe("Lott");
    expect(prizeModeOf({ content: {} })).toBe("Lott");
    expect(prizeModeOf(undefined)).toBe("Lott");
  });
});
