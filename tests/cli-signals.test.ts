// Stopping the npm process stops everything it started: a CI
// script or a terminal signals the pid of `npm run mock` (or sandbox,
// validate-backend, `npm start`), and Prism, the sandbox's server and Vite
// must not stay behind holding their ports. Each test starts the command
// through npm in its own process group, waits until its port accepts, signals
// npm's pid only (as `kill -TERM <pid>` does), then checks that npm ends by
// that signal, the port refuses connections and no process of the group is
// left. Whatever happens, the group is killed afterwards.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { connect } from "node:net";
import { resolve } from "node:path";
import { describe, it, type ExpectStatic, type TestContext } from "vitest";
import { freePort } from "@platform/mocks";

const root = resolve(import.meta.dirname, "..");

interface Command {
  npm: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `npm <args>` in a process group of its own (detached), so the test can find every process it
 * starts; the whole group is killed when the test ends, passed or failed.
 */
function startNpm(context: TestContext, args: string[], env: Record<string, string> = {}): Command {
  const npm = spawn("npm", args, { cwd: root, detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
  context.onTestFinished(() => {
    try {
      process.kill(-npm.pid!, "SIGKILL");
    } catch {
      // the group is gone already
    }
  });
  let output = "";
  npm.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolveExit) => npm.once("exit", (code, signal) => resolveExit({ code, signal })));
  return { npm, output: () => output, exited };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolveProbe) => {
    const socket = connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => (socket.destroy(), resolveProbe(true)));
    socket.once("error", () => resolveProbe(false));
  });
}

/**
 * Whether a process of the group still runs. A zombie (state Z) has ended: it holds no port and no
 * memory, only an entry its parent has not reaped yet. Once npm is gone, an orphan's new parent is
 * PID 1, and on a CI container PID 1 may never reap it; `kill(-pgid, 0)` still counts that entry.
 */
function groupAlive(pgid: number): boolean {
  const listed = execFileSync("ps", ["-e", "-o", "pgid=,stat="], { encoding: "utf8" });
  return listed.split("\n").some((line) => {
    const [group, stat] = line.trim().split(/\s+/);
    return Number(group) === pgid && stat !== undefined && !stat.startsWith("Z");
  });
}

/** Polls `check` every 100 ms until it holds or `ms` pass; answers whether it held. */
async function within(ms: number, check: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function waitForPorts(command: Command, ports: number[]): Promise<void> {
  let ended = false;
  void command.exited.then(() => (ended = true));
  // Generous: on a loaded 2-core machine npm start (bundle, Prism, Vite) took 30 s.
  const up = await within(90_000, async () => ended || (await Promise.all(ports.map(accepts))).every(Boolean));
  if (!up || ended) throw new Error(`the command did not start listening on ${ports.join(", ")}:\n${command.output()}`);
}

/** Signals npm's pid alone and checks nothing of what it started remains. */
async function expectStopsEverything(expect: ExpectStatic, command: Command, ports: number[], signal: NodeJS.Signals): Promise<void> {
  const pgid = command.npm.pid!;
  process.kill(pgid, signal);
  // npm passes SIGINT and SIGTERM on, waits, then ends by the same signal; on SIGHUP it dies at once.
  expect(await command.exited).toEqual({ code: null, signal });
  // Within a few seconds: the ports are free and no process of the group is left.
  expect(await within(6_000, async () => !(await Promise.all(ports.map(accepts))).some(Boolean)), `a port still accepts after ${signal}`).toBe(true);
  // The last process may take longer: Prism ends itself when its parent is gone (mocks/src/prism-parent-watch.cjs,
  // a timer every 500 ms), and in a fresh clone's loaded run it was still running 6 s after (state R, parent PID 1).
  expect(await within(15_000, () => !groupAlive(pgid)), `processes left after ${signal}:\n${groupProcesses(pgid)}\n${command.output()}`).toBe(true);
}

/** The processes still in a group, as `ps` lists them (what a failure names). */
function groupProcesses(pgid: number): string {
  try {
    const listed = execFileSync("ps", ["-e", "-o", "pgid=,pid=,ppid=,stat=,etimes=,args="], { encoding: "utf8" });
    return listed.split("\n").filter((line) => Number(line.trim().split(/\s+/)[0]) === pgid).join("\n") || "(none listed)";
  } catch {
    return "(none listed)";
  }
}

// Side by side: each waits mostly for its servers to start, so the file takes about as long as its slowest case.
describe.concurrent("stopping the npm process stops every child it started", { timeout: 120_000 }, () => {
  it.for(["SIGTERM", "SIGINT", "SIGHUP"] as const)("npm run mock, %s: Prism stops and frees the port", async (signal, context) => {
    const port = await freePort();
    const command = startNpm(context, ["run", "mock", "--", "--no-build", "--port", String(port)]);
    await waitForPorts(command, [port]);
    await expectStopsEverything(context.expect, command, [port], signal);
  });

  it("npm run mock, its node killed outright (SIGKILL): Prism ends by itself and frees the port", async (context) => {
    const port = await freePort();
    const command = startNpm(context, ["run", "mock", "--", "--no-build", "--port", String(port)]);
    await waitForPorts(command, [port]);
    // npm execs node: its one child is the command, which cannot stop Prism when killed this way.
    const [node] = execFileSync("ps", ["-o", "pid=", "--ppid", String(command.npm.pid)], { encoding: "utf8" }).trim().split(/\s+/).map(Number);
    process.kill(node!, "SIGKILL");
    context.expect(await within(6_000, async () => !(await accepts(port))), "Prism still accepts after its parent was killed").toBe(true);
    context.expect(await within(6_000, () => !groupAlive(command.npm.pid!)), `processes left:\n${command.output()}`).toBe(true);
  });

  it.for(["SIGTERM"] as const)("npm run validate-backend, %s: the proxy's Prism stops and frees the port", async (signal, context) => {
    const port = await freePort();
    // Prism's proxy starts without reaching the upstream; nothing listens on the discard port.
    const command = startNpm(context, ["run", "validate-backend", "--", "http://127.0.0.1:9", "--no-build", "--port", String(port)]);
    await waitForPorts(command, [port]);
    await expectStopsEverything(context.expect, command, [port], signal);
  });

  it.for(["SIGTERM", "SIGHUP"] as const)("npm run sandbox, %s: the server closes and frees the port", async (signal, context) => {
    const port = await freePort();
    const command = startNpm(context, ["run", "sandbox", "--", "--no-build", "--port", String(port)]);
    await waitForPorts(command, [port]);
    await expectStopsEverything(context.expect, command, [port], signal);
  });

  // npm start bundles the contract, then starts Prism through the mock command and Vite.
  it.for(["SIGTERM", "SIGHUP"] as const)("npm start, %s: Vite, the mock command and its Prism stop and free both ports", async (signal, context) => {
    const mockPort = await freePort();
    let webPort = await freePort();
    while (webPort === mockPort) webPort = await freePort();
    const command = startNpm(context, ["start"], { MOCK_PORT: String(mockPort), WEB_PORT: String(webPort) });
    await waitForPorts(command, [mockPort, webPort]);
    await expectStopsEverything(context.expect, command, [mockPort, webPort], signal);
  });
});
