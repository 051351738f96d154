import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const projectRoot = path.resolve(import.meta.dirname, "../..");
let dir: string;

/** `npm run staff -- ...` as an operator runs it, the password piped in on standard input. */
function staff(args: string[], input = "") {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/staff/cli.ts", ...args], {
    cwd: projectRoot,
    input,
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: process.env.HOME, SQLITE_FILE: path.join(dir, "site.db") },
  });
  return { code: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

describe("npm run staff", () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "staff-cli-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("adds, lists, resets and removes an account, refusing weak passwords with a reason", () => {
    expect(staff(["list"])).toMatchObject({ code: 0, out: "No staff accounts yet: npm run staff -- add EMAIL" });
    expect(staff(["add", "devi@cleverobotics.com"], "short\n")).toMatchObject({
      code: 1,
      err: "The password needs at least 12 characters.",
    });
    expect(staff(["add", "devi@cleverobotics.com"], "qwertyuiop123\n").err).toMatch(/common passwords/);
    expect(staff(["add", "devi@cleverobotics.com"], "iloveyou1234\n").err).toBe(
      "That password is too easy to guess. This is similar to a commonly used password. Choose a longer one, such as a few unrelated words.",
    );
    expect(staff(["add", "Devi@Cleverobotics.com"], "orders-by-whatsapp-9\n")).toMatchObject({
      code: 0,
      out: "Added devi@cleverobotics.com.",
    });
    expect(staff(["list"]).out).toMatch(/^devi@cleverobotics\.com\tadded \d{4}-\d\d-\d\dT/);
    expect(staff(["reset", "devi@cleverobotics.com"], "another-long-secret-7\n")).toMatchObject({ code: 0 });
    expect(staff(["remove", "devi@cleverobotics.com"])).toMatchObject({
      code: 0,
      out: "Removed devi@cleverobotics.com.",
    });
    expect(staff(["remove", "devi@cleverobotics.com"])).toMatchObject({
      code: 1,
      err: "devi@cleverobotics.com has no account.",
    });
    expect(staff(["audit"])).toMatchObject({ code: 0, out: "The audit trail is empty." });
    const usage = staff(["add"]);
    expect(usage.code).toBe(1);
    expect(usage.err).toContain("npm run staff -- add EMAIL");
    // Eleven runs of the command, each starting Node and tsx.
  }, 90_000);
});
