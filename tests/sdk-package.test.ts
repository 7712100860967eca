// The package as a stranger gets it: pack the publishable tarball, install it
// into an empty project, compile the README's example there with strict
// TypeScript (module nodenext, declarations checked) and run it against Prism.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contractPath, freePort, startPrism, type RunningPrism } from "@platform/mocks";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const tsc = join(repo, "node_modules/typescript/bin/tsc");
const README_ORIGIN = "http://127.0.0.1:4010";
// A port the OS picks: other checkouts on this machine run the same tests at the same time.
const PORT = await freePort();

let work: string;
let scratch: string;
let tarball: string;
let prism: RunningPrism | undefined;

// npm run by `npm test` leaves npm_* variables that would point the inner npm at this workspace.
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith("npm_")));

function run(cmd: string, args: string[], cwd: string) {
  const result = spawnSync(cmd, args, { cwd, env: cleanEnv, encoding: "utf8", timeout: 170_000 });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function readmeExample(): string {
  const readme = readFileSync(join(repo, "sdk/README.md"), "utf8");
  const code = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!code?.includes(README_ORIGIN)) throw new Error("the README's first ts block is not the runnable example");
  return code;
}

/** Files the given ESM module reaches through relative imports, itself included. */
function moduleGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  for (const [, specifier] of readFileSync(entry, "utf8").matchAll(/(?:import|export)[^"']*from\s*["']([^"']+)["']|import\s*["']([^"']+)["']/g)) {
    if (specifier?.startsWith(".")) moduleGraph(resolve(dirname(entry), specifier), seen);
  }
  return seen;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "sdk-package-test-"));
  scratch = join(work, "scratch");
  const packed = run(process.execPath, [join(repo, "sdk/scripts/pack.mjs"), "--out", work], repo);
  tarball = packed.trim().split("\n").at(-1) ?? "";
  mkdirSync(scratch);
  writeFileSync(join(scratch, "package.json"), JSON.stringify({ name: "scratch", private: true, type: "module" }));
  run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", tarball], scratch);
  prism = await startPrism({ spec: contractPath(), port: PORT, errors: true });
}, 180_000);

afterAll(async () => {
  await prism?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the packed @platform/sdk", () => {
  it("ships the build, the README and the contract, not the sources or tests", () => {
    const listing = run("tar", ["-tzf", tarball], work).split("\n").filter(Boolean);
    expect(listing).toEqual(expect.arrayContaining(["package/package.json", "package/README.md", "package/openapi.json", "package/dist/index.js", "package/dist/index.d.ts", "package/dist/secure/index.js", "package/dist/secure/index.d.ts", "package/dist/generated/platform-api.d.ts"]));
    expect(listing.filter((f) => f.includes("/src/") || f.endsWith(".test.js") || f.includes("/testing/"))).toEqual([]);
  });

  it("passes publint and arethetypeswrong (ESM only) as packed", () => {
    run(process.execPath, [join(repo, "node_modules/publint/src/cli.js"), "run", tarball, "--strict"], work);
    run(process.execPath, [join(repo, "node_modules/@arethetypeswrong/cli/dist/index.js"), tarball, "--profile", "esm-only", "--format", "ascii"], work);
  });

  it("keeps node-forge out of the main entry", () => {
    const dist = join(scratch, "node_modules/@platform/sdk/dist");
    const main = [...moduleGraph(join(dist, "index.js"))].map((f) => readFileSync(f, "utf8"));
    const secure = [...moduleGraph(join(dist, "secure/index.js"))].map((f) => readFileSync(f, "utf8"));
    expect(main.some((text) => text.includes("node-forge"))).toBe(false);
    expect(secure.some((text) => text.includes("node-forge/lib/des.js"))).toBe(true);
  });

  it("compiles the README example in an empty project and runs it against the mock", () => {
    writeFileSync(join(scratch, "example.ts"), readmeExample().replace(README_ORIGIN, prism?.url ?? ""));
    writeFileSync(
      join(scratch, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: { target: "ES2022", module: "nodenext", moduleResolution: "nodenext", strict: true, noUncheckedIndexedAccess: true, lib: ["ES2023", "DOM"], types: [], outDir: "out", skipLibCheck: false },
        files: ["example.ts"],
      }),
    );
    run(process.execPath, [tsc, "-p", scratch], scratch);
    expect(existsSync(join(scratch, "out/example.js"))).toBe(true);
    const result = spawnSync(process.execPath, ["out/example.js"], { cwd: scratch, env: cleanEnv, encoding: "utf8", timeout: 30_000 });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^logged in as \w+\nbalance \D*\d+\.\d\d\n\d+ games, first: \S/);
  });
});
