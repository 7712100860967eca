// The member centre's inbox (EMFE_) against the sandbox over HTTP,
// through the SDK: the last 30 days newest first, a page at a time; opening
// (PUT EMFE_updateInboxRead) and deleting (DELETE EMFE_deleteInbox, the ids
// repeated) by id and recordSource move the unread count; the older clients'
// calls read the same messages. Every answer is checked against the contract.
import { describe, expect, it } from "vitest";
import { createPlatformClient, PlatformError, unwrap, type PlatformClient } from "@platform/sdk";
import { login, register } from "@platform/sdk/secure";
import { sandboxPerFile } from "./fixtures/sandbox-per-file.ts";

const sandboxOf = sandboxPerFile();
const DAY_MS = 24 * 3_600_000;

const reasonOf = (error: unknown) => (error instanceof PlatformError ? error.errorCode : String(error));

async function member(userName: string): Promise<PlatformClient> {
  const session: { token?: string } = {};
  const api = createPlatformClient({ baseUrl: sandboxOf().url, merchant: "mc_demo", getToken: () => session.token, timeoutMs: 0 });
  await register(api, { registerUrl: "m.platform.test", registerMethod: "H5", username: userName, password: "Harbour2026", confirmPassword: "Harbour2026" }, "username");
  session.token = (await login(api, { type: "username", username: userName, password: "Harbour2026" })).token;
  return api;
}

/** The member centre's query: the last 30 days, newest first. */
function lastMonth(page = 1, size = 20) {
  const now = sandboxOf().state.now().getTime();
  return { page, size, sort: "sendTime:desc" as const, startTime: now - 30 * DAY_MS, endTime: now };
}

