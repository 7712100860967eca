// Starts what the WebKit run needs and stops all of it again, on success, on a
// failure and on an interrupted run: the sandbox backend, `vite preview` of the
// production build proxied to it, a front server that adds the harness script
// to every HTML page, Xvfb and WebKitWebDriver. Each runs in a process group of
// its own, so stopping it stops its children (MiniBrowser and WebKit's
// processes under the driver) and no port stays held.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, rmSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import { createServer as createNetServer } from "node:net";
import { join } from "node:path";
import { build } from "esbuild";
import { WEBKIT_DRIVER_PATH, XVFB_PATH } from "../../../scripts/lib/webkit.mjs";
import { TEST_NOW } from "../../helpers/now.ts";
import { OUTPUT, PHONE_ZONE, PORTS, REPO, WEB_DIST } from "./config.ts";

/** The path the front server answers with the harness script. */
const HARNESS_PATH = "/__webkit/harness.js";

interface Running {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

const running: Running[] = [];
let front: Server | undefined;

/** Signals the child's whole process group, which may outlive the child itself. */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone.
  }
}

// Whatever ends this process (a crash, Ctrl-C, vitest's own exit) ends the servers too.
process.once("exit", () => running.forEach(({ child }) => killGroup(child, "SIGKILL")));
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    running.forEach(({ child }) => killGroup(child, "SIGKILL"));
    process.exit(130);
  });
}

function startProcess(name: string, command: string, args: string[], options: { cwd?: string; env?: Record<string, string | undefined>; extraFd?: boolean } = {}): Running {
  mkdirSync(join(OUTPUT, "logs"), { recursive: true });
  const log = createWriteStream(join(OUTPUT, "logs", `${name}.log`));
  const child = spawn(command, args, {
    cwd: options.cwd ?? REPO,
    env: { ...process.env, ...options.env },
    detached: true,
    stdio: options.extraFd ? ["ignore", "pipe", "pipe", "pipe"] : ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<number | null>((resolve) => {
    child.once("exit", (code) => resolve(code));
    // Not started at all (a missing binary): say so in its log, and count it as exited.
    child.once("error", (error) => {
      log.write(`${command}: ${error.message}\n`);
      resolve(-1);
    });
  });
  const entry = { name, child, exited };
  running.push(entry);
  return entry;
}

async function assertPortFree(port: number, variable: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", () => reject(new Error(`port ${port} is in use: stop what holds it or set ${variable} to another port`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/** Waits until `url` answers (any HTTP status); fails early if the process behind it exits. */
async function waitForHttp(url: string, server: Running, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`${server.name} exited (${exitCode}) before ${url} answered: see ${join(OUTPUT, "logs", `${server.name}.log`)}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${server.name} did not answer ${url} within ${timeoutMs / 1000} s: see ${join(OUTPUT, "logs", `${server.name}.log`)}`);
}

async function startXvfb(): Promise<string> {
  // -displayfd: Xvfb picks a free display itself and writes its number, so runs side by side never collide.
  // -noreset: by default an X server resets when its last client leaves, and refuses connections while it
  // does. Each test's MiniBrowser is the only client, so the next test's MiniBrowser could meet a server
  // mid-reset ("cannot open display"), and WebKitWebDriver then waited for it until the test timed out
  // (forgot password, fresh clone at 337b7e9). Measured with xdpyinfo back to back: 31 of 300 refused
  // without -noreset, 0 of 300 with it.
  const xvfb = startProcess("xvfb", XVFB_PATH, ["-displayfd", "3", "-noreset", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], { extraFd: true });
  const pipe = xvfb.child.stdio[3] as NodeJS.ReadableStream;
  const display = await new Promise<string>((resolve, reject) => {
    let text = "";
    const timer = setTimeout(() => reject(new Error("Xvfb did not report its display within 20 s")), 20_000);
    pipe.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) {
        clearTimeout(timer);
        resolve(`:${text.trim()}`);
      }
    });
    void xvfb.exited.then((code) => reject(new Error(`Xvfb exited (${code}): see ${join(OUTPUT, "logs", "xvfb.log")}`)));
  });
  return display;
}

