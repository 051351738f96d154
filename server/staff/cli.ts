import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { readServerConfig } from "../config";
import { openDatabase } from "../db/database";
import { AccountError, addAccount, listAccounts, removeAccount, resetPassword } from "./accounts";
import { recentAudit } from "./audit";
import { MIN_PASSWORD_LENGTH } from "./passwords";

const usage = `Staff accounts of the inbox at /staff, in the configured database:
  npm run staff -- add EMAIL      a new account; the password is read from standard input
  npm run staff -- reset EMAIL    a new password; the account's sessions end
  npm run staff -- remove EMAIL   the account and its sessions
  npm run staff -- list           every account
  npm run staff -- audit          the last 200 lines of the audit trail: sign-ins, changes, exports
A password has at least ${MIN_PASSWORD_LENGTH} characters and is not a common one.`;

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

async function main(args: string[]): Promise<string> {
  const [command, email] = args;
  const needsEmail = command === "add" || command === "reset" || command === "remove";
  if (!command || !(needsEmail || command === "list" || command === "audit") || (needsEmail && !email)) {
    throw new AccountError(usage);
  }
  const database = await openDatabase(readServerConfig().database);
  try {
    switch (command) {
      case "add":
        return `Added ${await addAccount(database.db, email!, await readPassword())}.`;
      case "reset":
        return `New password set for ${await resetPassword(database.db, email!, await readPassword())}; its sessions have ended.`;
      case "remove":
        return `Removed ${await removeAccount(database.db, email!)}.`;
      case "audit": {
        const lines = await recentAudit(database.db);
        if (!lines.length) return "The audit trail is empty.";
        return lines
          .reverse()
          .map((line) => [line.at, line.address, line.actor, line.action, line.target].join("\t").trimEnd())
          .join("\n");
      }
      default: {
        const accounts = await listAccounts(database.db);
        if (!accounts.length) return "No staff accounts yet: npm run staff -- add EMAIL";
        return accounts
          .map((account) => `${account.email}\tadded ${account.createdAt}\tpassword set ${account.passwordChangedAt}`)
          .join("\n");
      }
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (message) => console.log(message),
  (error) => {
    console.error(error instanceof AccountError ? error.message : error);
    process.exit(1);
  },
);
