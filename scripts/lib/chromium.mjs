// Browser tests use Debian's chromium; nothing here ever downloads a browser.
// On a machine without it we install the Debian package (root is available on
// these machines) instead of failing.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) {
    console.log(`using ${CHROMIUM_PATH}`);
    return true;
  }
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const sudo = isRoot ? [] : ["sudo", "-n"];
  console.log(`${CHROMIUM_PATH} not found: installing Debian's chromium and a CJK font with apt-get`);
  const run = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0;
  const ok = run(["apt-get", "update"]) && run(["apt-get", "install", "-y", "chromium", "fonts-wqy-microhei"]);
  if (!ok || !existsSync(CHROMIUM_PATH)) {
    console.error("could not install chromium with apt-get (needs root or passwordless sudo)");
    return false;
  }
  return true;
}
