// Issue 34 item 4: on the sandbox agent home's grid held only Online service,
// because the merchant's menu answered the contract's default example, which
// lists no agent key. The sandbox merchant's menu enables every grid entry
// and the dividend tab, over HTTP as the app reads it (GET
// /wps/system/whitelabel/menu, a grid entry shows when its menuId is listed).
// Every answer is checked against the contract (sandboxPerFile).
import { describe, expect, it } from "vitest";
import { createPlatformClient, unwrap, type PlatformClient } from "@platform/sdk";
import { login } from "@platform/sdk/secure";
import { SANDBOX_PASSWORD } from "@platform/mocks";
import { sandboxPerFile } from "./fixtures/sandbox-per-file.ts";

const sandboxOf = sandboxPerFile();

function client(token?: string): PlatformClient {
  return createPlatformClient({ baseUrl: sandboxOf().url, merchant: "mc_demo", getToken: () => token, timeoutMs: 0 });
}

/** Spec §2's nine grid routes' keys (web/src/features/agent/agent-menu.ts), the mail centre and the footer's dividend tab. */
const GRID = ["teamOverview", "transactionRecord", "teamManage", "redRain", "teamPnl", "teamBetting", "agentRebate", "teamRebate", "securityCenter"];

const menuOf = (api: PlatformClient) => unwrap(api.api.GET("/wps/system/whitelabel/menu"));

describe("the sandbox merchant's menu (issue 34)", () => {
  it("enables all nine grid entries, the mail centre and the dividend tab for agent_lee", async () => {
    const { token } = await login(client(), { type: "username", username: "agent_lee", password: SANDBOX_PASSWORD });
    const menu = await menuOf(client(token));
    const ids = menu.map((entry) => entry.menuId);
    expect(ids).toEqual(expect.arrayContaining([...GRID, "mailCenter", "agentDividend"]));
    // The grid's routes are spec §2's.
    expect(menu.find((entry) => entry.menuId === "transactionRecord")?.route).toBe("/m/transaction/record?types=A");
    // One display order, no key twice.
    expect(menu.map((entry) => entry.sort)).toEqual(menu.map((_, index) => index + 1));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("keeps the merchant's other entries and answers without a session the same", async () => {
    const ids = (await menuOf(client())).map((entry) => entry.menuId);
    expect(ids.slice(0, 5)).toEqual(["deposit", "withdraw", "rewards", "points", "telegram"]);
    expect(ids).toEqual(expect.arrayContaining(GRID));
  });
});
