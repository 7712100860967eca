// "One home per job": each file in eslint/bans/ bans the raw form of one
// cross-cutting job (storage, dialogs, clipboard, platform, formatting, history,
// literal routes...) outside its one home. A ban is data: the AST selectors it
// refuses, the files it covers, the home files it spares, and examples that
// tests/lint-bans.test.ts lints to prove the ban bites where it should and
// nowhere else. Each ban is its own rule (`bans/<id>`), so two bans never
// overwrite each other's options the way two `no-restricted-syntax` entries do.
import { readdirSync } from "node:fs";

/**
 * @typedef {{ file: string, code: string }} BanExample
 * @typedef {{
 *   id: string,
 *   message: string,
 *   files?: string[],
 *   ignores?: string[],
 *   selectors: (string | { selector: string, message?: string })[],
 *   examples: { bad: BanExample[], good: BanExample[] },
 * }} Ban
 */

const folder = new URL("./bans/", import.meta.url);

/** @type {Ban[]} */
export const bans = await Promise.all(
  readdirSync(folder)
    .filter((name) => name.endsWith(".js"))
    .sort()
    .map(async (name) => (await import(new URL(name, folder).href)).default),
);

/** A rule that reports every node one of the ban's selectors matches. */
const ruleOf = (ban) => ({
  meta: { type: "problem", docs: { description: ban.message }, schema: [] },
  create(context) {
    const listeners = {};
    for (const entry of ban.selectors) {
      const { selector, message } = typeof entry === "string" ? { selector: entry } : entry;
      listeners[selector] = (node) => context.report({ node, message: message ?? ban.message });
    }
    return listeners;
  },
});

const plugin = { meta: { name: "bans" }, rules: Object.fromEntries(bans.map((ban) => [ban.id, ruleOf(ban)])) };

const testFiles = ["web/src/**/*.test.{ts,tsx}", "web/src/testing/**", "web/src/**/testing/**"];

/** Flat-config entries: one per ban, each with its own files and home exemptions. */
export const banConfigs = bans.map((ban) => ({
  files: ban.files ?? ["web/src/**/*.{ts,tsx}"],
  ignores: [...testFiles, ...(ban.ignores ?? [])],
  plugins: { bans: plugin },
  rules: { [`bans/${ban.id}`]: "error" },
}));
