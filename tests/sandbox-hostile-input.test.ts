// Hostile input the sandbox still took. A body over the limit is
// answered 413 in the platform's envelope and the connection it came on stays
// usable; a text field with a control character is refused with the
// platform's field error (request_param_err) and not stored; JSON sent as
// another content type is refused with 415, not read as JSON.
import http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contractPath, freePort, loadContract, startSandbox, type RunningSandbox } from "@platform/mocks";

const doc = loadContract(contractPath());
const MEMBER_TOKEN = "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b";
const MEMBER = { Merchant: "mc_demo", Authorization: MEMBER_TOKEN };
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ doc, port: await freePort() });
});
beforeEach(() => sandbox.reset());
afterAll(async () => {
  await sandbox?.stop();
});

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The request went out on a socket an earlier request had used (keep-alive). */
  reusedSocket: boolean;
}

/** One request through `agent`, its body sent whole with its Content-Length. */
function send(agent: http.Agent, method: string, path: string, body: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: sandbox.port, method, path, agent, headers: { ...MEMBER, "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)), ...headers } },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: text, reusedSocket: request.reusedSocket }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

async function nickname(): Promise<unknown> {
  const response = await fetch(`${sandbox.url}/wps/member/info`, { headers: MEMBER });
  return ((await response.json()) as { value: { nickname: unknown } }).value.nickname;
}

function postJson(path: string, body: unknown, contentType = "application/json", method = "POST"): Promise<Response> {
  return fetch(`${sandbox.url}${path}`, { method, headers: { ...MEMBER, "Content-Type": contentType }, body: JSON.stringify(body) });
}

describe("a body over the limit", () => {
  it("of 10 MB on a keep-alive connection gets 413 in the envelope, and the next request goes out on the same connection", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const huge = await send(agent, "POST", "/wps/member/info/nickname", JSON.stringify({ nickname: "A".repeat(10 * 1024 * 1024) }));
      expect(huge.status).toBe(413);
      expect(JSON.parse(huge.body)).toEqual({ success: false, errorCode: "request.entity.too.large", message: "The request body is larger than 1 MB" });
      expect(huge.headers.connection).toBe("keep-alive");
      // Before: the sandbox answered unread, then reset the socket under the body still being written (EPIPE).
      const next = await send(agent, "POST", "/wps/member/info/nickname", JSON.stringify({ nickname: "After413" }));
      expect(next.reusedSocket).toBe(true);
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body)).toMatchObject({ success: true });
      expect(await nickname()).toBe("After413");
    } finally {
      agent.destroy();
    }
  });

  it("beyond what the sandbox reads to keep a connection is answered unread, saying Connection: close", async () => {
    const small = await startSandbox({ doc, keys: sandbox.keys, port: await freePort(), limits: { drainBytes: 2 * 1024 * 1024 } });
    try {
      const response = await small.fetch(
        new Request(`${small.url}/wps/member/info/nickname`, { method: "POST", headers: { ...MEMBER, "Content-Type": "application/json", "Content-Length": String(3 * 1024 * 1024) }, body: "A".repeat(3 * 1024 * 1024) }),
      );
      expect(response.status).toBe(413);
      expect(response.headers.get("connection")).toBe("close");
      expect(await response.json()).toMatchObject({ success: false, errorCode: "request.entity.too.large" });
    } finally {
      await small.stop();
    }
  });
});

describe("a text field with a control character", () => {
  it.each([
    ["U+0000", "Lucky\u0000One", "U+0000"],
    ["a bell (U+0007)", "Lucky\u0007", "U+0007"],
    ["a newline in a one-line field", "Lucky\nOne", "U+000A"],
    ["a tab in a one-line field", "Lucky\tOne", "U+0009"],
  ])("is refused with the field error: %s", async (_name, value, code) => {
    const before = await nickname();
    const response = await postJson("/wps/member/info/nickname", { nickname: value });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, errorCode: "request_param_err", message: `Request parameter error: /nickname must not contain the control character ${code}` });
    expect(await nickname()).toBe(before);
  });

  it("is refused inside the profile's several fields too, naming the field", async () => {
    const before = await nickname();
    const response = await postJson("/wps/member/info", { nickname: "Fine", email: "fine@example.com", birthday: "1990-01-02", payeeName: "Zhang\u001FWei" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain("/payeeName must not contain the control character U+001F");
    expect(await nickname()).toBe(before);
  });

  it("of a multi-line field (feedback) may be a newline or a tab, never another control character", async () => {
    const lines = await postJson("/wps/feedback", { content: "The deposit page:\r\n\t1. froze\n\t2. came back" }, "application/json", "PUT");
    expect(lines.status).toBe(200);
    expect(await lines.json()).toMatchObject({ success: true });
    const bell = await postJson("/wps/feedback", { content: "Ring\u0007" }, "application/json", "PUT");
    expect(bell.status).toBe(400);
    expect(await bell.json()).toMatchObject({ success: false, errorCode: "request_param_err", message: expect.stringContaining("/content must not contain the control character U+0007") });
  });

  it("other text is stored as sent (emoji, CJK, spaces)", async () => {
    const response = await postJson("/wps/member/info/nickname", { nickname: "幸运 星 🍀" });
    expect(response.status).toBe(200);
    expect(await nickname()).toBe("幸运 星 🍀");
  });
});

describe("a JSON operation sent another content type", () => {
  it("is refused with 415 in the envelope, and nothing is stored", async () => {
    const before = await nickname();
    const response = await postJson("/wps/member/info/nickname", { nickname: "PlainText" }, "text/plain");
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      success: false,
      errorCode: "unsupported.media.type",
      message: "POST /wps/member/info/nickname takes application/json, not text/plain",
    });
    expect(await nickname()).toBe(before);
  });

  it("is refused as a form too; JSON with its charset is taken", async () => {
    const form = await fetch(`${sandbox.url}/wps/member/info/nickname`, { method: "POST", headers: { ...MEMBER, "Content-Type": "application/x-www-form-urlencoded" }, body: "nickname=Former" });
    expect(form.status).toBe(415);
    const json = await postJson("/wps/member/info/nickname", { nickname: "Charset" }, "application/json; charset=utf-8");
    expect(json.status).toBe(200);
    expect(await nickname()).toBe("Charset");
  });
});