describe("the inbox (EMFE_)", () => {
  it("lists the last 30 days newest first, a page at a time, and counts the unread", async () => {
    const api = await member("mail_reader");
    const all = await unwrap(api.api.GET("/wps/relay/EMFE_getInbox", { params: { query: lastMonth() } }));
    expect(all.content.length).toBeGreaterThan(2);
    const times = all.content.map((mail) => Number(mail.sendTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await unwrap(api.api.GET("/wps/relay/EMFE_getInboxUnreadCount"))).toBe(all.content.filter((mail) => !mail.read).length);

    const second = await unwrap(api.api.GET("/wps/relay/EMFE_getInbox", { params: { query: lastMonth(2, 2) } }));
    expect(second.totalPages).toBe(Math.ceil(all.content.length / 2));
    expect(second.content.map((mail) => mail.inboxId)).toEqual(all.content.slice(2, 4).map((mail) => mail.inboxId));
    // A window before any message holds none.
    const before = await unwrap(api.api.GET("/wps/relay/EMFE_getInbox", { params: { query: { startTime: 0, endTime: 1_000 } } }));
    expect(before).toEqual({ content: [], totalPages: 0 });
  });

  it("marks messages read by id and recordSource, and refuses one that is not there", async () => {
    const api = await member("mail_opener");
    const { content } = await unwrap(api.api.GET("/wps/relay/EMFE_getInbox", { params: { query: lastMonth() } }));
    const unread = content.filter((mail) => !mail.read);
    const count = await unwrap(api.api.GET("/wps/relay/EMFE_getInboxUnreadCount"));
    const [first, ...rest] = unread;
    await unwrap(api.api.PUT("/wps/relay/EMFE_updateInboxRead", { params: { query: { recordSource: first!.recordSource } }, body: { id: first!.inboxId } }));
    expect(await unwrap(api.api.GET("/wps/relay/EMFE_getInboxUnreadCount"))).toBe(count - 1);
    // The wrong store for a message is not that message.
    const other = first!.recordSource === "MAIL" ? "CAMPAIGN" : "MAIL";
    await expect(unwrap(api.api.PUT("/wps/relay/EMFE_updateInboxRead", { params: { query: { recordSource: other } }, body: { id: first!.inboxId } })).catch(reasonOf)).resolves.toBe("inbox.not.found");
    for (const mail of rest) await unwrap(api.api.PUT("/wps/relay/EMFE_updateInboxRead", { params: { query: { recordSource: mail.recordSource } }, body: { ids: [mail.inboxId] } }));
    expect(await unwrap(api.api.GET("/wps/relay/EMFE_getInboxUnreadCount"))).toBe(0);
    // The older clients see the same read marks.
    expect(await unwrap(api.api.GET("/wps/relay/CSP_unreadCount"))).toBe(0);
  });

  it("deletes messages named by repeated inboxIds, and refuses them a second time", async () => {
    const api = await member("mail_cleaner");
    const { content } = await unwrap(api.api.GET("/wps/relay/EMFE_getInbox", { params: { query: lastMonth() } }));
    const doomed = content.filter((mail) => mail.recordSource === content[0]!.recordSource).slice(0, 2);
    const query = { inboxIds: doomed.map((mail) => String(mail.inboxId)), recordSource: doomed[0]!.recordSource };
    await unwrap(api.api.DELETE("/wps/relay/EMFE_deleteInbox", { params: { query } }));
    const after = await unwrap(api.api.GET("/wps/relay/EMFE_getInbox", { params: { query: lastMonth() } }));
    expect(after.content.map((mail) => mail.inboxId)).toEqual(content.filter((mail) => !doomed.includes(mail)).map((mail) => mail.inboxId));
    await expect(unwrap(api.api.DELETE("/wps/relay/EMFE_deleteInbox", { params: { query } })).catch(reasonOf)).resolves.toBe("inbox.not.found");
    // The older clients' inbox (no time window) has lost the same two.
    const everything = await unwrap(api.api.GET("/wps/relay/EMFE_getInbox", { params: { query: { size: 100 } } }));
    const legacy = await unwrap(api.api.GET("/wps/relay/CSP_getInbox", { params: { query: { pageNo: 1, pageSize: 100 } } }));
    expect(legacy.totalCount).toBe(everything.content.length);
    expect(legacy.content.map((message) => message.id)).not.toContain(Number(String(doomed[0]!.inboxId).replace(/\D/g, "")));
  });

  it("refuses a trial account the inbox and its count", async () => {
    const session: { token?: string } = {};
    const api = createPlatformClient({ baseUrl: sandboxOf().url, merchant: "mc_demo", getToken: () => session.token, timeoutMs: 0 });
    session.token = (await unwrap(api.api.POST("/wps/session/login/freeplay"))).token;
    await expect(unwrap(api.api.GET("/wps/relay/EMFE_getInbox", { params: { query: lastMonth() } })).catch(reasonOf)).resolves.toBe("free_reject");
    await expect(unwrap(api.api.GET("/wps/relay/EMFE_getInboxUnreadCount")).catch(reasonOf)).resolves.toBe("free_reject");
  });
});

describe("the lottery gateway", () => {
  it("answers the list of the prize mode asked, raw; a member who never played has no lottery bets to open", async () => {
    const api = await member("lotto_fan");
    const lott = await unwrap(api.api.GET("/lgw/games/mobile", { params: { query: { prizeMode: "Lott" } } }));
    const elott = await unwrap(api.api.GET("/lgw/games/mobile", { params: { query: { prizeMode: "Elott" } } }));
    expect(Object.values(lott).flatMap((group) => group.games ?? [])).not.toHaveLength(0);
    expect(Object.values(elott).flatMap((group) => group.gameMenus ?? [])).not.toHaveLength(0);
    // The lottery record is the caller's own bets (player_one's week, its details and chases:
    // sandbox-game-record.test.ts), no longer the contract's example for whoever asks.
    const now = sandboxOf().state.now().getTime();
    const bets = await unwrap(api.api.GET("/wps/relay/ODSFE2_lottMemBet", { params: { query: { startDate: now - 7 * 86_400_000, endDate: now, page: 1, size: 10, prizeModeId: 1 } } }));
    expect(bets.list).toEqual([]);
  });
});
