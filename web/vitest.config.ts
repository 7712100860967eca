import { defineConfig, mergeConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import viteConfig from "./vite.config.ts";

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      name: "web",
      root: fileURLToPath(new URL(".", import.meta.url)),
      environment: "jsdom",
      // The files: the web projects of the root vitest.config.ts ("web" and "web-isolated") name them.
      setupFiles: ["src/testing/setup.ts"],
      testTimeout: 20_000,
    },
  }),
);
