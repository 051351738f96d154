import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { liveCharacters, terminalAttack } from "../testing/terminal-attacks";
import { recordAudit } from "./audit";

const projectRoot = path.resolve(import.meta.dirname, "../..");
let dir: string;

/** `npm run staff -- ...` as an operator runs it, the password piped in on standard input. */
function staff(args: string[], input = "", file = "site.db") {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/staff/cli.ts", ...args], {
    cwd: projectRoot,
    input,
    encoding: "utf8",
    env: { PATH: process.env.PATH, HOME: process.env.HOME, SQLITE_FILE: path.join(dir, file) },
  });
  return { code: result.status, out: result.stdout.trim(), err: result.stderr.trim() };
}

/** An email typed at sign-in to forge a line of the trail, colour the terminal and plant a link. */
const forgedActor = `${terminalAttack}\u2067\u2028\\n`;

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
    const operator = `cli:${userInfo().username}`;
    expect(
      staff(["audit"])
        .out.split("\n")
        .map((line) => line.split("\t").slice(1)),
    ).toEqual([
      ["cli", operator, "account add", "devi@cleverobotics.com"],
      ["cli", operator, "account reset", "devi@cleverobotics.com"],
      ["cli", operator, "account remove", "devi@cleverobotics.com"],
    ]);
    const usage = staff(["add"]);
    expect(usage.code).toBe(1);
    expect(usage.err).toContain("npm run staff -- add EMAIL");
    // Eleven runs of the command, each starting Node and tsx.
  }, 150_000);

  it("prints the audit trail with every control character escaped, as JSON lines, and filtered", async () => {
    const file = "audit.db";
    const database = await openDatabase({ kind: "sqlite", file: path.join(dir, file) });
    const hourAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    try {
      const line = (actor: string, action: "login failed" | "status" | "logout", at: string | Date, target = "") =>
        recordAudit(database.db, { actor, action, target, address: "203.0.113.9", now: new Date(at) });
      await line(forgedActor, "login failed", "2026-01-05T10:00:00Z", "\u202eexploit\x1b[0m");
      for (let index = 0; index < 37; index++) {
        await recordAudit(database.db, {
          actor: forgedActor,
          action: "login refused (throttled)",
          address: "203.0.113.9",
          now: new Date(Date.parse("2026-01-05T10:00:01Z") + index * 100),
        });
      }
      await line("meena@cleverobotics.com", "status", "2026-01-05T11:00:00Z", "inquiry-1: answered");
      await line("ravi@cleverobotics.com", "status", "2026-01-05T12:00:00Z", "inquiry-2: closed");
      await line("meena@cleverobotics.com", "status", "2026-01-05T13:00:00Z", "inquiry-3: closed");
      await line("meena@cleverobotics.com", "logout", hourAgo(3));
      await line("meena@cleverobotics.com", "logout", hourAgo(1));
    } finally {
      await database.close();
    }

    const text = staff(["audit"], "", file);
    expect(text.code).toBe(0);
    expect(liveCharacters(text.out, "\t\n")).toEqual([]);
    const lines = text.out.split("\n");
    expect(lines).toHaveLength(7);
    expect(lines[0]).toBe(
      [
        "2026-01-05T10:00:00.000Z",
        "203.0.113.9",
        "\\n2026-01-01T00:00:00Z\\t1.2.3.4\\tadmin@x\\tlogin\\r\\x1b[31m\\x1b]8;;https://evil.example\\x07click\\x1b]8;;\\x07\\x9b\\u202e\\u2067\\u2028\\\\n",
        "login failed",
        "\\u202eexploit\\x1b[0m",
      ].join("\t"),
    );
    expect(lines[1]!.split("\t")[3]).toBe("login refused (throttled) ×37");
    for (const printed of lines) expect(printed.split("\t").length).toBeLessThanOrEqual(5);

    const json = staff(["audit", "--json"], "", file);
    expect(json.code).toBe(0);
    expect(liveCharacters(json.out, "\n")).toEqual([]);
    const objects = json.out.split("\n").map((printed) => JSON.parse(printed));
    expect(objects).toHaveLength(7);
    expect(objects[0]).toEqual({
      at: "2026-01-05T10:00:00.000Z",
      address: "203.0.113.9",
      actor: forgedActor,
      action: "login failed",
      target: "\u202eexploit\x1b[0m",
      count: 1,
    });
    expect(objects[1]).toMatchObject({ actor: forgedActor, action: "login refused (throttled)", count: 37 });

    const filtered = staff(
      [
        "audit",
        "--account",
        "Meena@Cleverobotics.com",
        "--action",
        "status",
        "--since",
        "2026-01-05T10:30",
        "--until=2026-01-05T19:00+05:30",
      ],
      "",
      file,
    );
    expect(filtered.out.split("\n").map((printed) => printed.split("\t")[4])).toEqual([
      "inquiry-1: answered",
      "inquiry-3: closed",
    ]);
    const recent = staff(["audit", "--since", "2h", "--json"], "", file);
    expect(recent.out.split("\n").map((printed) => JSON.parse(printed).action)).toEqual(["logout"]);
    expect(staff(["audit", "--since", "1s", "--json"], "", file)).toMatchObject({ code: 0, out: "" });
    expect(staff(["audit", "--action", "logout", "--limit", "1"], "", file).out).toMatch(
      /^\S+\t203\.0\.113\.9\tmeena@cleverobotics\.com\tlogout$/,
    );

    for (const [args, problem] of [
      [["audit", "--since", "yesterday"], '--since "yesterday" is not a time'],
      [["audit", "--limit", "0"], '--limit "0" is not a number from 1 to 100000.'],
      [["audit", "--action", "hack\x1b[31m"], '--action "hack\\x1b[31m" is not an action of the trail.'],
      [["audit", "--verbose"], "Unknown option '--verbose'"],
      [["list", "--json"], "--json goes with audit only."],
    ] as const) {
      const refused = staff([...args], "", file);
      expect(refused.code, args.join(" ")).toBe(1);
      expect(refused.err).toContain(problem);
      expect(refused.err).toContain("npm run staff -- audit [--account EMAIL]");
      expect(refused.out).toBe("");
    }
    // Fourteen runs of the command.
  }, 150_000);
});
