import { defineConfig, mergeConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import viteConfig from "./vite.config.ts";

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      name: "web",
      root: fileURLToPath(new URL(".", import.meta.url)),
      environment: "jsdom",
      include: ["src/**/*.test.{ts,tsx}"],
      setupFiles: ["src/testing/setup.ts"],
      testTimeout: 20_000,
    },
  }),
);
