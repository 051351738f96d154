import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(tsx, ["server/start.ts"], {
    cwd: root,
    env: { ...process.env, SKIP_BUILD: "1", LOG_LEVEL: "warn", SQLITE_FILE: ":memory:", ...env },
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error("the server exited before it was healthy");
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not become healthy");
}

describe("npm start", () => {
  it("refuses a bad setting with a message that names it", async () => {
    const { child, output } = start({ PORT: "eighty" });
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    expect(output()).toContain("Cannot start: Setting PORT must be a whole number");
  });

  it("serves the built site and shuts down cleanly on SIGTERM", async () => {
    expect(existsSync(path.join(root, "build/client/404/index.html")), "run `npm run build` first").toBe(true);
    const port = 3900 + Math.floor(Math.random() * 90);
    const { child, output } = start({ PORT: String(port), HOST: "127.0.0.1" });
    try {
      await waitForHealth(port, child);
      const missing = await fetch(`http://127.0.0.1:${port}/no-such-page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain("Page Not Found");
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
    } finally {
      child.kill("SIGTERM");
    }
    const [code] = await once(child, "exit");
    expect(code, output()).toBe(0);
  });
});
