import { userInfo } from "node:os";
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { readServerConfig } from "../config";
import { openDatabase } from "../db/database";
import { forTerminal, jsonForTerminal } from "../terminal-text";
import { type AccountChangeBy, AccountError, addAccount, listAccounts, removeAccount, resetPassword } from "./accounts";
import {
  AUDIT_ACTIONS,
  AUDIT_DEFAULT_LIMIT,
  type AuditAction,
  type AuditLine,
  type AuditQuery,
  parseAuditTime,
  recentAudit,
} from "./audit";
import { MIN_PASSWORD_LENGTH } from "./passwords";

const MAX_AUDIT_LIMIT = 100_000;

/** Words joined by commas, in lines of at most 72 characters under the option's text. */
function wrapped(words: readonly string[]): string {
  const lines = [""];
  for (const word of words) {
    const last = lines.length - 1;
    if (lines[last] && lines[last]!.length + word.length + 2 > 72) lines.push(word);
    else lines[last] = lines[last] ? `${lines[last]}, ${word}` : word;
  }
  return lines.join(",\n                      ");
}

const usage = `Staff accounts of the inbox at /staff, in the configured database:
  npm run staff -- add EMAIL      a new account; the password is read from standard input
  npm run staff -- reset EMAIL    a new password; the account's sessions end
  npm run staff -- remove EMAIL   the account and its sessions
  npm run staff -- list           every account
  npm run staff -- audit [--account EMAIL] [--action ACTION] [--since TIME] [--until TIME] [--limit N] [--json]
                                  the audit trail, oldest first: sign-ins, reads, changes, exports
    --account EMAIL   only what this account did (cli:USER for this command's own changes)
    --action ACTION   only this action, quoted when it has spaces:
                      ${wrapped(AUDIT_ACTIONS.map((action) => (action.includes(" ") ? `"${action}"` : action)))}
    --since TIME      from this time on: an age (45s, 30m, 2h, 1d, 2w) or an ISO date or time,
                      UTC unless it gives an offset (2026-01-31, 2026-01-31T09:00, 2026-01-31T14:30+05:30)
    --until TIME      up to this time, given the same way
    --limit N         the newest N lines that match (${AUDIT_DEFAULT_LIMIT} unless given, at most ${MAX_AUDIT_LIMIT})
    --json            one JSON object a line: at, address, actor, action, target, count
  Control characters in a field print as escapes (\\n, \\x1b, \\u202e; a backslash as \\\\).
  Refused sign-ins are counted: one line per email, address and minute, with its count (×37).
A password has at least ${MIN_PASSWORD_LENGTH} characters and is not a common one.`;

/** The usage, after what was wrong with the arguments. */
const usageError = (problem: string) => new AccountError(`${problem}\n\n${usage}`);

