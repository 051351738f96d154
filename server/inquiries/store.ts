import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { PageLang } from "../../app/content/page-entry";
import type { InquiryInput } from "../../app/lib/inquiry/validation";
import type { Database, DeliveryChannel, Inquiry } from "../db/schema";

export interface SaveInquiry {
  input: InquiryInput;
  source: "app" | "form" | "chat";
  /** The language of the page it was sent from; English when left out. */
  language?: PageLang;
  /** The path of the page it was sent from; empty when not known. */
  page?: string;
  idempotencyKey: string;
  /** One outbox row is written for each. */
  channels: readonly DeliveryChannel[];
  now?: Date;
  /** The id the visitor was already given (an inquiry replayed from the spool); else a new one. */
  publicId?: string;
}

/**
 * Writes the inquiry and its outbox rows in one transaction. A second call with the same
 * idempotency key (a double click, a retry, a race) stores nothing and returns the first id.
 */
export async function saveInquiry(
  db: Kysely<Database>,
  {
    input,
    source,
    language = "en",
    page = "",
    idempotencyKey,
    channels,
    now = new Date(),
    publicId = randomUUID(),
  }: SaveInquiry,
): Promise<{ publicId: string; created: boolean }> {
  const existing = await findByKey(db, idempotencyKey);
  if (existing) return { publicId: existing, created: false };
  const at = now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto("inquiries")
        .values({
          ...input,
          public_id: publicId,
          idempotency_key: idempotencyKey,
          source,
          language,
          page,
          created_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (channels.length) {
        await trx
          .insertInto("outbox")
          .values(
            channels.map((channel) => ({
              inquiry_id: id,
              channel,
              status: "pending" as const,
              attempts: 0,
              next_attempt_at: at,
              created_at: at,
            })),
          )
          .execute();
      }
      return { publicId, created: true };
    });
  } catch (error) {
    // Two requests with one key at the same moment: the unique index lets only one in.
    const winner = await findByKey(db, idempotencyKey);
    if (winner) return { publicId: winner, created: false };
    throw error;
  }
}

async function findByKey(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom("inquiries")
    .select("public_id")
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
  return row?.public_id;
}

/** How an inquiry is shown outside the database: to a webhook receiver and in the leads export. */
export function inquiryRecord(inquiry: Inquiry) {
  return {
    id: inquiry.public_id,
    receivedAt: inquiry.created_at,
    name: inquiry.name,
    email: inquiry.email,
    company: inquiry.company,
    phone: inquiry.phone,
    service: inquiry.service,
    message: inquiry.message,
    source: inquiry.source,
    language: inquiry.language,
    page: inquiry.page,
  };
}

export type InquiryRecord = ReturnType<typeof inquiryRecord>;
