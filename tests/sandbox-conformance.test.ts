// `npm run conformance -- --sandbox --allow-writes` calls every
// operation of the contract on the sandbox backend, through the Prism
// validating proxy, and finds no violation; the report says how many of the
// contract's operations it called. That includes every encrypted
// call with a body the sandbox decrypts, and every operation that needs a
// session called without one and refused with the 401.
import { execFile } from "node:child_process";
import { resolve as resolvePath } from "node:path";
import { describe, expect, it } from "vitest";
import { contractPath, freePort, listOperations, loadContract } from "@platform/mocks";

const repoRoot = resolvePath(import.meta.dirname, "..");
const operations = listOperations(loadContract(contractPath())).length;

function conformance(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const cli = ["--import", "tsx", "mocks/src/cli/conformance.ts", ...args, "--spec", contractPath(), "--no-build"];
  return new Promise((done) => {
    execFile(process.execPath, cli, { cwd: repoRoot, timeout: 150_000 }, (error, stdout, stderr) => {
      done({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe("npm run conformance -- --sandbox", () => {
  it("passes every operation, writes included, with full coverage and no violation", { timeout: 160_000 }, async () => {
    const run = await conformance("--sandbox", "--allow-writes", "--port", String(await freePort()));
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain(`Coverage: ${operations} of ${operations} operations of the contract called (100%)`);
    // With --allow-writes the stateful phase follows, and every check passes too.
    expect(run.stdout).toContain(`CONFORMING: ${operations} operations, ${operations} passed, 0 failed, 0 skipped; 5 stateful checks, 5 passed, 0 failed, 0 skipped; 0 violations`);
    // The encrypted calls decrypt, and these answer with success, so their success bodies were checked
    // (the other six are refused on business rules with the contract's example plaintext, and say so in a note).
    for (const id of ["login", "setPasswordByPhone", "redeemPointReward", "withdraw", "withdrawLegacy", "addBankCard", "setPaymentPassword"]) {
      const lines = run.stdout.split("\n");
      const at = lines.findIndex((line) => new RegExp(`^ {2}PASS +${id} .* 200$`).test(line));
      expect(at, id).toBeGreaterThan(-1);
      const next = lines.findIndex((line, i) => i > at && /^ {2}(PASS|FAIL|SKIP) /.test(line));
      expect(lines.slice(at, next).join("\n"), id).not.toContain("decrypted, but answered success: false");
    }
    console.log(run.stdout.split("\n").filter((line) => /^(Coverage|CONFORMING|NOT CONFORMING)/.test(line)).join("\n"));
  });

  it("without --allow-writes calls the read-only operations and reports the smaller coverage; --sandbox-port places the sandbox", { timeout: 160_000 }, async () => {
    const sandboxPort = await freePort();
    const run = await conformance("--sandbox", "--port", String(await freePort()), "--sandbox-port", String(sandboxPort));
    const reads = listOperations(loadContract(contractPath())).filter((op) => op.method === "get").length;
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout + run.stderr).toContain(`http://127.0.0.1:${sandboxPort}`);
    expect(run.stdout).toContain(`Coverage: ${reads} of ${operations} operations of the contract called`);
  });
});
