import { createHash } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { AuditEventsTable, Database } from "../db/schema";

export const AUDIT_ACTIONS = [
  "login",
  "login failed",
  "login refused (throttled)",
  "logout",
  "status",
  "note",
  "retry",
  "export",
  /** GET /api/staff/leads: the filter and page read. */
  "api list",
  /** GET /api/staff/leads/:key. */
  "api lead",
  /** GET /staff/leads/:key, the lead's page. */
  "lead page",
  /** `npm run staff -- add|reset|remove`: the account concerned. */
  "account add",
  "account reset",
  "account remove",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Actions counted instead of written a line each: one line per actor, address, action and
 * target in each window, whose count grows with every repeat. A guesser refused a thousand
 * times in a second adds one line, not a thousand that push everything else out of view.
 */
const COUNTED_ACTIONS: ReadonlySet<AuditAction> = new Set(["login refused (throttled)"]);

/** Counted actions share a line within one minute of the clock (10:00:00.000 to 10:00:59.999, UTC). */
export const AUDIT_WINDOW_MS = 60_000;

export const AUDIT_DEFAULT_LIMIT = 200;

export interface AuditEvent {
  actor: string;
  action: AuditAction;
  /** The lead, channel, filter or account it concerned. */
  target?: string;
  address: string;
  now?: Date;
}

/**
 * Appends one line to the audit trail: who did what, when, from which address. A counted
 * action adds one to its window's line instead (an atomic upsert), creating it when it is the first.
 */
export async function recordAudit(db: Kysely<Database>, event: AuditEvent): Promise<void> {
  const now = event.now ?? new Date();
  const line = {
    at: now.toISOString(),
    actor: event.actor.slice(0, 254),
    action: event.action,
    target: (event.target ?? "").slice(0, 500),
    address: event.address.slice(0, 100),
  };
  if (!COUNTED_ACTIONS.has(event.action)) {
    await db.insertInto("audit_events").values(line).execute();
    return;
  }
  const window = new Date(Math.floor(now.getTime() / AUDIT_WINDOW_MS) * AUDIT_WINDOW_MS).toISOString();
  const windowKey = createHash("sha256")
    .update(JSON.stringify([line.action, line.actor, line.address, line.target, window]))
    .digest("hex");
  await db
    .insertInto("audit_events")
    .values({ ...line, count: 1, window_key: windowKey })
    .onConflict((conflict) =>
      conflict.column("window_key").doUpdateSet((eb) => ({ count: eb("audit_events.count", "+", 1) })),
    )
    .execute();
}

/** A line of the trail; `at` is its first occurrence, `count` how many it stands for. */
export type AuditLine = Omit<Selectable<AuditEventsTable>, "id" | "window_key">;

export interface AuditQuery {
  /** The actor: a staff email (in any case) or "cli:USER". */
  account?: string;
  action?: AuditAction;
  /** Lines from this time on. */
  since?: Date;
  /** Lines up to this time. */
  until?: Date;
  limit?: number;
}

/** The newest lines of the trail that match, newest first. */
export function recentAudit(db: Kysely<Database>, query: AuditQuery = {}): Promise<AuditLine[]> {
  let lines = db.selectFrom("audit_events").select(["at", "actor", "action", "target", "address", "count"]);
  if (query.account !== undefined) {
    const typed = query.account.trim();
    lines = lines.where("actor", "in", [...new Set([typed, typed.toLowerCase()])]);
  }
  if (query.action !== undefined) lines = lines.where("action", "=", query.action);
  if (query.since) lines = lines.where("at", ">=", query.since.toISOString());
  if (query.until) lines = lines.where("at", "<=", query.until.toISOString());
  return lines
    .orderBy("id", "desc")
    .limit(query.limit ?? AUDIT_DEFAULT_LIMIT)
    .execute();
}

const AGE_UNITS_MS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

const isoTime = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * A time given to `audit --since/--until`: an age before now ("45s", "30m", "2h", "1d", "2w"),
 * or an ISO date or time, read as UTC unless it gives an offset ("2026-01-31",
 * "2026-01-31T09:00", "2026-01-31T14:30+05:30"). Null for anything else.
 */
export function parseAuditTime(text: string, now = new Date()): Date | null {
  const trimmed = text.trim();
  const age = /^(\d{1,7})([smhdw])$/i.exec(trimmed);
  if (age) return new Date(now.getTime() - Number(age[1]) * AGE_UNITS_MS[age[2]!.toLowerCase()]!);
  const iso = isoTime.exec(trimmed);
  if (!iso) return null;
  const [, year, month, day, hour, minute, second, zone] = iso;
  // The same day of a year as leap (Date.UTC reads years 0 to 99 as 1900 to 1999).
  const calendar = new Date(Date.UTC(2000 + (Number(year) % 400), Number(month) - 1, Number(day)));
  if (calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) return null;
  if (Number(hour ?? 0) > 23 || Number(minute ?? 0) > 59 || Number(second ?? 0) > 59) return null;
  const offset = zone?.toUpperCase().replace(/^([+-]\d{2})(\d{2})$/, "$1:$2") ?? "Z";
  const time =
    hour === undefined ? "T00:00" : trimmed.slice(10, trimmed.length - (zone?.length ?? 0)).replace(" ", "T");
  const parsed = Date.parse(`${year}-${month}-${day}${time.toUpperCase()}${offset}`);
  return Number.isNaN(parsed) ? null : new Date(parsed);
}
