// The account slice over HTTP against the sandbox: the security
// centre's progress and items follow what the member sets, an identity (KYC)
// submission is checked and stays pending, feedback is a checked PUT, and the
// mock build's fake Firebase sign-in logs a member in through the one login
// call. Every answer is checked against the contract (sandboxPerFile).
import { describe, expect, it } from "vitest";
import { createPlatformClient, isPlatformError, unwrap, type PlatformClient } from "@platform/sdk";
import { login } from "@platform/sdk/secure";
import { SANDBOX_PASSWORD } from "@platform/mocks";
import { sandboxPerFile } from "./fixtures/sandbox-per-file.ts";

const sandboxOf = sandboxPerFile();

function client(token?: string): PlatformClient {
  return createPlatformClient({ baseUrl: sandboxOf().url, merchant: "mc_demo", getToken: () => token, timeoutMs: 0 });
}

async function asNewMember(): Promise<PlatformClient> {
  const userName = `acct_${Math.floor(Math.random() * 1e6)}`;
  const answer = await fetch(`${sandboxOf().url}/__sandbox/members`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ userName, password: "Harbour2026" }) });
  const { token } = (await answer.json()) as { token: string };
  return client(token);
}

const securityOf = (api: PlatformClient) => unwrap(api.api.GET("/wps/v2/member/securityConfig"));

describe("security centre (GET /wps/v2/member/securityConfig)", () => {
  it("counts what the member set: a new member has the login password only; an email saved counts", async () => {
    const api = await asNewMember();
    const before = await securityOf(api);
    expect(before.info.loginPassword).toEqual({ enabled: true, isComplete: true });
    expect(before.info.email).toEqual({ enabled: true, isComplete: false });
    expect(Math.floor(before.completeProgress)).toBe(11);
    await unwrap(api.api.POST("/wps/member/info/email", { body: { email: `x${Date.now()}@example.com` } }));
    const after = await securityOf(api);
    expect(after.info.email?.isComplete).toBe(true);
    expect(Math.floor(after.completeProgress)).toBe(22);
  });
});

describe("identity verification (KYC relays)", () => {
  it("a new member is not verified; a complete submission is pending, and a second one is refused", async () => {
    const api = await asNewMember();
    expect(await unwrap(api.api.GET("/wps/relay/MCSFE_getCustomerKycStatus"))).toEqual({ verifyStatus: "NOT_VERIFIED", statusForFE: null });
    const fields = await unwrap(api.api.GET("/wps/relay/MCSFE_getDictionaryIdTypeAndKycFields"));
    expect(fields.map((field) => field.fieldId)).toEqual(["ID_TYPE", "ID", "WITHDRAWER_NAME", "DATE_OF_BIRTH"]);

    const submit = (fields: { fieldId: string; fieldValue: string }[]) => unwrap(api.api.POST("/wps/relay/MCSFE_updateIdTypeAndKycFields", { body: { fields } }));
    await expect(submit([{ fieldId: "ID", fieldValue: "880199012345" }])).rejects.toMatchObject({ kind: "api", errorCode: "request_param_err" });
    await expect(
      submit([{ fieldId: "ID_TYPE", fieldValue: "LIBRARY_CARD" }, { fieldId: "ID", fieldValue: "880199012345" }, { fieldId: "WITHDRAWER_NAME", fieldValue: "Emon Rahman" }]),
    ).rejects.toMatchObject({ kind: "api", errorCode: "request_param_err" });

    const body = { fields: [{ fieldId: "ID_TYPE", fieldValue: "NATIONAL_ID" }, { fieldId: "ID", fieldValue: "880199012345" }, { fieldId: "WITHDRAWER_NAME", fieldValue: "Emon Rahman" }] };
    expect(await unwrap(api.api.POST("/wps/relay/MCSFE_updateIdTypeAndKycFields", { body }))).toBe(true);
    expect(await unwrap(api.api.GET("/wps/relay/MCSFE_getCustomerKycStatus"))).toEqual({ verifyStatus: "NOT_VERIFIED", statusForFE: "PENDING" });
    expect((await securityOf(api)).info.idVerification).toMatchObject({ isComplete: false, status: "PENDING" });
    await expect(submit(body.fields)).rejects.toMatchObject({ kind: "api", errorCode: "request_param_err" });
  });
});

describe("feedback (PUT /wps/feedback)", () => {
  it("acknowledges a text and answers 401 without a session", async () => {
    const api = await asNewMember();
    expect(await unwrap(api.api.PUT("/wps/feedback", { body: { content: "The withdraw page took a minute to open." } }))).toBe(true);
    const anonymous = await client().api.PUT("/wps/feedback", { body: { content: "The withdraw page took a minute to open." } }).catch((error: unknown) => error);
    expect(isPlatformError(anonymous) && anonymous.status).toBe(401);
  });
});

describe("Facebook and Google through Firebase (login type firebase)", () => {
  it("logs in with the fake Firebase token, registering the member on the first login; a forged token is refused", async () => {
    const first = await login(client(), { type: "firebase", firebaseChannel: "google", firebaseIdToken: "mock-firebase-google-0001" });
    expect(first.userName).toBe("gg_0001");
    const second = await login(client(), { type: "firebase", firebaseChannel: "google", firebaseIdToken: "mock-firebase-google-0001" });
    expect(second.id).toBe(first.id);
    await expect(login(client(), { type: "firebase", firebaseChannel: "facebook", firebaseIdToken: "forged" })).rejects.toMatchObject({ errorCode: "login.cred.err" });
  });
});

describe("seeded agents", () => {
  it("agent_lee logs in and reads the security centre", async () => {
    const { token } = await login(client(), { type: "username", username: "agent_lee", password: SANDBOX_PASSWORD });
    expect((await securityOf(client(token))).info.loginPassword?.isComplete).toBe(true);
  });
});