async function harnessScript(): Promise<string> {
  const result = await build({
    entryPoints: [join(REPO, "e2e/webkit/page/harness.ts")],
    bundle: true,
    format: "iife",
    target: "safari16",
    // The time the page's clock starts at (page/harness.ts), the Playwright tiers' own.
    define: { __WEBKIT_NOW__: String(TEST_NOW) },
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

/** In front of `vite preview`: every HTML page gets the harness as its first script (the CSP allows same-origin scripts). */
async function startFront(): Promise<void> {
  const script = await harnessScript();
  const tag = `<script src="${HARNESS_PATH}"></script>`;
  front = createServer((incoming, outgoing) => {
    if (incoming.url === HARNESS_PATH) {
      outgoing.writeHead(200, { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" });
      outgoing.end(script);
      return;
    }
    const headers = { ...incoming.headers, host: `127.0.0.1:${PORTS.preview}` };
    delete headers["accept-encoding"]; // bodies come back plain, so HTML can be edited
    const upstream = request({ host: "127.0.0.1", port: PORTS.preview, method: incoming.method, path: incoming.url, headers }, (answer) => {
      const isHtml = String(answer.headers["content-type"] ?? "").includes("text/html");
      if (!isHtml) {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const html = Buffer.concat(chunks).toString("utf8").replace(/<head[^>]*>/i, (head) => `${head}${tag}`);
        const { "content-length": _length, ...rest } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, { ...rest, "content-length": Buffer.byteLength(html) });
        outgoing.end(html);
      });
    });
    upstream.on("error", (error) => {
      outgoing.writeHead(502, { "content-type": "text/plain" });
      outgoing.end(`front server: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    front?.once("error", reject);
    front?.listen(PORTS.web, "127.0.0.1", () => resolve());
  });
}

/** Starts everything; resolves when all of it answers. */
export async function startAll(): Promise<void> {
  if (!existsSync(join(REPO, "web", WEB_DIST, "index.html"))) {
    throw new Error(`no production build in web/${WEB_DIST}: run \`npm run build -w @platform/web\` first (npm run e2e:webkit does)`);
  }
  // This run's screenshots only.
  rmSync(join(OUTPUT, "screens"), { recursive: true, force: true });
  await assertPortFree(PORTS.sandbox, "WEBKIT_SANDBOX_PORT");
  await assertPortFree(PORTS.preview, "WEBKIT_PREVIEW_PORT");
  await assertPortFree(PORTS.web, "WEBKIT_WEB_PORT");
  await assertPortFree(PORTS.driver, "WEBKIT_DRIVER_PORT");

  // Its clock starts at the page's fixed time, so both agree on the platform's day.
  const sandbox = startProcess("sandbox", process.execPath, ["--import", "tsx", "mocks/src/cli/sandbox.ts", "--port", String(PORTS.sandbox), "--no-build", "--now", new Date(TEST_NOW).toISOString()]);
  const preview = startProcess(
    "preview",
    process.execPath,
    [join(REPO, "node_modules/vite/bin/vite.js"), "preview", "--port", String(PORTS.preview), "--strictPort", "--host", "127.0.0.1", "--outDir", WEB_DIST],
    { cwd: join(REPO, "web"), env: { MOCK_PORT: String(PORTS.sandbox) } },
  );
  const display = await startXvfb();
  const driver = startProcess("webkitwebdriver", WEBKIT_DRIVER_PATH, [`--port=${PORTS.driver}`], {
    env: {
      DISPLAY: display,
      GDK_BACKEND: "x11",
      WAYLAND_DISPLAY: undefined,
      // gtk-3.0/gtk.css there shrinks MiniBrowser's toolbar, whose width would hold the window at 447 px.
      XDG_CONFIG_HOME: join(REPO, "e2e/webkit/gtk"),
      // The phone is in the platform's zone, as the Playwright tiers' (MiniBrowser reads TZ), whatever the machine's.
      TZ: PHONE_ZONE,
    },
  });
  await startFront();
  await Promise.all([
    waitForHttp(`http://127.0.0.1:${PORTS.sandbox}/__sandbox`, sandbox),
    waitForHttp(`http://127.0.0.1:${PORTS.preview}/m/`, preview),
    waitForHttp(`http://127.0.0.1:${PORTS.driver}/status`, driver),
  ]);
}

/** Stops everything started, politely first; resolves when every process has exited. */
export async function stopAll(): Promise<void> {
  const closed = new Promise<void>((resolve) => (front ? front.close(() => resolve()) : resolve()));
  front?.closeAllConnections();
  await closed;
  front = undefined;
  await Promise.all(
    running.map(async ({ child, exited }) => {
      killGroup(child, "SIGTERM");
      const timer = setTimeout(() => killGroup(child, "SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
      // The group may outlive its leader (MiniBrowser under the driver).
      killGroup(child, "SIGKILL");
    }),
  );
  running.length = 0;
}
