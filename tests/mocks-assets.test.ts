// Every image the contract's examples point at (/mock-assets/...) ships in
// mocks/assets, small, so the app on the mock shows real pictures offline.
import { existsSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contractPath, loadContract, mockAssetUrls } from "@platform/mocks";

const MAX_BYTES = 30 * 1024;
const assetsDir = resolve(import.meta.dirname, "../mocks/assets");
const urls = mockAssetUrls(loadContract(contractPath()));

describe("mock assets", () => {
  it("the contract's examples reference mock images", () => {
    expect(urls.length).toBeGreaterThan(0);
  });

  it("every referenced image is a file in mocks/assets of at most 30 KB", () => {
    const problems: string[] = [];
    for (const url of urls) {
      const file = resolve(assetsDir, decodeURIComponent(url.slice("/mock-assets/".length)));
      if (!file.startsWith(`${assetsDir}/`)) problems.push(`${url}: points outside mocks/assets`);
      else if (!existsSync(file) || !statSync(file).isFile()) problems.push(`${url}: missing (expected mocks/assets/${file.slice(assetsDir.length + 1)})`);
      else if (statSync(file).size > MAX_BYTES) problems.push(`${url}: ${statSync(file).size} bytes, over ${MAX_BYTES}`);
      else if (statSync(file).size === 0) problems.push(`${url}: empty file`);
      else if (file.endsWith(".svg") && !readFileSync(file, "utf8").includes("<svg")) problems.push(`${url}: not an SVG image`);
    }
    expect(problems).toEqual([]);
    console.log(`mocks: ${urls.length} mock images referenced by the contract, all present and small`);
  });
});
