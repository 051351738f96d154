import type { Generated, Insertable, Selectable } from "kysely";

/**
 * Tables of the site's database. Timestamps are ISO-8601 UTC strings, which sort and compare
 * the same on SQLite and PostgreSQL; booleans are not stored (SQLite binds none).
 */
export interface Database {
  inquiries: InquiriesTable;
  outbox: OutboxTable;
  delivery_attempts: DeliveryAttemptsTable;
  newsletter_subscriptions: NewsletterTable;
  staff_accounts: StaffAccountsTable;
  staff_sessions: StaffSessionsTable;
  lead_events: LeadEventsTable;
  audit_events: AuditEventsTable;
}

/** 32-bit integer keys on both databases, so PostgreSQL returns numbers, not int8 strings. */
type Id = Generated<number>;

export interface InquiriesTable {
  id: Id;
  public_id: string;
  idempotency_key: string;
  name: string;
  email: string;
  company: string;
  phone: string;
  service: string;
  message: string;
  /** "app" (JSON from the page) or "form" (a plain form post without JavaScript). */
  source: string;
  /** The language of the page it was sent from ("en", "ta"): the team replies in it. */
  language: Generated<string>;
  /** The path of the page it was sent from ("/contact"); empty when not known. */
  page: Generated<string>;
  /** Where the team stands with it: "new", "in progress", "answered" or "closed". */
  status: Generated<LeadStatus>;
  created_at: string;
}

import type { DeliveryChannel } from "../delivery/channels";

export type { DeliveryChannel };
export type DeliveryStatus = "pending" | "sent" | "failed";

export interface OutboxTable {
  id: Id;
  inquiry_id: number;
  channel: DeliveryChannel;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: string;
  /** While a worker holds the row: until when (a crashed worker's claim expires). */
  claimed_until: string | null;
  /** The token of the claim in force; a worker whose token no longer matches has lost the row. */
  claim_token: string | null;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
}

export interface DeliveryAttemptsTable {
  id: Id;
  outbox_id: number;
  attempted_at: string;
  /** 1 when delivered, 0 when not. */
  succeeded: number;
  error: string | null;
}

export interface NewsletterTable {
  id: Id;
  email: string;
  source: string;
  status: Generated<LeadStatus>;
  created_at: string;
}

export const LEAD_STATUSES = ["new", "in progress", "answered", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface StaffAccountsTable {
  id: Id;
  /** Lower case. */
  email: string;
  /** An argon2id PHC string. */
  password_hash: string;
  created_at: string;
  password_changed_at: string;
}

export interface StaffSessionsTable {
  /** SHA-256 (hex) of the cookie's random id. */
  id_hash: string;
  account_id: number;
  created_at: string;
  last_seen_at: string;
  /** The absolute end, however active the session is. */
  expires_at: string;
  /** The client address that logged in. */
  address: string;
}

/** A status change or an internal note on a lead, by whom and when. */
export interface LeadEventsTable {
  id: Id;
  /** "inquiry:12" or "newsletter:3". */
  lead_key: string;
  kind: "status" | "note";
  status: LeadStatus | null;
  note: string | null;
  staff_email: string;
  created_at: string;
}

/** Who did what to which lead or account, when, and from which address. */
export interface AuditEventsTable {
  id: Id;
  at: string;
  /** The staff email, or the email a failed login tried. */
  actor: string;
  /** One of AUDIT_ACTIONS (server/staff/audit.ts): "login", "status", "api lead", "account add"... */
  action: string;
  /** The lead, channel, filter or account it concerned; empty when none. */
  target: string;
  address: string;
  /** How many times it happened: above 1 only for an action counted per window. */
  count: Generated<number>;
  /** For a counted action, the line's window (a hash, unique); null for a line of its own. */
  window_key: string | null;
}

export type Inquiry = Selectable<InquiriesTable>;
export type NewInquiry = Insertable<InquiriesTable>;
export type OutboxRow = Selectable<OutboxTable>;
