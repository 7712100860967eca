// The WebKit browser tests use Debian's WebKitGTK: WebKitWebDriver drives its
// MiniBrowser under Xvfb. Nothing here ever downloads a browser. On a machine
// without them we install the Debian packages with apt-get (root, or
// passwordless sudo), as ./chromium.mjs does for chromium.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
export const XVFB_PATH = process.env.XVFB_PATH ?? "/usr/bin/Xvfb";

/** MiniBrowser lives in the multiarch library folder (/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/ on amd64). */
export function miniBrowserPath() {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  for (const dir of ["/usr/lib", ...safeList("/usr/lib").filter((d) => d.includes("-linux-")).map((d) => `/usr/lib/${d}`)]) {
    for (const api of ["webkit2gtk-4.1", "webkit2gtk-4.0", "webkitgtk-6.0"]) {
      const file = `${dir}/${api}/MiniBrowser`;
      if (existsSync(file)) return file;
    }
  }
  return null;
}

function safeList(dir) {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

function present() {
  return existsSync(WEBKIT_DRIVER_PATH) && existsSync(XVFB_PATH) && miniBrowserPath() !== null;
}

export function ensureWebKit() {
  if (present()) {
    console.log(`using ${WEBKIT_DRIVER_PATH}, ${miniBrowserPath()} and ${XVFB_PATH}`);
    return true;
  }
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const sudo = isRoot ? [] : ["sudo", "-n"];
  console.log("WebKitWebDriver, MiniBrowser or Xvfb not found: installing Debian's webkit2gtk-driver and xvfb with apt-get");
  const run = (args) =>
    spawnSync(sudo[0] ?? args[0], sudo.length ? [...sudo.slice(1), ...args] : args.slice(1), {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0;
  const ok =
    run(["apt-get", "update"]) &&
    run(["apt-get", "install", "-y", "--no-install-recommends", "webkit2gtk-driver", "xvfb", "fonts-wqy-microhei"]);
  if (!ok || !present()) {
    console.error("could not install webkit2gtk-driver and xvfb with apt-get (needs root or passwordless sudo)");
    return false;
  }
  console.log(`using ${WEBKIT_DRIVER_PATH}, ${miniBrowserPath()} and ${XVFB_PATH}`);
  return true;
}

// `node scripts/lib/webkit.mjs`: install (if missing) and say where things are.
if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureWebKit() ? 0 : 1);
