import { defineConfig } from "vitest/config";
import { readPublicSettings } from "./app/lib/public-settings";
import { buildAliases, buildDefines } from "./build-defines";

// Unit, component, server and build-output tests: they import modules directly, without Astro. Component tests opt into jsdom with a `@vitest-environment` comment.
export default defineConfig({
  resolve: { alias: buildAliases },
  define: await buildDefines(readPublicSettings({})),
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["./vitest.global-setup.ts"],
    setupFiles: ["./vitest.setup.ts"],
    testTimeout: 20_000,
  },
});
