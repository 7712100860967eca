// Home's screen, its game area and what it opens are lazy chunks. A test
// file's first import of them compiles them; done once before its tests, so no test's
// wait depends on how fast the machine compiles (the app's lazy() then resolves at once).
export async function loadHomeChunks(): Promise<void> {
  await Promise.all([
    import("../screens/home-screen.tsx"),
    import("../menu/home-game-area.tsx"),
    import("../prompts/login-popups.tsx"),
    import("../hot/hot-sheet.tsx"),
  ]);
}

/** For `beforeAll`: compiling on a loaded machine can take a while. */
export const LOAD_HOME_CHUNKS_TIMEOUT_MS = 120_000;
