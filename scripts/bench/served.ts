// What the bench (scripts/bench.ts), its side-by-side comparison (scripts/bench-ab.ts) and its reading of
// Lighthouse's simulation (scripts/bench-lantern.ts) share about the app they load: the members it loads it
// as, the wait for a server to answer, and built apps served on one Prism.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Page } from "puppeteer-core";
import { startPrism } from "@platform/mocks";
import { sessionMarker } from "../../web/src/shared/session/session-marker.ts";

/** A member of type 1 passes every role gate of spec §6 (member pages and the agent-home reading). */
export const BENCH_SESSION = { token: "bench_member_token", merchantCode: "mc_demo", userName: "bench_member", type: 1, firstTimeLogin: false };
/**
 * Lighthouse's member (issue 33): a plain member (type 0, no agent prompts) who logged in before, as the
 * browser tests' openAsMember: the session, and home's login pop-ups seen (they come once per login, in
 * the app after logging in, not on a page load; unseen, a pop-up's picture was home's LCP).
 */
const LIGHTHOUSE_MEMBER = { ...BENCH_SESSION, userName: "bench_player", type: 0 };
/** The session storage items of Lighthouse's member, written before the page's first script. */
export const LIGHTHOUSE_MEMBER_STORAGE = { MC_SESSION_INFO: JSON.stringify(LIGHTHOUSE_MEMBER), HOME_LOGIN_POPUPS: sessionMarker(LIGHTHOUSE_MEMBER) };

/** Writes `items` into the page's sessionStorage before its first script, on every document of the page's origin. */
export async function sessionBeforeScripts(page: Page, items: Record<string, string>): Promise<void> {
  await page.evaluateOnNewDocument((kept: Record<string, string>) => {
    try {
      if (!window.location.protocol.startsWith("http")) return;
      for (const [key, value] of Object.entries(kept)) if (window.sessionStorage.getItem(key) === null) window.sessionStorage.setItem(key, value);
    } catch {
      /* about:blank has no storage */
    }
  }, items);
}

/** Resolves once `url` answers 200 (a server just started), within 30 s. */
export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Built app folders (each an `npx vite build --outDir` of web/, or the bench's own `<BENCH_OUT>/web`), each served by
 * `vite preview` on its own port from `portBase + 1`, all on one Prism at `portBase`. `stop` ends them all.
 */
export async function serveBuilds(dirs: string[], portBase: number): Promise<{ ports: number[]; stop: () => Promise<void> }> {
  const root = resolve(import.meta.dirname, "../..");
  for (const dir of dirs) if (!existsSync(join(dir, "index.html"))) throw new Error(`${dir} holds no built app (index.html)`);
  const children: ChildProcess[] = [];
  const killAll = () => children.forEach((child) => child.exitCode === null && child.kill("SIGTERM"));
  process.on("exit", killAll);
  const prism = await startPrism({ port: portBase, readyTimeoutMs: 180_000 });
  const ports = dirs.map((_, index) => portBase + 1 + index);
  dirs.forEach((dir, index) => {
    const args = ["../node_modules/vite/bin/vite.js", "preview", "--outDir", dir, "--port", String(ports[index]), "--strictPort", "--host", "127.0.0.1"];
    children.push(spawn(process.execPath, args, { cwd: join(root, "web"), env: { ...process.env, MOCK_PORT: String(portBase) }, stdio: "ignore" }));
  });
  for (const port of ports) await waitFor(`http://127.0.0.1:${port}/m/home`);
  return {
    ports,
    stop: async () => {
      killAll();
      await prism.stop();
    },
  };
}

/**
 * The command line of a tool run on built apps (bench:ab, bench:lantern): `count` build folders, `--page PATH`
 * (repeatable) and `--runs N` (`runs` when not given). Prints `usage` and ends the process when it does not fit.
 */
export function buildsAndPages(argv: string[], { count, runs: defaultRuns, usage }: { count: number; runs: number; usage: string }): { builds: string[]; pages: string[]; runs: number } {
  const flag = (name: string) => argv.flatMap((arg, i) => (arg === name && argv[i + 1] !== undefined ? [argv[i + 1]!] : []));
  const builds = argv.filter((arg, i) => !arg.startsWith("--") && !argv[i - 1]?.startsWith("--")).map((dir) => resolve(dir));
  const pages = flag("--page");
  const runs = Number(flag("--runs")[0] ?? defaultRuns);
  if (builds.length !== count || pages.length === 0 || !Number.isInteger(runs) || runs < 1) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return { builds, pages, runs };
}
