import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { Database, DeliveryChannel, LeadStatus } from "../db/schema";
import { type DeliveryState, deliveryState } from "../delivery/delivery-state";

/**
 * The inbox's view of the database: contact-form inquiries, chat handoffs and newsletter
 * signups as one list of leads, newest first, with where the team stands on each.
 */
export type LeadKind = "inquiry" | "newsletter";
export const LEAD_SOURCES = ["contact form", "chat", "newsletter"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** "inquiry-12" or "newsletter-3": a lead's name in addresses and in its events. */
export type LeadKey = `${LeadKind}-${number}`;

export function parseLeadKey(value: string): { kind: LeadKind; id: number } | null {
  const match = /^(inquiry|newsletter)-([1-9]\d{0,9})$/.exec(value);
  return match ? { kind: match[1] as LeadKind, id: Number(match[2]) } : null;
}

export interface LeadSummary {
  key: LeadKey;
  kind: LeadKind;
  id: number;
  receivedAt: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  service: string;
  message: string;
  source: LeadSource;
  status: LeadStatus;
  language: string;
  /** The page it was sent from, or for a signup the box it was typed into ("blog", "footer"). */
  page: string;
  /** A channel gave up, or failed and waits to retry. */
  deliveryProblem: boolean;
}

export interface LeadFilter {
  status?: LeadStatus;
  source?: LeadSource;
  /** Words found in the name, email, company, phone or message, in any case. */
  text?: string;
  deliveryProblem?: boolean;
}

/** Where a page of the list ends: the next page starts after this lead, whatever arrived since. */
export interface Cursor {
  receivedAt: string;
  kind: LeadKind;
  id: number;
}

export const encodeCursor = (cursor: Cursor) => `${cursor.receivedAt}_${cursor.kind}-${cursor.id}`;

export function decodeCursor(value: string): Cursor | null {
  const match = /^(\d{4}-\d\d-\d\dT[\d:.]+Z)_(inquiry|newsletter)-([1-9]\d{0,9})$/.exec(value);
  return match ? { receivedAt: match[1]!, kind: match[2] as LeadKind, id: Number(match[3]) } : null;
}

const problemDelivery = (eb: ExpressionBuilder<Database, "outbox">) =>
  eb.or([
    eb("outbox.status", "=", "failed"),
    eb.and([eb("outbox.status", "=", "pending"), eb("outbox.attempts", ">", 0)]),
  ]);

function allLeads(db: Kysely<Database>) {
  const inquiries = db.selectFrom("inquiries").select((eb) => [
    sql<LeadKind>`'inquiry'`.as("kind"),
    "inquiries.id",
    "inquiries.created_at",
    "inquiries.name",
    "inquiries.email",
    "inquiries.phone",
    "inquiries.company",
    "inquiries.service",
    "inquiries.message",
    sql<LeadSource>`case when inquiries.source = 'chat' then 'chat' else 'contact form' end`.as("source"),
    "inquiries.status",
    "inquiries.language",
    "inquiries.page",
    eb
      .case()
      .when(
        eb.exists(
          eb
            .selectFrom("outbox")
            .select("outbox.id")
            .whereRef("outbox.inquiry_id", "=", "inquiries.id")
            .where((outbox) => problemDelivery(outbox)),
        ),
      )
      .then(1)
      .else(0)
      .end()
      .as("delivery_problem"),
  ]);
  const signups = db
    .selectFrom("newsletter_subscriptions")
    .select([
      sql<LeadKind>`'newsletter'`.as("kind"),
      "newsletter_subscriptions.id",
      "newsletter_subscriptions.created_at",
      sql<string>`''`.as("name"),
      "newsletter_subscriptions.email",
      sql<string>`''`.as("phone"),
      sql<string>`''`.as("company"),
      sql<string>`''`.as("service"),
      sql<string>`''`.as("message"),
      sql<LeadSource>`'newsletter'`.as("source"),
      "newsletter_subscriptions.status",
      sql<string>`''`.as("language"),
      "newsletter_subscriptions.source as page",
      sql<number>`0`.as("delivery_problem"),
    ]);
  return db.selectFrom(inquiries.unionAll(signups).as("leads"));
}

function filtered(db: Kysely<Database>, filter: LeadFilter) {
  let query = allLeads(db).selectAll();
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.source) query = query.where("source", "=", filter.source);
  if (filter.deliveryProblem) query = query.where("delivery_problem", "=", 1);
  const words = (filter.text ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or(
        (["name", "email", "company", "phone", "message"] as const).map(
          (column) => sql<boolean>`lower(${eb.ref(column)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return query;
}

type Row = Awaited<ReturnType<ReturnType<typeof filtered>["execute"]>>[number];

const summary = (row: Row): LeadSummary => ({
  key: `${row.kind}-${row.id}`,
  kind: row.kind,
  id: row.id,
  receivedAt: row.created_at,
  name: row.name,
  email: row.email,
  phone: row.phone,
  company: row.company,
  service: row.service,
  message: row.message,
  source: row.source,
  status: row.status,
  language: row.language,
  page: row.page,
  deliveryProblem: Number(row.delivery_problem) === 1,
});

export const PAGE_SIZE = 25;

/** One page of leads matching the filter, newest first, starting after `after`. */
export async function listInbox(
  db: Kysely<Database>,
  filter: LeadFilter,
  { after, limit = PAGE_SIZE }: { after?: Cursor; limit?: number } = {},
): Promise<{ leads: LeadSummary[]; next: Cursor | null }> {
  let query = filtered(db, filter);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("created_at", "<", after.receivedAt),
        eb.and([eb("created_at", "=", after.receivedAt), eb("kind", "<", after.kind)]),
        eb.and([eb("created_at", "=", after.receivedAt), eb("kind", "=", after.kind), eb("id", "<", after.id)]),
      ]),
    );
  }
  const rows = await query
    .orderBy("created_at", "desc")
    .orderBy("kind", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1)
    .execute();
  const leads = rows.slice(0, limit).map(summary);
  const last = leads.at(-1);
  return {
    leads,
    next: rows.length > limit && last ? { receivedAt: last.receivedAt, kind: last.kind, id: last.id } : null,
  };
}

/** Every lead matching the filter, newest first, for the export (at most `limit`). */
export async function allMatching(db: Kysely<Database>, filter: LeadFilter, limit = 50_000): Promise<LeadSummary[]> {
  const rows = await filtered(db, filter)
    .orderBy("created_at", "desc")
    .orderBy("kind", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map(summary);
}

/** How many leads nobody has taken up yet, and how many have a delivery that failed. */
export async function inboxCounts(db: Kysely<Database>): Promise<{ new: number; deliveryProblems: number }> {
  const [fresh, problems] = await Promise.all([
    allLeads(db)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("status", "=", "new")
      .executeTakeFirstOrThrow(),
    allLeads(db)
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("delivery_problem", "=", 1)
      .executeTakeFirstOrThrow(),
  ]);
  return { new: Number(fresh.count), deliveryProblems: Number(problems.count) };
}

export interface LeadEvent {
  id: number;
  kind: "status" | "note";
  status: LeadStatus | null;
  note: string | null;
  staffEmail: string;
  at: string;
}

export interface LeadDetail {
  lead: LeadSummary;
  /** The inquiry's id as the visitor and the mails know it. */
  publicId: string | null;
  deliveries: DeliveryState[];
  events: LeadEvent[];
}

export async function leadDetail(db: Kysely<Database>, key: string, now = new Date()): Promise<LeadDetail | null> {
  const parsed = parseLeadKey(key);
  if (!parsed) return null;
  const row = await allLeads(db)
    .selectAll()
    .where("kind", "=", parsed.kind)
    .where("id", "=", parsed.id)
    .executeTakeFirst();
  if (!row) return null;
  const lead = summary(row);
  const [outbox, events, inquiry] = await Promise.all([
    parsed.kind === "inquiry"
      ? db.selectFrom("outbox").selectAll().where("inquiry_id", "=", parsed.id).orderBy("channel").execute()
      : [],
    db.selectFrom("lead_events").selectAll().where("lead_key", "=", lead.key).orderBy("id", "desc").execute(),
    parsed.kind === "inquiry"
      ? db.selectFrom("inquiries").select("public_id").where("id", "=", parsed.id).executeTakeFirst()
      : undefined,
  ]);
  return {
    lead,
    publicId: inquiry?.public_id ?? null,
    deliveries: outbox.map((row) => deliveryState(row, now)),
    events: events.map((event) => ({
      id: event.id,
      kind: event.kind,
      status: event.status,
      note: event.note,
      staffEmail: event.staff_email,
      at: event.created_at,
    })),
  };
}

const tableOf = { inquiry: "inquiries", newsletter: "newsletter_subscriptions" } as const;

/** Sets a lead's status and records who did it; false when there is no such lead. */
export async function setLeadStatus(
  db: Kysely<Database>,
  { key, status, staffEmail, now = new Date() }: { key: string; status: LeadStatus; staffEmail: string; now?: Date },
): Promise<boolean> {
  const parsed = parseLeadKey(key);
  if (!parsed) return false;
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable(tableOf[parsed.kind])
      .set({ status })
      .where("id", "=", parsed.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await trx
      .insertInto("lead_events")
      .values({
        lead_key: key,
        kind: "status",
        status,
        note: null,
        staff_email: staffEmail,
        created_at: now.toISOString(),
      })
      .execute();
    return true;
  });
}

export const NOTE_MAX_LENGTH = 2000;

/** Adds an internal note to a lead; false when there is no such lead. */
export async function addLeadNote(
  db: Kysely<Database>,
  { key, note, staffEmail, now = new Date() }: { key: string; note: string; staffEmail: string; now?: Date },
): Promise<boolean> {
  if (!(await leadExists(db, key))) return false;
  await db
    .insertInto("lead_events")
    .values({
      lead_key: key,
      kind: "note",
      status: null,
      note: note.slice(0, NOTE_MAX_LENGTH),
      staff_email: staffEmail,
      created_at: now.toISOString(),
    })
    .execute();
  return true;
}

export async function leadExists(db: Kysely<Database>, key: string): Promise<boolean> {
  const parsed = parseLeadKey(key);
  if (!parsed) return false;
  const row = await db.selectFrom(tableOf[parsed.kind]).select("id").where("id", "=", parsed.id).executeTakeFirst();
  return row !== undefined;
}

/**
 * "Retry now": puts a channel that gave up, or waits to retry, back in the outbox, due now.
 * Its attempts so far are kept, so a failed row that fails again gives up again at once.
 */
export async function retryDelivery(
  db: Kysely<Database>,
  { key, channel, now = new Date() }: { key: string; channel: DeliveryChannel; now?: Date },
): Promise<"queued" | "not needed" | "not found"> {
  const parsed = parseLeadKey(key);
  if (parsed?.kind !== "inquiry") return "not found";
  const row = await db
    .selectFrom("outbox")
    .selectAll()
    .where("inquiry_id", "=", parsed.id)
    .where("channel", "=", channel)
    .executeTakeFirst();
  if (!row) return "not found";
  const state = deliveryState(row, now).state;
  if (state !== "failed" && state !== "waiting to retry") return "not needed";
  const at = now.toISOString();
  const result = await db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: at, claimed_until: null, claim_token: null })
    .where("id", "=", row.id)
    .where("status", "=", row.status)
    .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", at)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? "queued" : "not needed";
}
