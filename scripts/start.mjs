// `npm start`: the app on the embedded Prism mock (or on API_TARGET).
// Starts Prism (through the mocks launcher) and the Vite server for web/,
// which proxies /wps and /lgw to Prism. Ctrl-C stops both: no orphan Prism.
import { spawn, spawnSync } from "node:child_process";
import { connect } from "node:net";

const mockPort = process.env.MOCK_PORT ?? "4010";
const webPort = process.env.WEB_PORT ?? "5173";
const apiTarget = process.env.API_TARGET;
const children = [];

const built = spawnSync(process.execPath, ["scripts/build-contract.mjs"], { stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);

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

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    process.exit(code);
  }, 4000);
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once("exit", r))))).then(() => {
    clearTimeout(force);
    process.exit(code);
  });
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
process.on("SIGHUP", () => stop(0));
// npm does not always pass a SIGTERM on to the script it runs; when our parent
// goes away we stop too, so Prism is never left behind.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop(0);
}, 1000).unref();

if (!apiTarget) {
  run("prism", ["--import", "tsx", "mocks/src/cli/mock.ts", "--port", mockPort, "--no-build"]);
}
run("vite", ["../node_modules/vite/bin/vite.js", "--port", webPort, "--strictPort", "--host", "127.0.0.1", "--clearScreen", "false"], {
  cwd: "web",
  env: {
    ...process.env,
    MOCK_PORT: mockPort,
    VITE_MOCK_MODE: apiTarget ? process.env.VITE_MOCK_MODE ?? "0" : "1",
  },
});

// Print the addresses once both servers accept connections.
const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(Number(port), "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
const started = Date.now();
while (!stopping) {
  const ready = (await listening(webPort)) && (apiTarget || (await listening(mockPort)));
  if (ready) break;
  if (Date.now() - started > 60_000) {
    console.error("the servers did not start within 60 s");
    stop(1);
    break;
  }
  await new Promise((r) => setTimeout(r, 250));
}
if (!stopping) {
  console.log(`\n  App:            http://127.0.0.1:${webPort}/m/`);
  console.log(`  API reference:  http://127.0.0.1:${webPort}/docs/reference.html`);
  console.log(`  API:            ${apiTarget ?? `Prism mock on http://127.0.0.1:${mockPort}`}`);
  console.log("  Ctrl-C stops everything.\n");
}
