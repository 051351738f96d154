import { parseArgs } from "node:util";
import type { Kysely } from "kysely";
import { readServerConfig } from "./config";
import { toCsv } from "./csv";
import { openDatabase } from "./db/database";
import type { Database } from "./db/schema";
import { deliveryState, deliveryText } from "./delivery/delivery-state";
import { type InquiryRecord, inquiryRecord } from "./inquiries/store";
import { jsonForTerminal, wordsForTerminal } from "./terminal-text";

/**
 * `npm run leads -- [--since DATE] [--format csv|json]`: every inquiry with the state of its
 * deliveries, for the team. Reads the configured database (DATABASE_URL or the SQLite file).
 */
export type Lead = InquiryRecord & {
  /**
   * Each channel's state, e.g. "smtp: sent; webhook: sending now, attempt 1", telling a send in
   * progress from one waiting to retry, with its last error; "kept (no channel configured)"
   * without channels.
   */
  delivery: string;
};

export async function listLeads(db: Kysely<Database>, since?: string, now = new Date()): Promise<Lead[]> {
  let query = db.selectFrom("inquiries").selectAll().orderBy("created_at", "desc");
  if (since) query = query.where("created_at", ">=", since);
  const inquiries = await query.execute();
  const outbox = inquiries.length
    ? await db
        .selectFrom("outbox")
        .select([
          "inquiry_id",
          "channel",
          "status",
          "attempts",
          "next_attempt_at",
          "claimed_until",
          "last_error",
          "sent_at",
        ])
        .where(
          "inquiry_id",
          "in",
          inquiries.map((inquiry) => inquiry.id),
        )
        .orderBy("channel")
        .execute()
    : [];
  return inquiries.map((inquiry) => {
    const rows = outbox.filter((row) => row.inquiry_id === inquiry.id);
    return {
      ...inquiryRecord(inquiry),
      delivery: rows.length
        ? rows.map((row) => deliveryText(deliveryState(row, now))).join("; ")
        : "kept (no channel configured)",
    };
  });
}

/** The export's columns, in order. */
export const leadColumns: readonly (keyof Lead)[] = [
  "id",
  "receivedAt",
  "name",
  "email",
  "company",
  "phone",
  "service",
  "message",
  "source",
  "language",
  "page",
  "delivery",
];

/**
 * The leads as CSV or JSON. JSON escapes every control and invisible character (JSON.parse
 * gives back the exact words). CSV to a file or a pipe keeps the words byte for byte; CSV to a
 * terminal shows them as escapes, so a lead cannot colour, move or forge lines on the screen.
 */
export function formatLeads(leads: readonly Lead[], format: "csv" | "json", toTerminal: boolean): string {
  if (format === "json") return `${jsonForTerminal(leads, 2)}\n`;
  if (!toTerminal) return toCsv(leadColumns, leads);
  const shown = leads.map((lead) =>
    Object.fromEntries(Object.entries(lead).map(([column, value]) => [column, wordsForTerminal(String(value))])),
  ) as Lead[];
  return toCsv(leadColumns, shown);
}

function parseSince(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`--since needs a date such as 2026-01-31, got "${value}"`);
  return date.toISOString();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { since: { type: "string" }, format: { type: "string", default: "csv" } },
  });
  if (values.format !== "csv" && values.format !== "json")
    throw new Error(`--format is csv or json, got "${values.format}"`);
  const since = parseSince(values.since);
  const database = await openDatabase(readServerConfig().database);
  try {
    const leads = await listLeads(database.db, since);
    process.stdout.write(formatLeads(leads, values.format, process.stdout.isTTY === true));
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
