// The package as a stranger gets it: pack the publishable tarball with the
// README's release command from a fresh clone (the tracked files only: no
// openapi/dist, no sdk/dist; the installed node_modules linked in), install it
// (its dependencies from npm's cache where it has them, else from the
// registry: a fresh machine's cache holds the tarballs `npm ci` fetched but
// not the package documents an install resolves ranges with) into an empty project with
// no "type" field, and use it the way sdk/README.md says: the README's example
// compiled with strict TypeScript (module nodenext, declarations checked) as
// an ES module, and a CommonJS program loading it with require(), both run
// against Prism; the types compile with DOM or with @types/node alone.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prismUrl } from "./fixtures/prism.ts";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const tsc = join(repo, "node_modules/typescript/bin/tsc");
const README_ORIGIN = "http://127.0.0.1:4010";

let work: string;
let scratch: string;
let tarball: string;

// npm run by `npm test` leaves npm_* variables that would point the inner npm at this workspace.
const cleanEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith("npm_")));

function run(cmd: string, args: string[], cwd: string) {
  const result = spawnSync(cmd, args, { cwd, env: cleanEnv, encoding: "utf8", timeout: 170_000 });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

function node(file: string) {
  return spawnSync(process.execPath, [file], { cwd: scratch, env: cleanEnv, encoding: "utf8", timeout: 30_000 });
}

function readmeExample(): string {
  const readme = readFileSync(join(repo, "sdk/README.md"), "utf8");
  const code = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!code?.includes(README_ORIGIN)) throw new Error("the README's first ts block is not the runnable example");
  return code;
}

/** Compiles `files` in the scratch project: strict, module nodenext, declarations checked. */
function compile(files: string[], { lib, types, outDir }: { lib: string[]; types: string[]; outDir: string }) {
  const config = `tsconfig.${outDir}.json`;
  writeFileSync(
    join(scratch, config),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "nodenext",
        moduleResolution: "nodenext",
        strict: true,
        noUncheckedIndexedAccess: true,
        lib,
        types,
        // @types/node, where asked for, from the workspace (the scratch project installs nothing else).
        typeRoots: [join(repo, "node_modules/@types")],
        outDir,
        skipLibCheck: false,
      },
      files,
    }),
  );
  run(process.execPath, [tsc, "-p", config], scratch);
}

/**
 * The README example and the CommonJS program, compiled together: both are Node programs
 * (@types/node, no DOM), so one tsc pass checks the package's declarations for both (each
 * pass re-checks every declaration of the SDK). Once, for the two tests that use it.
 */
let nodePrograms: { example: string; program: string } | undefined;
function compileNodePrograms() {
  if (!nodePrograms) {
    writeFileSync(join(scratch, "example-node.mts"), readmeExample());
    writeFileSync(join(scratch, "program.cts"), COMMONJS_PROGRAM.replace(README_ORIGIN, prismUrl()));
    compile(["example-node.mts", "program.cts"], { lib: ["ES2023"], types: ["node"], outDir: "node" });
    nodePrograms = { example: join(scratch, "node/example-node.mjs"), program: join(scratch, "node/program.cjs") };
  }
  return nodePrograms;
}

/** Files the given module reaches through relative imports or require() calls, itself included. */
function moduleGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const text = readFileSync(entry, "utf8");
  for (const [, a, b, c] of text.matchAll(/(?:import|export)[^"']*from\s*["']([^"']+)["']|import\s*["']([^"']+)["']|require\(["']([^"']+)["']\)/g)) {
    const specifier = a ?? b ?? c;
    if (specifier?.startsWith(".")) moduleGraph(resolve(dirname(entry), specifier), seen);
  }
  return seen;
}

// A CommonJS program (compiled from TypeScript, so require()'s types are checked too): logs in, reads member info.
// With the validate option: the mock's answers are the contract's examples, so they pass its validators.
const COMMONJS_PROGRAM = `import { createPlatformClient, isPlatformError, unwrap, type ErrorCode } from "@platform/sdk";
import { forgotPasswordByEmail } from "@platform/sdk/forms";
import { login } from "@platform/sdk/secure";
import { validateResponse } from "@platform/sdk/validate";

async function main(): Promise<void> {
  let token: string | null = null;
  const client = createPlatformClient({ baseUrl: "${README_ORIGIN}", merchant: "mc_demo", getToken: () => token, validate: validateResponse });
  const session = await login(client, { type: "username", username: "player_one", password: "s3cret-pass" });
  token = session.token;
  const member = await unwrap(client.api.GET("/wps/member/info"));
  const code: ErrorCode = "login.cred.err";
  console.log(\`commonjs: \${session.userName} \${member.sumBalance.toFixed(2)} \${typeof forgotPasswordByEmail} \${code}\`);
}

main().catch((error: unknown) => {
  console.error(isPlatformError(error) ? \`\${error.kind}: \${error.message}\` : error);
  process.exit(1);
});
`;

