// The sandbox agent home's grid comes from the
// merchant's menu tree of the consolidated settings (GET
// /wps/system/settings/consolidated, as the real member centre builds its
// agent menu from it, MC getAcMenu): every agent entry and the dividend node
// enabled, with the switches the red-envelope rain and team betting need.
// Public: the same for a visitor and an agent. Every answer is checked
// against the contract (sandboxPerFile).
import { describe, expect, it } from "vitest";
import { createPlatformClient, unwrap, type PlatformClient } from "@platform/sdk";
import { login } from "@platform/sdk/secure";
import { SANDBOX_PASSWORD } from "@platform/mocks";
import { sandboxPerFile } from "./fixtures/sandbox-per-file.ts";

const sandboxOf = sandboxPerFile();

function client(token?: string): PlatformClient {
  return createPlatformClient({ baseUrl: sandboxOf().url, merchant: "mc_demo", getToken: () => token, timeoutMs: 0 });
}

/** The agent centre's modIds of spec §2's grid (web/src/features/agent/agent-menu.ts) and the footer's dividend. */
const AGENT_GRID = ["AGEPAG", "TRANSREC3", "DOWNMAN", "AGENTRANSMULTDOWN3", "AGETEAMPNL3", "TEAMBETTING3", "GAMSER", "AGEREBINC3", "DIVIDEND"];

const settingsOf = (api: PlatformClient) => unwrap(api.api.GET("/wps/system/settings/consolidated", { params: { query: { device: "MOBILE" } } }));

describe("the sandbox merchant's menu tree", () => {
  it("enables every agent grid entry, the dividend, the security and mail centres, with their switches on", async () => {
    const { token } = await login(client(), { type: "username", username: "agent_lee", password: SANDBOX_PASSWORD });
    const settings = await settingsOf(client(token));
    const section = (modId: string) => settings.whitelabel.childrenNodes.find((node) => node.modId === modId)?.childrenNodes ?? [];
    const enabled = (modId: string) => section(modId).filter((node) => node.enabled === "1").map((node) => node.modId);
    expect(enabled("AGECEN")).toEqual(expect.arrayContaining(AGENT_GRID));
    expect(enabled("MEMCEN")).toEqual(expect.arrayContaining(["SECPRIV", "MAILCEN"]));
    expect(settings.whitelabelVal).toMatchObject({ TEAMBETTING3: true, AGENTRANSMULTDOWN3: true });
  });

  it("answers a visitor the same (no token, as the real client asks it before login)", async () => {
    const { token } = await login(client(), { type: "username", username: "agent_lee", password: SANDBOX_PASSWORD });
    expect(await settingsOf(client())).toEqual(await settingsOf(client(token)));
  });
});
