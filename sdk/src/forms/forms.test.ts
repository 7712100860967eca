import { describe, expect, it } from "vitest";
import { createPlatformClient } from "../client.ts";
import { BASE_URL, fakeFetch, json } from "../testing/fake-fetch.ts";
import { forgotPasswordByEmail } from "./forgot-password-by-email.ts";
import { setHeaderIcon } from "./set-header-icon.ts";

const icon = { headerIcon: "/mock-assets/avatars/avatar-3.svg", iconId: "avatar-3", options: [] };

function platform(answer: unknown) {
  const fake = fakeFetch(() => json(answer));
  const client = createPlatformClient({ baseUrl: BASE_URL, merchant: "wic11f3", getToken: () => "9f2c4e7a1b8d4f0e", fetch: fake.fetch });
  return { client, fake };
}

describe("form-encoded calls", () => {
  it("posts the forgot-password form trimmed, without a token", async () => {
    const { client, fake } = platform({ success: true, value: true, message: "The email has been sent" });
    await expect(forgotPasswordByEmail(client, { username: " player_one ", email: "player.one@mail.test\n" })).resolves.toBeUndefined();
    const request = fake.last();
    expect(new URL(request.url).pathname).toBe("/wps/member/password/email");
    expect(request.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(await request.text()).toBe("username=player_one&email=player.one%40mail.test");
    expect(request.headers.has("Authorization")).toBe(false);
  });

  it("rejects an unknown user with the server's code", async () => {
    const { client } = platform({ success: false, errorCode: "not.exists.user", message: "User does not exist or has been disabled" });
    await expect(forgotPasswordByEmail(client, { username: "nobody", email: "a@b.test" })).rejects.toMatchObject({
      kind: "api",
      errorCode: "not.exists.user",
      operationId: "requestPasswordResetEmail",
    });
  });

  it("posts the chosen header icon as a form with the session token", async () => {
    const { client, fake } = platform({ success: true, value: icon });
    await expect(setHeaderIcon(client, { iconId: "avatar-3" })).resolves.toEqual(icon);
    const request = fake.last();
    expect([request.method, new URL(request.url).pathname]).toEqual(["POST", "/wps/member/info/icon"]);
    expect(request.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(await request.text()).toBe("iconId=avatar-3");
    expect(request.headers.get("Authorization")).toBe("9f2c4e7a1b8d4f0e");
  });
});
