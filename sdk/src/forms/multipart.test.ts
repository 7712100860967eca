import { describe, expect, it } from "vitest";
import { createPlatformClient } from "../client.ts";
import { BASE_URL, fakeFetch, json } from "../testing/fake-fetch.ts";
import { applyForPromotion } from "./apply-for-promotion.ts";
import { markMessagesRead } from "./mark-messages-read.ts";
import { uploadHeaderIcon } from "./set-header-icon.ts";

const TOKEN = "9f2c4e7a1b8d4f0e";
const png = (bytes: number[]) => new Blob([new Uint8Array(bytes)], { type: "image/png" });

function platform(answer: unknown) {
  const fake = fakeFetch(() => json(answer));
  const client = createPlatformClient({ baseUrl: BASE_URL, merchant: "wic11f3", getToken: () => TOKEN, fetch: fake.fetch });
  return { client, fake };
}

async function partsOf(request: Request): Promise<[string, string | { name: string; type: string; size: number }][]> {
  const parts: [string, string | { name: string; type: string; size: number }][] = [];
  (await request.formData()).forEach((value, name) => parts.push([name, typeof value === "string" ? value : { name: value.name, type: value.type, size: value.size }]));
  return parts;
}

describe("multipart calls", () => {
  it("applies for a promotion with the remark and the image", async () => {
    const application = { promotionId: 5005, status: "APPLYING" };
    const { client, fake } = platform({ success: true, value: application });
    await expect(applyForPromotion(client, { promotionId: 5005, remark: "Lost by one leg", images: [png([9, 9])] })).resolves.toEqual(application);
    const request = fake.last();
    expect(new URL(request.url).pathname).toBe("/wps/promotions/apply");
    expect(await partsOf(request)).toEqual([
      ["promotionId", "5005"],
      ["remark", "Lost by one leg"],
      ["images", { name: "images-1.png", type: "image/png", size: 2 }],
    ]);
  });

  it("uploads an own profile picture as the file part", async () => {
    const icon = { headerIcon: "/mock-assets/avatars/uploaded.svg", iconId: null, options: [] };
    const { client, fake } = platform({ success: true, value: icon });
    await expect(uploadHeaderIcon(client, new File([new Uint8Array([1])], "me.jpg", { type: "image/jpeg" }))).resolves.toEqual(icon);
    const request = fake.last();
    expect([request.method, new URL(request.url).pathname]).toEqual(["POST", "/wps/member/info/icon"]);
    expect(await partsOf(request)).toEqual([["file", { name: "me.jpg", type: "image/jpeg", size: 1 }]]);
  });
});

describe("mark messages read", () => {
  it("posts the ids joined by commas as a form", async () => {
    const { client, fake } = platform({ success: true, value: true });
    await expect(markMessagesRead(client, [880231, 880229])).resolves.toBeUndefined();
    const request = fake.last();
    expect(new URL(request.url).pathname).toBe("/wps/message/read");
    expect(request.headers.get("Content-Type")).toBe("application/x-www-form-urlencoded");
    expect(await request.text()).toBe("messageIds=880231%2C880229");
  });
});
