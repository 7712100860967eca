// `npm run mock -- --dynamic` generates bodies from the schemas with a fixed
// seed: two servers started with the same seed answer byte for byte the same,
// so a QA run on dynamic data can be repeated.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractPath, exampleRequests, freePort, loadContract, mediaExample, listOperations, startPrism, type RunningPrism } from "@platform/mocks";

const doc = loadContract(contractPath());
const reads = exampleRequests(doc, { Merchant: "mc_demo", Token: "mock-session-token" }).filter((r) => r.readOnly);
const staticBodies = new Map(
  listOperations(doc).map((op) => {
    const media = Object.values(op.responses["200"]?.content ?? {})[0];
    const example = media ? mediaExample(doc, media) : undefined;
    return [op.operationId, typeof example === "string" ? example : JSON.stringify(example)];
  }),
);
let first: RunningPrism;
let second: RunningPrism;

beforeAll(async () => {
  [first, second] = await Promise.all([
    // Ports the OS picks: other checkouts on this machine run the same tests at the same time.
    startPrism({ spec: contractPath(), port: await freePort(), dynamic: true, snapshot: true }),
    startPrism({ spec: contractPath(), port: await freePort(), dynamic: true, snapshot: true }),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
});

async function answers(prism: RunningPrism): Promise<{ operationId: string; status: number; body: string }[]> {
  const all = [];
  for (const request of reads) {
    const response = await fetch(`${prism.url}${request.url}`, { headers: request.headers });
    all.push({ operationId: request.operationId, status: response.status, body: await response.text() });
  }
  return all;
}

describe("the dynamic mock (fixed seed)", () => {
  it("answers every read-only operation with 200 and a generated body, not the static example", async () => {
    const once = await answers(first);
    expect(once.filter((a) => a.status !== 200).map((a) => `${a.operationId} ${a.status} ${a.body.slice(0, 200)}`)).toEqual([]);
    const generated = once.filter((a) => a.body !== staticBodies.get(a.operationId));
    expect(generated.length).toBeGreaterThan(once.length / 2);
  });

  it("gives the same bodies on a repeated call and on another server started with the same seed", async () => {
    const once = await answers(first);
    expect(await answers(first)).toEqual(once);
    expect(await answers(second)).toEqual(once);
  });
});
