// Issue 31 "one home per job": every ban in eslint/bans/ bites. Each ban's bad
// examples, linted as the file they name, must be reported by that ban's rule;
// its good examples (the home itself, or code that goes through the home) must
// not be. A ban without an example of each kind fails here, so no ban is
// added that nobody has seen refuse something.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { bans } from "../eslint/bans.js";

const repo = resolve(dirname(fileURLToPath(import.meta.url)), "..");

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repo });
});

async function reportsOf(ruleId: string, code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(repo, file) });
  const fatal = (result?.messages ?? []).filter((message) => message.fatal);
  expect(fatal, `${file} does not parse`).toEqual([]);
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => `${message.line}:${message.column} ${message.message}`);
}

describe.each(bans.map((ban) => [ban.id, ban] as const))("lint ban %s", (id, ban) => {
  const ruleId = `bans/${id}`;

  it("has examples it refuses and examples it lets through", () => {
    expect(ban.examples.bad.length).toBeGreaterThan(0);
    expect(ban.examples.good.length).toBeGreaterThan(0);
  });

  it.each(ban.examples.bad.map((example) => [example.code, example.file] as const))("refuses %s in %s", async (code, file) => {
    expect(await reportsOf(ruleId, code, file)).not.toEqual([]);
  });

  it.each(ban.examples.good.map((example) => [example.code, example.file] as const))("lets %s through in %s", async (code, file) => {
    expect(await reportsOf(ruleId, code, file)).toEqual([]);
  });
});
