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
  created_at: string;
}

export type Inquiry = Selectable<InquiriesTable>;
export type NewInquiry = Insertable<InquiriesTable>;
export type OutboxRow = Selectable<OutboxTable>;
