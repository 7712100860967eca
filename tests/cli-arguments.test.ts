// The mocks' commands read their arguments one way: an unknown
// flag, a missing or bad value, or a port already taken prints the reason and
// the usage on stderr and exits 2 ("could not run", never 1, which the
// conformance command keeps for a violation), without a stack trace; `--help`
// prints the usage on stdout and exits 0. Run through npm, as a user does.
import { spawn } from "node:child_process";
import { createServer, type Server } from "node:net";
import { resolve } from "node:path";
import { describe, it, type TestContext } from "vitest";
import { freePort } from "@platform/mocks";

const root = resolve(import.meta.dirname, "..");

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** `npm run --silent <script> -- <args>` in its own process group, killed with the test should it still run. */
function npmRun(context: TestContext, script: string, args: string[]): Promise<Run> {
  return new Promise((resolveRun) => {
    const npm = spawn("npm", ["run", "--silent", script, "--", ...args], { cwd: root, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    context.onTestFinished(() => {
      try {
        process.kill(-npm.pid!, "SIGKILL");
      } catch {
        // ended already
      }
    });
    let stdout = "";
    let stderr = "";
    npm.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    npm.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    npm.once("close", (code, signal) => resolveRun({ code, signal, stdout, stderr }));
  });
}

/** A line of a Node stack trace (`    at fn (file:1:2)`). */
const STACK_LINE = /^\s+at .*:\d+:\d+\)?$/m;

function expectCouldNotRun(context: TestContext, run: Run, script: string, reason: string | RegExp): void {
  const { expect } = context;
  expect(run.code, run.stderr).toBe(2);
  expect(run.stderr).toMatch(reason);
  expect(run.stderr).toContain(`usage: npm run ${script}`);
  expect(run.stderr).not.toMatch(STACK_LINE);
  expect(run.stderr).not.toMatch(/\bError\b/);
}

// Each run ends before any server starts; side by side they take about one npm start-up.
describe.concurrent("the mocks' commands refuse bad arguments with the usage and exit 2", () => {
  const refused: Array<[script: string, args: string[], reason: string | RegExp]> = [
    ["mock", ["--lsit"], "unknown option --lsit"],
    ["mock", ["--port"], "option '--port <value>' argument missing"],
    ["mock", ["--port", "4o10"], '--port must be a positive whole number, got "4o10"'],
    ["mock", ["--port", "70000"], "--port must be a port number (1-65535)"],
    ["mock", ["--seed", "7"], "--seed only applies with --dynamic"],
    ["mock", ["--list=yes"], "option '--list' does not take an argument"],
    ["mock", ["--spec", "no/such/bundle.json"], "--spec: no file at no/such/bundle.json"],
    ["sandbox", ["--json"], "unknown option --json"],
    ["sandbox", ["--port", "0"], '--port must be a positive whole number, got "0"'],
    ["sandbox", ["http://127.0.0.1:4030"], "unexpected argument 'http://127.0.0.1:4030'"],
    ["validate-backend", ["--timeout"], "unknown option --timeout"],
    ["validate-backend", [], "the upstream URL is missing"],
    ["validate-backend", ["backend.example"], '"backend.example" is not a URL'],
    ["validate-backend", ["http://127.0.0.1:9", "--port"], "option '--port <value>' argument missing"],
  ];

  it.for(refused)("npm run %s -- %j: exit 2, the reason and the usage, no stack trace", async ([script, args, reason], context) => {
    expectCouldNotRun(context, await npmRun(context, script, args), script, reason);
  });

  it.for(["mock", "sandbox", "validate-backend"])("npm run %s -- --help: the usage on stdout, exit 0", async (script, context) => {
    const run = await npmRun(context, script, ["--help"]);
    context.expect(run.code).toBe(0);
    context.expect(run.stdout).toMatch(new RegExp(`^usage: npm run ${script}`));
    context.expect(run.stdout).toContain("Exit: 0");
    context.expect(run.stderr).toBe("");
  });
});

describe("a port already taken is a command that cannot run: exit 2 with the reason", () => {
  it.for([
    ["mock", ["--no-build"]],
    ["sandbox", ["--no-build"]],
    ["validate-backend", ["http://127.0.0.1:9", "--no-build"]],
  ] as Array<[string, string[]]>)("npm run %s on a taken port", async ([script, args], context) => {
    const port = await freePort();
    const taken: Server = createServer();
    await new Promise<void>((listening) => taken.listen(port, "127.0.0.1", listening));
    context.onTestFinished(() => new Promise<void>((closed) => taken.close(() => closed())));
    const run = await npmRun(context, script, [...args, "--port", String(port)]);
    context.expect(run.code, run.stderr).toBe(2);
    context.expect(run.stderr).toContain(`cannot listen on 127.0.0.1:${port}: the port is in use`);
    context.expect(run.stderr).not.toMatch(STACK_LINE);
  });
});
