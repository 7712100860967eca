// The layers of web/src are held by `npm run lint` (eslint.config.js,
// import-x/no-restricted-paths): each deliberate import below is linted as if
// it stood in the named file, and must fail (or pass) the real config.
import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The restricted-path messages of `code` linted as the file at `filePath` (relative to the repository). */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === "import-x/no-restricted-paths").map((message) => message.message);
}

describe("web/src layers (npm run lint)", () => {
  it("fails on an import from stores/ into features/", async () => {
    const errors = await layerErrors("web/src/stores/lint-fixture.ts", 'import { hotGames } from "../features/games/index.ts";\nexport const hook = hotGames;\n');
    expect(errors).toEqual([expect.stringContaining("stores/ sit below features/, shared/ and app/")]);
  });

  it("fails on an import from shared/ into a feature (shared imports no feature)", async () => {
    const errors = await layerErrors("web/src/shared/session/lint-fixture.ts", 'import { hotGames } from "../../features/games/index.ts";\nexport const hook = hotGames;\n');
    expect(errors).toEqual([expect.stringContaining("shared/ sits below features/: it imports no feature")]);
  });

  it("fails on shared code (not a test) -> a feature's testing/: below features, and a fixture", async () => {
    const errors = await layerErrors("web/src/shared/session/lint-fixture.ts", 'import { homeScreenHandlers } from "../../features/home/testing/home-handlers.ts";\nexport const x = homeScreenHandlers;\n');
    expect(errors).toEqual([expect.stringContaining("shared/ sits below features/"), expect.stringContaining("test fixtures are for tests only")]);
  });

  it.each([
    ["features -> app", "web/src/features/home/lint-fixture.ts", 'import { createApiClient } from "../../app/api-client.ts";\nexport const x = createApiClient;\n'],
    ["shared -> app", "web/src/shared/system/lint-fixture.ts", 'import { createApiClient } from "../../app/api-client.ts";\nexport const x = createApiClient;\n'],
    ["stores -> shared", "web/src/stores/lint-fixture.ts", 'import { useSession } from "../shared/session/index.ts";\nexport const x = useSession;\n'],
    ["lib -> stores", "web/src/lib/lint-fixture.ts", 'import { authStore } from "../stores/auth.ts";\nexport const x = authStore;\n'],
    ["ui -> features", "web/src/ui/lint-fixture.ts", 'import { hotGames } from "../features/games/index.ts";\nexport const x = hotGames;\n'],
    ["ui -> shared", "web/src/ui/lint-fixture.ts", 'import { useSession } from "../shared/session/index.ts";\nexport const x = useSession;\n'],
    ["a feature -> another feature's internals", "web/src/features/home/lint-fixture.ts", 'import { hotGames } from "../games/api/get-hot-games.ts";\nexport const x = hotGames;\n'],
    ["a feature -> a shared part's internals", "web/src/features/home/lint-fixture.ts", 'import { useSession } from "../../shared/session/use-session.ts";\nexport const x = useSession;\n'],
    ["app -> a feature's internals", "web/src/app/lint-fixture.ts", 'import { hotGames } from "../features/games/api/get-hot-games.ts";\nexport const x = hotGames;\n'],
    ["app -> a shared part's internals", "web/src/app/lint-fixture.ts", 'import { useSession } from "../shared/session/use-session.ts";\nexport const x = useSession;\n'],
    ["a shared part -> another shared part's internals", "web/src/shared/system/lint-fixture.ts", 'import { useSession } from "../session/use-session.ts";\nexport const x = useSession;\n'],
    ["app code -> a test fixture", "web/src/features/home/lint-fixture.ts", 'import { ok } from "../../testing/fixtures.ts";\nexport const x = ok;\n'],
  ])("fails on %s", async (_, filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    ["a feature -> another feature's index.ts", "web/src/features/home/lint-fixture.ts", 'import { hotGames } from "../games/index.ts";\nexport const x = hotGames;\n'],
    ["a feature -> a shared part's index.ts", "web/src/features/home/lint-fixture.ts", 'import { useSession } from "../../shared/session/index.ts";\nexport const x = useSession;\n'],
    ["features -> stores", "web/src/features/home/lint-fixture.ts", 'import { authStore } from "../../stores/auth.ts";\nexport const x = authStore;\n'],
    ["shared -> stores, ui and lib", "web/src/shared/session/lint-fixture.ts", 'import { authStore } from "../../stores/auth.ts";\nimport { Spinner } from "../../ui/spinner.tsx";\nimport { paths } from "../../lib/routes.ts";\nexport const x = [authStore, Spinner, paths];\n'],
    ["app -> a feature's index.ts", "web/src/app/lint-fixture.ts", 'import { hotGames } from "../features/games/index.ts";\nexport const x = hotGames;\n'],
    ["app -> a feature's first-paint.ts", "web/src/app/lint-fixture.ts", 'import { hotGames } from "../features/games/first-paint.ts";\nexport const x = hotGames;\n'],
    ["app -> a shared part's index.ts", "web/src/app/lint-fixture.ts", 'import { useSession } from "../shared/session/index.ts";\nexport const x = useSession;\n'],
    ["a test -> another feature's testing/", "web/src/features/account/lint-fixture.test.ts", 'import { homeScreenHandlers } from "../home/testing/home-handlers.ts";\nexport const x = homeScreenHandlers;\n'],
    ["a shared test -> a feature's testing/", "web/src/shared/session/lint-fixture.test.ts", 'import { homeScreenHandlers } from "../../features/home/testing/home-handlers.ts";\nexport const x = homeScreenHandlers;\n'],
  ])("allows %s", async (_, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});