/** One line from a terminal, typed without echo. */
function askHidden(question: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const prompt = createInterface({ input: process.stdin, output: muted, terminal: true });
  process.stdout.write(question);
  return new Promise((resolve) => {
    prompt.question("", (answer) => {
      prompt.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

/** The first line of standard input (a pipe or a file). */
async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return "";
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLine();
  const password = await askHidden("Password: ");
  if ((await askHidden("Same password again: ")) !== password) throw new AccountError("The two passwords differ.");
  return password;
}

/** Whoever runs the command, as the audit trail names them. */
function operator(): AccountChangeBy {
  let user: string;
  try {
    user = userInfo().username;
  } catch {
    // A user id with no passwd entry (a container): the environment's name, or the number.
    user = process.env.USER || process.env.LOGNAME || `uid ${process.getuid?.() ?? "unknown"}`;
  }
  return { actor: `cli:${user}`, address: "cli" };
}

const auditOptions = {
  account: { type: "string" },
  action: { type: "string" },
  since: { type: "string" },
  until: { type: "string" },
  limit: { type: "string" },
  json: { type: "boolean" },
} as const;

interface Command {
  command: string;
  email?: string;
  query: AuditQuery;
  json: boolean;
}

function parseOptions(args: string[]) {
  try {
    return parseArgs({ args, options: auditOptions, allowPositionals: true, strict: true });
  } catch (error) {
    // Node's first sentence: its advice about "--" is for positionals, not these options.
    throw usageError(forTerminal(String((error as Error).message).split(/\.\s+To specify|\n/)[0]!));
  }
}

/** The command line, checked: anything wrong throws the usage after the reason. */
function parseCommand(args: string[], now = new Date()): Command {
  const { values, positionals } = parseOptions(args);
  const [command, email, ...extra] = positionals;
  const needsEmail = command === "add" || command === "reset" || command === "remove";
  if (!command) throw new AccountError(usage);
  if (!(needsEmail || command === "list" || command === "audit")) {
    throw usageError(`Unknown command "${forTerminal(command)}".`);
  }
  if (needsEmail && !email) throw usageError(`${command} needs the account's email.`);
  const unexpected = needsEmail ? extra : [email, ...extra].filter((value) => value !== undefined);
  if (unexpected.length) throw usageError(`Unexpected argument "${forTerminal(unexpected[0]!)}".`);
  if (command !== "audit" && Object.keys(values).length) {
    throw usageError(`--${Object.keys(values)[0]} goes with audit only.`);
  }

  const query: AuditQuery = {};
  if (values.account !== undefined) {
    if (!values.account.trim()) throw usageError("--account needs an email.");
    query.account = values.account;
  }
  if (values.action !== undefined) {
    if (!(AUDIT_ACTIONS as readonly string[]).includes(values.action)) {
      throw usageError(`--action "${forTerminal(values.action)}" is not an action of the trail.`);
    }
    query.action = values.action as AuditAction;
  }
  for (const bound of ["since", "until"] as const) {
    const given = values[bound];
    if (given === undefined) continue;
    const time = parseAuditTime(given, now);
    if (!time) {
      throw usageError(
        `--${bound} "${forTerminal(given)}" is not a time: give an age such as 30m, 2h or 1d, or an ISO time such as 2026-01-31T09:00.`,
      );
    }
    query[bound] = time;
  }
  if (query.since && query.until && query.since > query.until) throw usageError("--since is later than --until.");
  if (values.limit !== undefined) {
    const limit = /^\d{1,7}$/.test(values.limit) ? Number(values.limit) : Number.NaN;
    if (!(limit >= 1 && limit <= MAX_AUDIT_LIMIT)) {
      throw usageError(`--limit "${forTerminal(values.limit)}" is not a number from 1 to ${MAX_AUDIT_LIMIT}.`);
    }
    query.limit = limit;
  }
  return { command, email, query, json: values.json === true };
}

/** One line of the trail for a terminal: tab-separated fields, each escaped. */
function auditText(line: AuditLine): string {
  const action = line.count > 1 ? `${line.action} ×${line.count}` : line.action;
  return [line.at, line.address, line.actor, action, line.target].map(forTerminal).join("\t").trimEnd();
}

function auditJson(line: AuditLine): string {
  const { at, address, actor, action, target, count } = line;
  return jsonForTerminal({ at, address, actor, action, target, count });
}

/** What to print; null for nothing at all. */
async function main(args: string[]): Promise<string | null> {
  const { command, email, query, json } = parseCommand(args);
  const database = await openDatabase(readServerConfig().database);
  try {
    switch (command) {
      case "add": {
        const added = await addAccount(database.db, email!, await readPassword(), { by: operator() });
        return `Added ${forTerminal(added)}.`;
      }
      case "reset": {
        const reset = await resetPassword(database.db, email!, await readPassword(), { by: operator() });
        return `New password set for ${forTerminal(reset)}; its sessions have ended.`;
      }
      case "remove":
        return `Removed ${forTerminal(await removeAccount(database.db, email!, { by: operator() }))}.`;
      case "audit": {
        const lines = (await recentAudit(database.db, query)).reverse();
        if (json) return lines.length ? lines.map(auditJson).join("\n") : null;
        if (!lines.length) {
          const filtered = query.account ?? query.action ?? query.since ?? query.until;
          return filtered ? "No line of the audit trail matches." : "The audit trail is empty.";
        }
        return lines.map(auditText).join("\n");
      }
      default: {
        const accounts = await listAccounts(database.db);
        if (!accounts.length) return "No staff accounts yet: npm run staff -- add EMAIL";
        return accounts
          .map(
            (account) =>
              `${forTerminal(account.email)}\tadded ${account.createdAt}\tpassword set ${account.passwordChangedAt}`,
          )
          .join("\n");
      }
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (message) => {
    if (message !== null) console.log(message);
  },
  (error) => {
    console.error(error instanceof AccountError ? error.message : error);
    process.exit(1);
  },
);
