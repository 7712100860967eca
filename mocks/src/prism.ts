// Starts Prism as a child process we own, so stopping our process stops Prism
// (no orphan). We run Prism's own entry point with node, not through npx: the
// PID we hold is Prism's (TOOLCHAIN.md: killing an npx wrapper leaves Prism).
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

const require = createRequire(import.meta.url);

export const DEFAULT_MOCK_PORT = 4010;
export const DEFAULT_SEED = "platform";
export const BUNDLED_CONTRACT = resolve(dirname(new URL(import.meta.url).pathname), "../../openapi/dist/openapi.json");
/** Preloaded into Prism: lets it validate a raw (non-JSON) ciphertext body sent as JSON, as real clients do (prism-json-body.cjs). */
const PRISM_PRELOAD = resolve(dirname(new URL(import.meta.url).pathname), "prism-json-body.cjs");
/** Preloaded into Prism: `multipleOf` compared as decimals, so 0.29 or 1234.56 pass `multipleOf: 0.01` (prism-decimal-multiple-of.cjs). */
const PRISM_DECIMAL_PRELOAD = resolve(dirname(new URL(import.meta.url).pathname), "prism-decimal-multiple-of.cjs");
/**
 * Preloaded into Prism (mock mode only): the `Merchant` header checked as the sandbox checks it, and a request the
 * contract refuses that chose a scenario answered with a problem saying so (prism-qa.cjs).
 */
const PRISM_QA_PRELOAD = resolve(dirname(new URL(import.meta.url).pathname), "prism-qa.cjs");
/** Preloaded into Prism: Prism ends when the process that started it is gone, even killed outright (prism-parent-watch.cjs). */
const PRISM_PARENT_WATCH = resolve(dirname(new URL(import.meta.url).pathname), "prism-parent-watch.cjs");

export interface PrismOptions {
  /** Path to the bundled contract (defaults to openapi/dist/openapi.json). */
  spec?: string;
  port?: number;
  host?: string;
  /** Dynamic mode with a fixed seed instead of the contract's named examples. */
  dynamic?: boolean;
  seed?: string;
  /** Prism log level; "silent" unless asked. */
  verbose?: "silent" | "error" | "warn" | "info" | "debug";
  /** Proxy mode: validate requests and responses against the contract while forwarding to this upstream. */
  proxyTo?: string;
  /** Turn request/response violations into error responses (proxy and mock). */
  errors?: boolean;
  /** Forward Prism's output to ours. */
  inheritOutput?: boolean;
  /** How long to wait for the first answer. */
  readyTimeoutMs?: number;
  /** The site's merchant code the mock accepts in `Merchant` (default MERCHANT_CODE, else `mc_demo`). */
  merchant?: string;
  /**
   * Serve a copy of the contract taken now. Prism watches its file and restarts when it changes (and
   * ends with exit code 1 when that restart fails), so a Prism that must answer through a whole run
   * (a test run, a conformance verdict) must not see `npm run contract:build` or `npm start` rewrite
   * openapi/dist/openapi.json meanwhile. `npm run mock` keeps watching: a contract edit reloads it.
   */
  snapshot?: boolean;
}

export interface RunningPrism {
  url: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

export function prismEntry(): string {
  return join(dirname(require.resolve("@stoplight/prism-cli/package.json")), "dist", "index.js");
}

export function prismArgs(options: PrismOptions = {}): string[] {
  const spec = options.spec ?? BUNDLED_CONTRACT;
  const port = options.port ?? DEFAULT_MOCK_PORT;
  const host = options.host ?? "127.0.0.1";
  const args = options.proxyTo ? ["proxy", spec, options.proxyTo] : ["mock", spec];
  args.push("-p", String(port), "-h", host, "-v", options.verbose ?? "silent");
  if (options.errors) args.push("--errors");
  if (options.dynamic && !options.proxyTo) args.push("-d", "--seed", options.seed ?? DEFAULT_SEED);
  return args;
}

export async function startPrism(requested: PrismOptions = {}): Promise<RunningPrism> {
  const copy = requested.snapshot ? mkdtempSync(join(tmpdir(), "platform-prism-")) : undefined;
  const options = copy ? { ...requested, spec: join(copy, "openapi.json") } : requested;
  if (copy) copyFileSync(requested.spec ?? BUNDLED_CONTRACT, options.spec!);
  const port = options.port ?? DEFAULT_MOCK_PORT;
  const host = options.host ?? "127.0.0.1";
  const child = spawn(process.execPath, ["--require", PRISM_PARENT_WATCH, "--require", PRISM_PRELOAD, "--require", PRISM_DECIMAL_PRELOAD, "--require", PRISM_QA_PRELOAD, prismEntry(), ...prismArgs(options)], {
    env: options.merchant ? { ...process.env, MERCHANT_CODE: options.merchant } : process.env,
    stdio: options.inheritOutput ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://${host}:${port}`;
  const running: RunningPrism = {
    url,
    port,
    process: child,
    stop: () => stopChild(child),
  };
  const stopOnExit = () => child.kill("SIGTERM");
  process.once("exit", stopOnExit);
  child.once("exit", () => {
    process.removeListener("exit", stopOnExit);
    if (copy) rmSync(copy, { recursive: true, force: true });
  });
  try {
    await waitUntilReady(url, child, options.readyTimeoutMs ?? 30_000, () => output);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return running;
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number, output: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prism exited with code ${child.exitCode}:\n${output()}`);
    // A TCP connection, not an HTTP request: Prism opens its port only once the
    // contract is loaded, and a probe request would be logged as an error by
    // the mock and forwarded to the backend by the proxy.
    if (await accepts(url)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Prism did not answer on ${url} within ${timeoutMs} ms:\n${output()}`);
}

function accepts(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolveProbe) => {
    const socket = connect({ host: hostname, port: Number(port), timeout: 1_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolveProbe(ok);
    };
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
    socket.once("timeout", () => done(false));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveStop) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 3_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolveStop();
    });
    child.kill("SIGTERM");
  });
}
