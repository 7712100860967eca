// What the member centre reads on the sandbox is the
// member's own, over HTTP as the app calls it. The VIP level of the member
// info and of the rank progress agree and follow the member's turnover; the
// promotions' counts are what the member can claim now; every member has a
// referral code of their own; the seeded accounts have the roles the README
// gives them. Every answer is checked against the contract (sandboxPerFile).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createPlatformClient, unwrap, type PlatformClient, type PlatformError } from "@platform/sdk";
import { login, register } from "@platform/sdk/secure";
import { SANDBOX_PASSWORD } from "@platform/mocks";
import { sandboxPerFile } from "./fixtures/sandbox-per-file.ts";

const sandboxOf = sandboxPerFile();
const PASSWORD = "Harbour2026";
const REWARD_BADGE = ["MANUAL", "RAFFLE", "UPGRADE_BONUS", "MISSION_MANUAL", "TICKET"] as const;

function client(token?: string): PlatformClient {
  return createPlatformClient({ baseUrl: sandboxOf().url, merchant: "mc_demo", getToken: () => token, timeoutMs: 0 });
}

async function logIn(username: string, password = SANDBOX_PASSWORD) {
  const { token } = await login(client(), { type: "username", username, password });
  return client(token);
}

async function signUp(username: string) {
  await register(client(), { registerUrl: "m.platform.test", registerMethod: "H5", username, password: PASSWORD, confirmPassword: PASSWORD }, "username");
  return logIn(username, PASSWORD);
}

const memberInfo = (api: PlatformClient) => unwrap(api.api.GET("/wps/member/info"));
const vipProgress = (api: PlatformClient) => unwrap(api.api.GET("/wps/relay/MCSFE_getPlayerRankProgress"));
const levels = (api: PlatformClient) => unwrap(api.api.GET("/wps/relay/MCSFE_getPlayerRankGroupLevels"));
const benefits = (api: PlatformClient) => unwrap(api.api.GET("/wps/relay/MCSFE_getMemberClubBenefit"));
const rewards = (api: PlatformClient) =>
  unwrap(api.api.GET("/wps/relay/MCSFE_getClaimPromotion", { params: { query: { promotionType: REWARD_BADGE.join(","), status: "I" } } }));
const readyTickets = async (api: PlatformClient) =>
  (await unwrap(api.api.GET("/wps/relay/PROMOFE_getClaimTicketList", { params: { query: { status: "AVAILABLE" } } }))).filter((t) => (t.conditionStatus ?? []).length === 0);

/** The member's promotions' availability (MCSFE_getAvailablePromotions, as the member centre asks it). */
async function available(token: string) {
  return (await unwrap(client(token).api.GET("/wps/relay/MCSFE_getAvailablePromotions"))).content;
}

/** The older shell's availability, asked without a session (reference §1.1). */
async function legacyAvailable() {
  const response = await fetch(`${sandboxOf().url}/wps/relay/MCSFE_getMerchantAvailablePromotions`, { headers: { Merchant: "mc_demo" } });
  return ((await response.json()) as { value: Record<string, { enabled: boolean; count: number }> }).value;
}

const tokenOf = async (username: string, password = SANDBOX_PASSWORD) => (await login(client(), { type: "username", username, password })).token;
const badge = (value: Record<string, { count: number }>) => REWARD_BADGE.reduce((sum, key) => sum + (value[key]?.count ?? 0), 0);

