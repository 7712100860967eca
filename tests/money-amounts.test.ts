// The contract's money amounts are MoneyAmount (above 0,
// `multipleOf: 0.01`, at most 99,999,999.99). Prism, as this project starts
// it, validates them as decimals: every valid amount passes its request
// validation, amounts that are not money are refused. Prism as shipped
// divides in binary floating point and refuses valid amounts such as 0.29
// and 1234.56, which is why it is started with a preload
// (mocks/src/prism-decimal-multiple-of.cjs).
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { contractPath, freePort, prismEntry } from "@platform/mocks";
import { prismUrl } from "./fixtures/prism.ts";

const VALID = ["0.01", "0.29", "10.07", "19.99", "100.5", "1234.56", "99999999.99"];
const NOT_MONEY = ["0", "-1", "0.004", "10.005", "1e999", "100000000", "123456789"];

async function post(baseUrl: string, path: string, body: string): Promise<number> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { Merchant: "mc_demo", Authorization: "9f2c4e7a1b8d4f0e8c3a6b5d2e1f0a9b", "Content-Type": "application/json" },
    body,
  });
  await response.text();
  return response.status;
}

const deposit = (amount: string) => `{"amount":${amount},"bankCode":"ICBC","bankType":"ONLINE_BANKING","vendorId":101}`;
const transfer = (amount: string) => `{"accept":true,"accountTypeId":0,"customerId":100231,"amount":${amount},"fromAccountTypeId":2,"toAccountTypeId":48}`;

describe("Prism's request validation of money amounts", () => {
  it("accepts every valid amount of a deposit and a wallet transfer", async () => {
    const statuses: string[] = [];
    for (const amount of VALID) {
      statuses.push(`deposit ${amount}: ${await post(prismUrl(), "/wps/relay/MCSFE_depositByLaunchUrl", deposit(amount))}`);
      statuses.push(`transfer ${amount}: ${await post(prismUrl(), "/wps/relay/GCS_walletTransfer", transfer(amount))}`);
    }
    expect(statuses).toEqual(VALID.flatMap((amount) => [`deposit ${amount}: 200`, `transfer ${amount}: 200`]));
  });

  it("refuses amounts that are not money (422)", async () => {
    for (const amount of NOT_MONEY) expect(await post(prismUrl(), "/wps/relay/MCSFE_depositByLaunchUrl", deposit(amount)), amount).toBe(422);
  });

  it("as shipped (no preload) Prism refuses valid amounts: why the preload exists", { timeout: 30_000 }, async () => {
    const port = await freePort();
    const stock = spawn(process.execPath, [prismEntry(), "mock", contractPath(), "-p", String(port), "-h", "127.0.0.1", "-v", "silent"], { stdio: "ignore" });
    try {
      const url = `http://127.0.0.1:${port}`;
      for (let tries = 0; tries < 100; tries++) {
        const up = await fetch(url).then(() => true, () => false);
        if (up) break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(await post(url, "/wps/relay/MCSFE_depositByLaunchUrl", deposit("1234.56"))).toBe(422);
      expect(await post(url, "/wps/relay/MCSFE_depositByLaunchUrl", deposit("1000"))).toBe(200);
    } finally {
      stock.kill("SIGTERM");
    }
  });
});
