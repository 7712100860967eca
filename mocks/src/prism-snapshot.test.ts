// A Prism started with `snapshot` serves a copy of the contract taken at its start: Prism watches
// its file and restarts when it changes, and a failed restart ends it with exit code 1, which took
// the tests project's one Prism down when `npm start` (tests/cli-signals.test.ts) rebuilt
// openapi/dist/openapi.json in the middle of the run.
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { freePort } from "./free-port.ts";
import { contractPath } from "./load-contract.ts";
import { startPrism } from "./prism.ts";

describe("startPrism({ snapshot: true })", () => {
  it("serves its own copy of the contract, answers from it, and removes it when it stops", async () => {
    const prism = await startPrism({ spec: contractPath(), port: await freePort(), snapshot: true, readyTimeoutMs: 120_000 });
    const served = prism.process.spawnargs.find((arg) => arg.endsWith("openapi.json"));
    try {
      expect(served).toBeDefined();
      expect(served).not.toBe(contractPath());
      expect(readFileSync(served!, "utf8")).toBe(readFileSync(contractPath(), "utf8"));
      const answer = await fetch(`${prism.url}/wps/v2/system/status`, { headers: { Merchant: "mc_demo" } });
      expect(answer.status).toBe(200);
    } finally {
      await prism.stop();
    }
    await expect.poll(() => existsSync(served!)).toBe(false);
  }, 150_000);
});
