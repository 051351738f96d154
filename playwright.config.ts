import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./server/testing/chromium";

const port = Number(process.env.E2E_PORT ?? 4173);
/** The build made with an analytics id (npm run build:analytics), for the cookie notice. */
const analyticsPort = port + 1;
/** The site again, its chat answered by a fake n8n webhook that streams (e2e/fake-n8n.ts). */
const n8nSitePort = port + 2;
const fakeN8nPort = port + 3;
/** The main build; a helper working beside others may point the suite at its own (BUILD_DIR=build-x). */
const buildDir = process.env.E2E_BUILD_DIR ?? "build";

const siteServer = (serverPort: number, buildDirectory: string, env: Record<string, string> = {}) => ({
  command: "node --import tsx server/start.ts",
  url: `http://127.0.0.1:${serverPort}/healthz`,
  env: {
    SKIP_BUILD: "1",
    BUILD_DIR: buildDirectory,
    PORT: String(serverPort),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    SQLITE_FILE: ":memory:",
    RATE_LIMIT_MAX: "1000",
    // Every test opens the chat (one call for the session's history) and asks from the same address.
    CHAT_RATE_LIMIT_PER_MINUTE: "1000",
    ...env,
  },
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
});

/**
 * End-to-end tests against the built site served by our own server, in the system Chromium
 * (no browser download: the machines have no internet). Run `npm run build` and
 * `npm run build:analytics` first.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  // Tests tagged @desktop or @phone need that layout's menu; each runs in its own project only.
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone/,
      testIgnore: /(consent|chat-n8n)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: "mobile",
      grepInvert: /@desktop/,
      testIgnore: /(consent|chat-n8n)\.spec\.ts/,
      use: { ...devices["Pixel 7"], channel: undefined },
    },
    {
      name: "n8n-desktop",
      testMatch: /chat-n8n\.spec\.ts/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        channel: undefined,
        baseURL: `http://127.0.0.1:${n8nSitePort}`,
      },
    },
    {
      name: "n8n-mobile",
      testMatch: /chat-n8n\.spec\.ts/,
      use: { ...devices["Pixel 7"], channel: undefined, baseURL: `http://127.0.0.1:${n8nSitePort}` },
    },
    {
      name: "consent",
      testMatch: /consent\.spec\.ts/,
      use: { ...devices["Pixel 7"], channel: undefined, baseURL: `http://127.0.0.1:${analyticsPort}` },
    },
  ],
  webServer: [
    siteServer(port, buildDir),
    siteServer(analyticsPort, "build-analytics"),
    {
      command: "node --import tsx e2e/fake-n8n.ts",
      port: fakeN8nPort,
      env: { FAKE_N8N_PORT: String(fakeN8nPort) },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    siteServer(n8nSitePort, buildDir, {
      CHAT_WEBHOOK_URL: `http://127.0.0.1:${fakeN8nPort}/webhook/chat-e2e/chat`,
    }),
  ],
});
