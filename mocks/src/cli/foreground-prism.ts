import { createServer } from "node:net";
import { startPrism, type PrismOptions, type RunningPrism } from "../prism.ts";
import { EXIT_COULD_NOT_RUN, errorMessage, fail } from "./arguments.ts";
import { stopOnSignal } from "./stop-on-signal.ts";

/**
 * Starts Prism for a command that runs until stopped (`mock`, `validate-backend`):
 * SIGINT, SIGTERM, SIGHUP or the parent going away stops Prism and then ends
 * this process by that signal (stop-on-signal.ts). The handlers go in before
 * Prism starts, so a signal during its start-up cannot end this process alone.
 * A port in use or a Prism that does not start exits 2 with the reason; Prism
 * dying later ends this process with exit 2 too (it can no longer run).
 */
export async function startForegroundPrism(options: PrismOptions & { port: number; host: string }): Promise<RunningPrism> {
  const lifecycle = stopOnSignal();
  let prism: RunningPrism | undefined;
  lifecycle.setStop(async () => prism?.stop());

  // Prism's readiness check is a connection to the port: something else
  // listening there would pass for Prism.
  const busy = await portInUse(options.host, options.port);
  if (busy) fail(`cannot listen on ${options.host}:${options.port}: ${busy} (choose another with --port)`);

  try {
    prism = await startPrism(options);
  } catch (error) {
    if (lifecycle.stopping()) await new Promise(() => {}); // the signal handler ends the process
    fail(`Prism did not start: ${errorMessage(error)}`);
  }
  prism.process.on("exit", (code, signal) => {
    if (lifecycle.stopping()) return;
    console.error(`Prism stopped (${signal ?? `exit ${code}`})`);
    process.exit(EXIT_COULD_NOT_RUN);
  });
  return prism;
}

/** Why nothing can listen on host:port right now (in use, no such address), or undefined when it can. */
function portInUse(host: string, port: number): Promise<string | undefined> {
  return new Promise((resolveProbe) => {
    const server = createServer();
    server.once("error", (error: NodeJS.ErrnoException) => resolveProbe(error.code === "EADDRINUSE" ? "the port is in use" : errorMessage(error)));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolveProbe(undefined)));
  });
}
