// `npm start`: the app on the embedded Prism mock (or on API_TARGET).
// `npm start -- --sandbox`: the app on the stateful sandbox backend instead.
// Starts the mock (through the mocks launchers), waits until it accepts
// connections, then starts the Vite server for web/, which proxies /wps and
// /lgw to it (so the proxy never meets a closed port). Ctrl-C, SIGTERM or
// SIGHUP stops both: no orphan mock.
import { spawn } from "node:child_process";
import { connect } from "node:net";

const mockPort = process.env.MOCK_PORT ?? "4010";
const webPort = process.env.WEB_PORT ?? "5173";
const apiTarget = process.env.API_TARGET;
const sandbox = process.argv.slice(2).includes("--sandbox");
const unknown = process.argv.slice(2).filter((arg) => arg !== "--sandbox");
if (unknown.length > 0 || (sandbox && apiTarget)) {
  console.error(`usage: npm start [-- --sandbox]   (API_TARGET=<url> npm start for a real backend; not with --sandbox)`);
  process.exit(2);
}
const children = [];

// Stopping: npm execs this script (package.json), so the pid a
// terminal or a CI script signals is npm's, which passes SIGINT and SIGTERM on
// to us; on SIGHUP npm itself just dies, and we see our parent change. Each
// way, every child is stopped (the mock launcher stops its Prism in turn) and
// then this process ends by the signal, as npm and shells expect. A child
// still running after 4 s is killed.
let stopping = false;
function stop(code, signal) {
  if (stopping) return;
  stopping = true;
  const end = () => {
    if (signal) {
      for (const s of ["SIGINT", "SIGTERM", "SIGHUP"]) process.removeAllListeners(s);
      process.kill(process.pid, signal);
    }
    process.exit(code);
  };
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    end();
  }, 4000);
  Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once("exit", r))))).then(() => {
    clearTimeout(force);
    end();
  });
}
process.on("SIGINT", () => stop(130, "SIGINT"));
process.on("SIGTERM", () => stop(143, "SIGTERM"));
process.on("SIGHUP", () => stop(129, "SIGHUP"));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop(129, "SIGHUP");
}, 500).unref();

function run(name, args, options = {}) {
  const child = spawn(process.execPath, args, { stdio: "inherit", ...options });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

// The contract bundle first, as a child like the others: a signal meanwhile stops it too.
const built = await new Promise((resolveBuild) => {
  const build = spawn(process.execPath, ["scripts/build-contract.mjs"], { stdio: "inherit" });
  children.push(build);
  build.on("exit", (code) => resolveBuild(code === 0));
});
if (stopping) await new Promise(() => {}); // stop() ends the process
if (!built) process.exit(1);

// Whether something accepts TCP connections on the port yet.
const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(Number(port), "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

async function waitFor(ports, what) {
  const started = Date.now();
  while (!stopping) {
    if ((await Promise.all(ports.map(listening))).every(Boolean)) return true;
    if (Date.now() - started > 60_000) {
      console.error(`${what} did not start within 60 s`);
      stop(1);
      return false;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

async function main() {
  if (!apiTarget) {
    const launcher = sandbox ? "mocks/src/cli/sandbox.ts" : "mocks/src/cli/mock.ts";
    run(sandbox ? "sandbox" : "prism", ["--import", "tsx", launcher, "--port", mockPort, "--no-build"]);
    // The web server starts once the mock answers: its proxy then never logs ECONNREFUSED at start-up.
    if (!(await waitFor([mockPort], sandbox ? "the sandbox" : "Prism"))) return;
  }
  run("vite", ["../node_modules/vite/bin/vite.js", "--port", webPort, "--strictPort", "--host", "127.0.0.1", "--clearScreen", "false"], {
    cwd: "web",
    env: {
      ...process.env,
      MOCK_PORT: mockPort,
      VITE_MOCK_MODE: apiTarget ? process.env.VITE_MOCK_MODE ?? "0" : "1",
    },
  });
  if (!(await waitFor([webPort], "the web server"))) return;
  const api = apiTarget ?? (sandbox ? `sandbox backend on http://127.0.0.1:${mockPort} (state: /__sandbox)` : `Prism mock on http://127.0.0.1:${mockPort}`);
  console.log(`\n  App:            http://127.0.0.1:${webPort}/m/`);
  console.log(`  API reference:  http://127.0.0.1:${webPort}/docs/reference.html`);
  console.log(`  API:            ${api}`);
  console.log("  Ctrl-C stops everything.\n");
}

await main();