describe("a new member's member centre agrees with itself", () => {
  it("has no VIP level anywhere, ￥3,000.00 of turnover to VIP 1, and no upgrade bonus", async () => {
    const api = await signUp("centre_new");
    expect(await memberInfo(api)).toMatchObject({ sumBalance: 0, vipLevel: 0, clubLabel: { labelName: "VIP0" } });
    // Below the first level, as the live VIP0 body: both turnovers measured against VIP1's 3,000.
    expect(await vipProgress(api)).toEqual({ playerRankName: "VIP0", monthlyTurnover: { actual: 0, expected: 3000 }, totalTurnover: { actual: 0, expected: 3000 } });
    expect((await levels(api)).map((row) => row.rankName)).toEqual(["VIP1", "VIP2", "VIP3", "VIP4", "VIP5", "VIP6", "VIP7", "VIP8"]);
    expect((await rewards(api)).filter((reward) => reward.promotionType === "UPGRADE_BONUS")).toEqual([]);
  });

  it("counts as waiting exactly what the rewards centre lets them claim, one less after a claim", async () => {
    await signUp("centre_counts");
    const token = await tokenOf("centre_counts", PASSWORD);
    const api = client(token);
    const open = await rewards(api);
    const tickets = await readyTickets(api);
    const before = await available(token);
    expect(badge(before)).toBe(open.length + tickets.length);
    expect(before.UPGRADE_BONUS?.count).toBe(0);
    expect(before.LOGIN?.count).toBe(1);

    await unwrap(api.api.POST("/wps/relay/MCSFE_claimIssuedPromotion", { body: { promotionClaimId: open[0]!.rewardId, promotionType: open[0]!.promotionType } }));
    expect(badge(await available(token))).toBe(badge(before) - 1);
    const [config] = await unwrap(api.api.GET("/wps/relay/MCSFE_getLoginPromotion"));
    const days = await unwrap(api.api.GET("/wps/relay/MCSFE_getLoginPromotionConfigHistory", { params: { query: { configId: config!.configId } } }));
    await unwrap(api.api.POST("/wps/relay/MCSFE_claimLoginPromotion", { body: { promotionConfigDetailId: days.list.find((day) => day.isToday === "Y")!.id } }));
    expect((await available(token)).LOGIN?.count).toBe(0);
  });

  it("the older shell's call without a session (reference §1.1) gets the merchant's switches with nothing counted", async () => {
    const value = await legacyAvailable();
    expect(value.REFERRAL?.enabled).toBe(true);
    expect(Object.values(value).every((entry) => entry.count === 0)).toBe(true);
  });
});

describe("seeded members' VIP standing", () => {
  it.each([
    ["player_one", 3, 188],
    ["agent_lee", 6, 3888],
  ] as const)("%s is VIP %i in the member info and the rank progress, with that level's upgrade bonus", async (username, level, bonus) => {
    const api = await logIn(username);
    const info = await memberInfo(api);
    expect(info.vipLevel).toBe(level);
    const progress = await vipProgress(api);
    // The badge, the progress and the table name the same level; the total turnover lies between it and the next.
    expect(info.clubLabel?.labelName).toBe(`VIP${level}`);
    expect(progress.playerRankName).toBe(`VIP${level}`);
    const table = await levels(api);
    const index = table.findIndex((row) => row.rankName === progress.playerRankName);
    expect(info.clubLabel).toMatchObject({ color: table[index]!.color, color2: table[index]!.color2 });
    expect(progress.totalTurnover.actual).toBeGreaterThanOrEqual(table[index]!.totalTurnover);
    expect(progress.totalTurnover).toMatchObject({ expected: table[index + 1]!.totalTurnover });
    expect(progress.totalTurnover.actual).toBeLessThan(progress.totalTurnover.expected);
    // This month is measured against what keeps the level (spec §4).
    expect(progress.monthlyTurnover.expected).toBe(table[index]!.monthlyTurnover);
    expect((await benefits(api)).find((row) => row.rankName === progress.playerRankName)?.upgradeBonus).toBe(bonus);
    expect((await rewards(api)).filter((r) => r.promotionType === "UPGRADE_BONUS")).toEqual([expect.objectContaining({ eventName: `VIP${level} upgrade bonus`, rewardAmount: bonus })]);
  });

  it("player_one's progress is the contract's VIP 3 example", async () => {
    expect(await vipProgress(await logIn("player_one"))).toEqual({ playerRankName: "VIP3", monthlyTurnover: { actual: 126800, expected: 100000 }, totalTurnover: { actual: 412350, expected: 1000000 } });
  });
});

