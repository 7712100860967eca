// The agent's contracts on the sandbox, over HTTP through the SDK.
// The upline's requests wait in the consolidated funds until the agent
// answers each once; an accepted request is the contract in force; the agent
// offers downlines contracts within its own; a downline's settled dividend is
// paid out once, from the agent's balance. Every answer is checked against
// the contract (afterEach).
import { describe, expect, it } from "vitest";
import { createPlatformClient, PlatformError, unwrap } from "@platform/sdk";
import { login } from "@platform/sdk/secure";
import { sandboxPerFile } from "./fixtures/sandbox-per-file.ts";

const sandboxOf = sandboxPerFile();

const reasonOf = (error: unknown) => (error instanceof PlatformError ? error.errorCode : String(error));

/** agent_lee (type 1, ￥358,200) logged in: a request of each kind waits for it (getConsolidatedFunds "allOffers"). */
async function agent() {
  const session: { token?: string } = {};
  const client = createPlatformClient({ baseUrl: sandboxOf().url, merchant: "mc_demo", getToken: () => session.token, timeoutMs: 0 });
  session.token = (await login(client, { type: "username", username: "agent_lee", password: "s3cret-pass" })).token;
  return client.api;
}

type Api = Awaited<ReturnType<typeof agent>>;
const funds = (api: Api) => unwrap(api.GET("/wps/member/info/funds/consolidated"));

describe("the upline's contract requests (consolidated funds)", () => {
  it("puts an accepted daily-salary request in force in place of the product's contract, once", async () => {
    const api = await agent();
    const before = await funds(api);
    expect(before.dailysalreqtype?.RNG?.[0]).toMatchObject({ id: 5101, status: "P" });
    expect(before.dailysalinfotype?.RNG?.agent?.[0]).toMatchObject({ id: 5088, status: "A" });

    await unwrap(api.POST("/wps/relay/MCSFE_processDailySalaryContract", { body: { id: 5101, status: "A" } }));
    const after = await funds(api);
    expect(after.dailysalreqtype).toEqual({});
    expect(after.dailysalinfotype?.RNG?.agent).toEqual([expect.objectContaining({ id: 5101, status: "A", details: before.dailysalreqtype!.RNG![0]!.details })]);
    expect((await unwrap(api.GET("/wps/relay/MCSFE_getContractDailySalInfo", { params: { query: { username: "agent_lee" } } }))).agent).toEqual([
      expect.objectContaining({ id: 5101, status: "A", productType: "RNG" }),
    ]);
    expect((await unwrap(api.GET("/wps/relay/MCSFE_getDailySalaryContractLog", { params: { query: {} } }))).list[0]).toMatchObject({ productType: "RNG", status: "A" });

    await expect(unwrap(api.POST("/wps/relay/MCSFE_processDailySalaryContract", { body: { id: 5101, status: "R" } })).catch(reasonOf)).resolves.toBe("contract.already.processed");
  });

  it("drops a refused hourly request and leaves the contract in force", async () => {
    const api = await agent();
    await expect(unwrap(api.POST("/wps/relay/MCSFE_processContractHourSalary", { body: { contractId: 1, status: "A" } })).catch(reasonOf)).resolves.toBe("contract.already.processed");
    await unwrap(api.POST("/wps/relay/MCSFE_processContractHourSalary", { body: { contractId: 7203, status: "R" } }));
    const after = await funds(api);
    expect(after.contracthoursalreq).toEqual({});
    expect(after.contracthoursalinfo?.SPORTS?.agent?.[0]).toMatchObject({ contractId: 7190, status: "A" });
    expect(await unwrap(api.GET("/wps/relay/getContractHourSalaryRequest", { params: { query: { gameCategory: "SPORTS" } } }))).toEqual([]);
  });

  it("answers a product's dividend request for all its tiers, by POST or by the GET the desktop sends", async () => {
    const api = await agent();
    const before = await funds(api);
    expect(before.divtypereq).toEqual(before.divtypecompperiodreq);
    // A product with no request waiting: nothing to answer.
    await expect(unwrap(api.GET("/wps/relay/MCSFE_processContractDividend", { params: { query: { type: "RNG", status: "A" } } })).catch(reasonOf)).resolves.toBe(
      "contract.already.processed",
    );
    await unwrap(api.GET("/wps/relay/MCSFE_processContractDividend", { params: { query: { type: "LIVE", status: "A" } } }));
    const after = await funds(api);
    expect(after.divtypecompperiodreq).toEqual({});
    expect(after.divtypeinfo?.LIVE?.agent?.map((row) => [row.contractRate, row.status])).toEqual([
      [0.2, "A"],
      [0.3, "A"],
    ]);
    await expect(unwrap(api.POST("/wps/relay/MCSFE_processContractDividend", { body: { type: "LIVE", status: "R" } })).catch(reasonOf)).resolves.toBe("contract.already.processed");
  });

  it("ends the contract when the agent agrees to the upline's request to end it (V, C)", async () => {
    const api = await agent();
    const book = sandboxOf().state.findByName("agent_lee")!.contracts;
    book.funds = { ...book.funds, dailysalreqtype: { RNG: [{ ...book.funds.dailysalinfotype!.RNG!.agent![0]!, status: "V" }] } };
    // Refusing is not an answer to an end request.
    await expect(unwrap(api.POST("/wps/relay/MCSFE_processDailySalaryContract", { body: { id: 5088, status: "R" } })).catch(reasonOf)).resolves.toBe("contract.already.processed");
    await unwrap(api.POST("/wps/relay/MCSFE_processDailySalaryContract", { body: { id: 5088, status: "C" } }));
    expect((await funds(api)).dailysalinfotype).toEqual({});
  });

  it("gives a plain member no contract maps, and refuses it the agent's calls", async () => {
    const session: { token?: string } = {};
    const client = createPlatformClient({ baseUrl: sandboxOf().url, merchant: "mc_demo", getToken: () => session.token, timeoutMs: 0 });
    session.token = (await login(client, { type: "username", username: "player_one", password: "s3cret-pass" })).token;
    expect(await unwrap(client.api.GET("/wps/member/info/funds/consolidated"))).toMatchObject({ dailysalreqtype: null, divtypeinfo: null, contracthoursalinfo: null });
    await expect(unwrap(client.api.POST("/wps/relay/MCSFE_processDailySalaryContract", { body: { id: 5101, status: "A" } })).catch(reasonOf)).resolves.toBe("not.agent");
  });
});

