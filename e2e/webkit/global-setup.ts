// Vitest's global setup for the WebKit run: the servers, Xvfb and the driver
// start once for every test file and stop when the run ends, however it ends.
import { startAll, stopAll } from "./support/servers.ts";

export default async function setup(): Promise<() => Promise<void>> {
  try {
    await startAll();
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