/** The README's release command, as it is written there. */
function readmeReleaseCommand(): string[] {
  const command = /`(npm run pack:release -w sdk)`/.exec(readFileSync(join(repo, "README.md"), "utf8"))?.[1];
  if (!command) throw new Error("README.md no longer names `npm run pack:release -w sdk`");
  return command.split(" ");
}

/**
 * What a fresh clone holds: the tracked files as they are in the working tree (a `git clone`
 * would test the last commit instead), none of the ignored build output (openapi/dist,
 * sdk/dist), and the dependencies `npm ci` would install, linked from this checkout.
 */
function freshClone(into: string): void {
  for (const file of run("git", ["ls-files", "-z"], repo).split("\0").filter(Boolean)) {
    if (!existsSync(join(repo, file))) continue;
    mkdirSync(dirname(join(into, file)), { recursive: true });
    copyFileSync(join(repo, file), join(into, file));
  }
  for (const workspace of ["", "sdk", "machines", "mocks", "web", "tests", "e2e"]) {
    const modules = join(repo, workspace, "node_modules");
    if (existsSync(modules) && existsSync(join(into, workspace))) symlinkSync(modules, join(into, workspace, "node_modules"), "dir");
  }
}

let clone: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "sdk-package-test-"));
  scratch = join(work, "scratch");
  clone = join(work, "clone");
  freshClone(clone);
  const [npm = "npm", ...args] = readmeReleaseCommand();
  tarball = run(npm, [...args, "--", "--out", work], clone).trim().split("\n").at(-1) ?? "";
  mkdirSync(scratch);
  // No "type": the README says the package needs none.
  writeFileSync(join(scratch, "package.json"), JSON.stringify({ name: "scratch", private: true }));
  run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", tarball], scratch);
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the packed @platform/sdk", () => {
  it("packs with the README's release command from a fresh clone, bundling the contract itself", () => {
    expect(existsSync(join(clone, "openapi/openapi.yaml"))).toBe(true);
    // Nothing was built beforehand, and the command leaves no contract bundle behind: it bundles into its own stage.
    expect(existsSync(join(clone, "openapi/dist"))).toBe(false);
    expect(tarball.startsWith(work) && existsSync(tarball)).toBe(true);
    const shipped = JSON.parse(readFileSync(join(scratch, "node_modules/@platform/sdk/openapi.json"), "utf8")) as { openapi: string; paths: Record<string, unknown> };
    expect(shipped.openapi).toBe("3.1.0");
    expect(Object.keys(shipped.paths)).toContain("/wps/member/info");
  });

  it("ships the ES and CommonJS builds, the README and the contract, not the sources or tests", () => {
    const listing = run("tar", ["-tzf", tarball], work).split("\n").filter(Boolean);
    expect(listing).toEqual(
      expect.arrayContaining([
        "package/package.json",
        "package/README.md",
        "package/openapi.json",
        ...["index", "secure/index", "forms/index", "operations", "validate/index", "types"].flatMap((name) => [`package/dist/${name}.js`, `package/dist/${name}.d.ts`, `package/dist/cjs/${name}.js`, `package/dist/cjs/${name}.d.ts`]),
        "package/dist/cjs/package.json",
        "package/dist/generated/platform-api.d.ts",
      ]),
    );
    expect(listing.filter((f) => f.includes("/src/") || f.endsWith(".test.js") || f.includes("/testing/"))).toEqual([]);
  });

  it("passes publint and arethetypeswrong (import and require, node16 and bundlers) as packed", () => {
    run(process.execPath, [join(repo, "node_modules/publint/src/cli.js"), "run", tarball, "--strict"], work);
    run(process.execPath, [join(repo, "node_modules/@arethetypeswrong/cli/dist/index.js"), tarball, "--profile", "node16", "--format", "ascii"], work);
  });

  it("keeps node-forge out of the main entry, in both builds", () => {
    const dist = join(scratch, "node_modules/@platform/sdk/dist");
    for (const root of [dist, join(dist, "cjs")]) {
      const main = [...moduleGraph(join(root, "index.js"))].map((f) => readFileSync(f, "utf8"));
      const secure = [...moduleGraph(join(root, "secure/index.js"))].map((f) => readFileSync(f, "utf8"));
      expect(main.some((text) => text.includes("node-forge"))).toBe(false);
      expect(secure.some((text) => text.includes("node-forge/lib/des.js"))).toBe(true);
    }
  });

  it("loads the operation ids (@platform/sdk/operations) only on demand: not in the ES main entry's static graph", () => {
    const dist = join(scratch, "node_modules/@platform/sdk/dist");
    const main = [...moduleGraph(join(dist, "index.js"))].map((f) => relative(dist, f));
    expect(main).toContain("generated/operation-flags.js");
    expect(main.filter((f) => f === "operations.js" || f === "generated/operations.js")).toEqual([]);
    expect(readFileSync(join(dist, "middleware/platform-middleware.js"), "utf8")).toContain('import("../operations.js")');
  });

  it("keeps the answer validators (@platform/sdk/validate) out of the main entry, in both builds", () => {
    const dist = join(scratch, "node_modules/@platform/sdk/dist");
    for (const root of [dist, join(dist, "cjs")]) {
      expect([...moduleGraph(join(root, "index.js"))].filter((f) => f.includes("response-validators"))).toEqual([]);
      expect([...moduleGraph(join(root, "validate/index.js"))].map((f) => relative(root, f))).toContain("generated/response-validators.js");
    }
  });

  it("compiles the README example as an ES module (with DOM types) and runs it against the mock", () => {
    writeFileSync(join(scratch, "example.mts"), readmeExample().replace(README_ORIGIN, prismUrl()));
    compile(["example.mts"], { lib: ["ES2023", "DOM"], types: [], outDir: "esm" });
    expect(existsSync(join(scratch, "esm/example.mjs"))).toBe(true);
    const result = node("esm/example.mjs");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^logged in as \w+\nbalance \D*\d+\.\d\d\n\d+ games, first: \S/);
  });

  it("compiles the README example with @types/node instead of DOM", () => {
    expect(existsSync(compileNodePrograms().example)).toBe(true);
  });

  it("loads with require() from CommonJS: a TypeScript program compiled to CommonJS runs against the mock", () => {
    // A Node program: @types/node, no DOM.
    const compiled = readFileSync(compileNodePrograms().program, "utf8");
    expect(compiled).toContain('require("@platform/sdk")');
    const result = node("node/program.cjs");
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^commonjs: \w+ \d+\.\d\d function login\.cred\.err\n$/);
  });

  it("gives require() the CommonJS build and import() the ES build, with the same exports, for every entry", () => {
    writeFileSync(
      join(scratch, "loaders.cjs"),
      `const entries = ["@platform/sdk", "@platform/sdk/secure", "@platform/sdk/forms", "@platform/sdk/operations", "@platform/sdk/validate"];
(async () => {
  for (const name of entries) {
    const required = require(name);
    const imported = await import(name);
    console.log(name, require.resolve(name).includes("/dist/cjs/") ? "cjs" : "esm", Object.keys(required).sort().join(",") === Object.keys(imported).filter((key) => key !== "default").sort().join(","));
  }
})();
`,
    );
    const result = node("loaders.cjs");
    expect(result.stderr).toBe("");
    expect(result.stdout.trim().split("\n")).toEqual([
      "@platform/sdk cjs true",
      "@platform/sdk/secure cjs true",
      "@platform/sdk/forms cjs true",
      "@platform/sdk/operations cjs true",
      "@platform/sdk/validate cjs true",
    ]);
    // Two builds, as the README warns: each has its own PlatformError class.
    const twoCopies = spawnSync(process.execPath, ["-e", 'import("@platform/sdk").then((m) => console.log(m.PlatformError !== require("@platform/sdk").PlatformError))'], { cwd: scratch, env: cleanEnv, encoding: "utf8" });
    expect(twoCopies.stdout.trim()).toBe("true");
  });
});
