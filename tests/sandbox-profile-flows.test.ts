// Personal info with memory in the sandbox backend, over HTTP
// through the SDK. Every edit shows in GET /wps/member/info (or /info/icon)
// afterwards; the payee name is set once; an email another member uses is
// refused. Every answer is checked against the contract (afterEach).
import { describe, expect, it } from "vitest";
import { createPlatformClient, PlatformError, unwrap, type PlatformClient } from "@platform/sdk";
import { setHeaderIcon, uploadHeaderIcon } from "@platform/sdk/forms";
import { login, register } from "@platform/sdk/secure";
import { sandboxPerFile } from "./fixtures/sandbox-per-file.ts";

const sandboxOf = sandboxPerFile();

async function newMember(userName: string): Promise<PlatformClient> {
  const session: { token?: string } = {};
  const api = createPlatformClient({ baseUrl: sandboxOf().url, merchant: "mc_demo", getToken: () => session.token, timeoutMs: 0 });
  await register(api, { registerUrl: "m.platform.test", registerMethod: "H5", username: userName, password: "Harbour2026", confirmPassword: "Harbour2026" }, "username");
  session.token = (await login(api, { type: "username", username: userName, password: "Harbour2026" })).token;
  return api;
}

const info = (api: PlatformClient) => unwrap(api.api.GET("/wps/member/info"));
const reasonOf = (error: unknown) => (error instanceof PlatformError ? error.errorCode : String(error));

describe("personal info → member info", () => {
  it("starts empty, then keeps what POST /wps/member/info saved and only that", async () => {
    const api = await newMember("profile_fan");
    expect(await info(api)).toMatchObject({ nickname: null, email: null, payeeName: null, birthday: null });

    await unwrap(api.api.POST("/wps/member/info", { body: { nickname: "Lucky One", email: "lucky.one@example.com", birthday: "1994-06-18" } }));
    expect(await info(api)).toMatchObject({ account: "profile_fan", nickname: "Lucky One", email: "lucky.one@example.com", birthday: "1994-06-18", payeeName: null });

    await unwrap(api.api.POST("/wps/member/info", { body: { birthday: "1990-01-02" } }));
    expect(await info(api)).toMatchObject({ nickname: "Lucky One", email: "lucky.one@example.com", birthday: "1990-01-02" });
  });

  it("the per-field calls change their field: email, nickname, payee name (set once)", async () => {
    const api = await newMember("field_fan");
    await unwrap(api.api.POST("/wps/member/info/email", { body: { email: "field.fan@example.com" } }));
    await unwrap(api.api.POST("/wps/member/info/nickname", { body: { nickname: "Fielder" } }));
    await unwrap(api.api.POST("/wps/member/info/payeename", { body: { payeeName: "Zhang Wei" } }));
    expect(await info(api)).toMatchObject({ email: "field.fan@example.com", nickname: "Fielder", payeeName: "Zhang Wei" });

    const again = await unwrap(api.api.POST("/wps/member/info/payeename", { body: { payeeName: "Li Na" } })).catch(reasonOf);
    expect(again).toBe("member.info.field.locked");
    const through = await unwrap(api.api.POST("/wps/member/info", { body: { payeeName: "Li Na", nickname: "Not saved" } })).catch(reasonOf);
    expect(through).toBe("member.info.field.locked");
    // A refused change saves nothing of it.
    expect(await info(api)).toMatchObject({ payeeName: "Zhang Wei", nickname: "Fielder" });
  });

  it("an email another member uses is refused and the old one kept", async () => {
    const first = await newMember("first_fan");
    await unwrap(first.api.POST("/wps/member/info/email", { body: { email: "shared@example.com" } }));
    const second = await newMember("second_fan");
    await unwrap(second.api.POST("/wps/member/info/email", { body: { email: "mine@example.com" } }));
    const taken = await unwrap(second.api.POST("/wps/member/info/email", { body: { email: "SHARED@example.com" } })).catch(reasonOf);
    expect(taken).toBe("member.email.exists");
    expect(await info(second)).toMatchObject({ email: "mine@example.com" });
  });

  it("the profile picture: a preset, then an own png; a gif is refused; member info shows the picture", async () => {
    const api = await newMember("picture_fan");
    expect(await unwrap(api.api.GET("/wps/member/info/icon"))).toMatchObject({ headerIcon: null, iconId: null });

    expect(await setHeaderIcon(api, { iconId: "avatar-3" })).toMatchObject({ headerIcon: "/mock-assets/avatars/avatar-3.svg", iconId: "avatar-3" });
    expect(await unwrap(api.api.GET("/wps/member/info/icon"))).toMatchObject({ iconId: "avatar-3" });
    expect(await info(api)).toMatchObject({ headerIcon: "/mock-assets/avatars/avatar-3.svg" });
    expect(await setHeaderIcon(api, { iconId: "avatar-99" }).catch(reasonOf)).toBe("request_param_err");

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], "me.png", { type: "image/png" });
    expect(await uploadHeaderIcon(api, png)).toMatchObject({ headerIcon: "/mock-assets/avatars/uploaded.svg", iconId: null });
    expect(await info(api)).toMatchObject({ headerIcon: "/mock-assets/avatars/uploaded.svg" });

    const gif = new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], "me.gif", { type: "image/gif" });
    expect(await uploadHeaderIcon(api, gif).catch(reasonOf)).toBe("upload.image.invalid");
    expect(await info(api)).toMatchObject({ headerIcon: "/mock-assets/avatars/uploaded.svg" });
  });

  it("a reset forgets the edits", async () => {
    const api = await newMember("reset_fan");
    await unwrap(api.api.POST("/wps/member/info/nickname", { body: { nickname: "Before" } }));
    sandboxOf().reset();
    const again = await newMember("reset_fan");
    expect(await info(again)).toMatchObject({ nickname: null });
  });
});
