import { startPrism, type PrismOptions, type RunningPrism } from "../prism.ts";

/**
 * Starts Prism for a command that runs until stopped (`mock`, `validate-backend`):
 * Ctrl-C or SIGTERM stops Prism and then this process, and Prism dying on its
 * own ends this process with its exit code. The handlers go in before Prism
 * starts, so a signal during its start-up cannot kill this process alone
 * (startPrism stops its child on process exit).
 */
export async function startForegroundPrism(options: PrismOptions): Promise<RunningPrism> {
  let stopPrism = async (): Promise<void> => {};
  let stopping = false;
  const shutdown = async () => {
    stopping = true;
    await stopPrism();
    process.exit(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);

  const prism = await startPrism(options);
  stopPrism = prism.stop;
  prism.process.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`Prism stopped (${signal ?? `exit ${code}`})`);
    process.exit(code ?? 1);
  });
  return prism;
}
