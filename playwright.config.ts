import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
/** The build made with an analytics id (npm run build:analytics), for the cookie notice. */
const analyticsPort = port + 1;

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
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  // Tests tagged @desktop or @phone need that layout's menu; each runs in its own project only.
  projects: [
    {
      name: "desktop",
      grepInvert: /@phone/,
      testIgnore: /consent\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: "mobile",
      grepInvert: /@desktop/,
      testIgnore: /consent\.spec\.ts/,
      use: { ...devices["Pixel 7"], channel: undefined },
    },
    {
      name: "consent",
      testMatch: /consent\.spec\.ts/,
      use: { ...devices["Pixel 7"], channel: undefined, baseURL: `http://127.0.0.1:${analyticsPort}` },
    },
  ],
  webServer: [port, analyticsPort].map((serverPort) => ({
    command: "node --import tsx server/start.ts",
    url: `http://127.0.0.1:${serverPort}/healthz`,
    env: {
      SKIP_BUILD: "1",
      BUILD_DIR: serverPort === port ? "build" : "build-analytics",
      PORT: String(serverPort),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SQLITE_FILE: ":memory:",
      RATE_LIMIT_MAX: "1000",
    },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  })),
});