describe("offering downlines a daily-salary contract", () => {
  it("offers a downline tiers within the agent's own, once until it answers", async () => {
    const api = await agent();
    const offer = { receiverId: 100547, productType: "RNG", details: [{ betVolume: 50000, activeMember: 5, rateType: "P", rate: 0.003 }] };
    await expect(
      unwrap(api.POST("/wps/relay/MCSFE_applyContractDailySalary", { body: { ...offer, details: [{ ...offer.details[0]!, rate: 0.004 }] } })).catch(reasonOf),
    ).resolves.toBe("contract.tier.exceed");
    await expect(unwrap(api.POST("/wps/relay/MCSFE_applyContractDailySalary", { body: { ...offer, productType: "LIVE" } })).catch(reasonOf)).resolves.toBe("contract.not.found");
    await unwrap(api.POST("/wps/relay/MCSFE_applyContractDailySalary", { body: offer }));
    const info = await unwrap(api.GET("/wps/relay/MCSFE_getContractDailySalInfo", { params: { query: { username: "agent_lee" } } }));
    expect(info.downline).toContainEqual(expect.objectContaining({ receiverId: 100547, productType: "RNG", status: "P", details: offer.details }));
    await expect(unwrap(api.POST("/wps/relay/MCSFE_applyContractDailySalary", { body: offer })).catch(reasonOf)).resolves.toBe("contract.pending.exists");
  });
});

describe("paying out a downline's dividend", () => {
  it("moves the amount from the agent's balance once; the same intent again gets the first answer", async () => {
    const api = await agent();
    const { list } = await unwrap(api.GET("/wps/relay/ODSFE2_QueryDividend", { params: { query: {} } }));
    const due = list.find((row) => row.status === "PENDING")!;
    expect(due).toMatchObject({ id: 88231, customerName: "sub_agent_wu", amount: 4274 });
    // The agent's own dividend is shown under its name, not a downline's.
    expect(list.find((row) => row.id === 88207)).toMatchObject({ customerName: "agent_lee", status: "PAID" });

    const key = "payout-88231-a1b2c3";
    const payOut = () => unwrap(api.POST("/wps/relay/ODSFE2_PayoutDividend", { body: { id: 88231 }, headers: { "Idempotency-Key": key } }));
    await payOut();
    await payOut();
    expect((await unwrap(api.GET("/wps/member/info"))).sumBalance).toBe(358200 - 4274);
    expect((await unwrap(api.GET("/wps/relay/ODSFE2_QueryDividend", { params: { query: {} } }))).list.find((row) => row.id === 88231)?.status).toBe("PAID");

    // Another intent for the same record is refused: it is paid.
    await expect(
      unwrap(api.POST("/wps/relay/ODSFE2_PayoutDividend", { body: { id: 88231 }, headers: { "Idempotency-Key": "payout-88231-other" } })).catch(reasonOf),
    ).resolves.toBe("dividend.already.paid");
    // The agent's own dividend is not its to pay out.
    await expect(unwrap(api.POST("/wps/relay/ODSFE2_PayoutDividend", { body: { id: 88207 }, headers: { "Idempotency-Key": "payout-88207-a1" } })).catch(reasonOf)).resolves.toBe(
      "request_param_err",
    );
  });

  it("refuses a pay-out the agent's balance does not cover", async () => {
    const api = await agent();
    sandboxOf().state.findByName("agent_lee")!.balance = 100;
    await expect(unwrap(api.POST("/wps/relay/ODSFE2_PayoutDividend", { body: { id: 88231 }, headers: { "Idempotency-Key": "payout-88231-poor" } })).catch(reasonOf)).resolves.toBe(
      "insufficient.balance",
    );
  });
});