describe("avatar", () => {
  it("answers the member's avatar and keeps a preset or an own picture set, refusing what is neither", async () => {
    const api = await signUp("centre_avatar");
    const avatar = () => unwrap(api.api.GET("/wps/relay/MCSFE_getPlayerAvatar"));
    expect(await avatar()).toEqual({ avatar: "0", avatarType: "STATIC" });
    await unwrap(api.api.POST("/wps/relay/MCSFE_uploadPlayerAvatar", { body: { avatar: 5, avatarType: "STATIC" } }));
    expect(await avatar()).toEqual({ avatar: "5", avatarType: "STATIC" });
    const picture = "data:image/jpeg;base64,/9j/4AAQSkZJRgABAQAAAQABAAD/2wBD";
    await unwrap(api.api.POST("/wps/relay/MCSFE_uploadPlayerAvatar", { body: { avatar: picture, avatarType: "CUSTOM" } }));
    expect(await avatar()).toEqual({ avatar: picture, avatarType: "CUSTOM" });
    const refused = await unwrap(api.api.POST("/wps/relay/MCSFE_uploadPlayerAvatar", { body: { avatar: "javascript:alert(1)", avatarType: "CUSTOM" } })).catch((error: PlatformError) => error.errorCode);
    expect(refused).toBe("request_param_err");
    expect(await avatar()).toEqual({ avatar: picture, avatarType: "CUSTOM" });
  });

  it("player_one starts with the contract's own picture", async () => {
    expect(await unwrap((await logIn("player_one")).api.GET("/wps/relay/MCSFE_getPlayerAvatar"))).toEqual({ avatar: "/mock-assets/avatars/uploaded.svg", avatarType: "CUSTOM" });
  });
});

describe("invite codes", () => {
  it("every member has a referral code of their own", async () => {
    const members = [await logIn("player_one"), await logIn("agent_lee"), await logIn("new_member"), await signUp("invite_a"), await signUp("invite_b")];
    const codes = await Promise.all(members.map(async (api) => (await unwrap(api.api.GET("/wps/relay/MCSFE_getReferralDetails", { params: { query: { autoGenerate: true } } }))).referralCode));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("every member has a registration link of their own, its code in its url", async () => {
    const members = [await logIn("player_one"), await logIn("agent_lee"), await logIn("new_member"), await signUp("invite_c"), await signUp("invite_d")];
    const links = await Promise.all(members.map((api) => unwrap(api.api.GET("/wps/relay/MCSFE_viewAffiliateUrls"))));
    const memberCodes = links.map((list) => list.find((link) => (link.customerType ?? 0) === 0)!.affiliateCode);
    expect(memberCodes.slice(0, 2)).toEqual(["PLY1O7", "LEE888"]);
    expect(new Set(memberCodes).size).toBe(memberCodes.length);
    for (const list of links) for (const link of list) expect(link.url).toBe(`/m/register?code=${link.affiliateCode}`);
  });
});

describe("the README's seeded accounts", () => {
  /** `name` (role, type N …) of the README's "Seeded accounts" paragraph. */
  function seededRoles(readme: string): [string, number][] {
    const paragraph = /\*\*Seeded accounts\*\*[\s\S]*?(?=\n- \*\*)/.exec(readme)?.[0] ?? "";
    return [...paragraph.matchAll(/`(\w+)`\s+\([a-z]+,\s+type\s+(\d+)/g)].map((m) => [m[1]!, Number(m[2])]);
  }

  it.each(["README.md", "mocks/README.md"])("%s gives every seeded account the type the sandbox logs it in as", async (file) => {
    const roles = seededRoles(readFileSync(new URL(`../${file}`, import.meta.url), "utf8"));
    expect(roles.map(([name]) => name)).toEqual(["player_one", "TRIAL_8841", "agent_lee", "new_member"]);
    for (const [username, type] of roles) {
      const answer = await login(client(), { type: "username", username, password: SANDBOX_PASSWORD });
      expect(answer.customerType, username).toBe(type);
      expect((await memberInfo(client(answer.token))).type, username).toBe(type);
    }
  });
});
