import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SiteDatabase } from "../db/database";
import { claimDueDeliveries, recordAttempt } from "../delivery/outbox";
import { saveInquiry } from "../inquiries/store";
import { saveSubscription } from "../newsletter/store";
import { testDatabases } from "../testing/databases";
import {
  addLeadNote,
  allMatching,
  decodeCursor,
  encodeCursor,
  inboxCounts,
  leadDetail,
  listInbox,
  retryDelivery,
  setLeadStatus,
} from "./inbox";

const input = {
  name: "Priya",
  email: "priya@kadai.in",
  company: "Kadai",
  phone: "+91 98400 12345",
  service: "rpa",
  message: "Billing takes all evening",
};
const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 10, minute));

describe.each(testDatabases)("the inbox on $name", ({ open }) => {
  let database: SiteDatabase;
  beforeEach(async () => {
    database = await open();
  });
  afterEach(async () => {
    await database.close();
  });

  const inquiry = (
    key: string,
    minute: number,
    extra: Partial<typeof input> = {},
    source: "app" | "form" | "chat" = "app",
  ) =>
    saveInquiry(database.db, {
      input: { ...input, ...extra },
      source,
      page: "/contact",
      idempotencyKey: key,
      channels: ["webhook"],
      now: at(minute),
    });

  it("lists inquiries, chat handoffs and signups together, newest first, with filters", async () => {
    await inquiry("k-form-0001", 1);
    await inquiry("k-chat-0001", 2, { name: "Ravi", message: "Visitor: WhatsApp bot price?" }, "chat");
    await saveSubscription(database.db, { email: "anbu@shop.in", source: "footer", now: at(3) });

    const { leads } = await listInbox(database.db, {});
    expect(leads.map((lead) => [lead.key, lead.source, lead.status])).toEqual([
      ["newsletter-1", "newsletter", "new"],
      ["inquiry-2", "chat", "new"],
      ["inquiry-1", "contact form", "new"],
    ]);
    expect(leads[0]).toMatchObject({ email: "anbu@shop.in", page: "footer", name: "" });
    expect(leads[2]).toMatchObject({ name: "Priya", page: "/contact", deliveryProblem: false });

    expect((await listInbox(database.db, { source: "chat" })).leads.map((lead) => lead.key)).toEqual(["inquiry-2"]);
    expect((await listInbox(database.db, { text: "WHATSAPP bot" })).leads.map((lead) => lead.key)).toEqual([
      "inquiry-2",
    ]);
    expect((await listInbox(database.db, { text: "100%" })).leads).toEqual([]);
    expect(await inboxCounts(database.db)).toEqual({ new: 3, deliveryProblems: 0 });

    expect(
      await setLeadStatus(database.db, { key: "inquiry-1", status: "answered", staffEmail: "a@cleverobotics.com" }),
    ).toBe(true);
    expect((await listInbox(database.db, { status: "answered" })).leads.map((lead) => lead.key)).toEqual(["inquiry-1"]);
    expect(await inboxCounts(database.db)).toMatchObject({ new: 2 });
    expect(
      await setLeadStatus(database.db, { key: "inquiry-9", status: "closed", staffEmail: "a@cleverobotics.com" }),
    ).toBe(false);
  });

  it("pages by the last lead shown, so leads arriving meanwhile neither repeat nor skip one", async () => {
    for (let minute = 1; minute <= 5; minute++) await inquiry(`k-page-000${minute}`, minute);
    const first = await listInbox(database.db, {}, { limit: 2 });
    expect(first.leads.map((lead) => lead.key)).toEqual(["inquiry-5", "inquiry-4"]);
    // Two new leads arrive while the first page is read.
    await inquiry("k-page-0006", 6);
    await saveSubscription(database.db, { email: "new@shop.in", source: "blog", now: at(7) });
    const cursor = decodeCursor(encodeCursor(first.next!));
    const second = await listInbox(database.db, {}, { after: cursor!, limit: 2 });
    expect(second.leads.map((lead) => lead.key)).toEqual(["inquiry-3", "inquiry-2"]);
    const third = await listInbox(database.db, {}, { after: second.next!, limit: 2 });
    expect(third).toEqual({ leads: [expect.objectContaining({ key: "inquiry-1" })], next: null });
    expect(decodeCursor("2026-01-01T00:00:00Z_inquiry-1; drop table")).toBeNull();
  });

  it("flags a failed delivery, shows its state, and puts it back in the outbox on Retry now", async () => {
    await inquiry("k-fail-0001", 1);
    const [delivery] = await claimDueDeliveries(database.db, database.dialect, { now: at(2) });
    await recordAttempt(database.db, delivery!, { ok: false, error: "HTTP 502" }, { now: at(2), maxAttempts: 1 });

    const { leads } = await listInbox(database.db, { deliveryProblem: true });
    expect(leads.map((lead) => [lead.key, lead.deliveryProblem])).toEqual([["inquiry-1", true]]);
    expect(await inboxCounts(database.db)).toMatchObject({ deliveryProblems: 1 });
    const detail = await leadDetail(database.db, "inquiry-1", at(3));
    expect(detail?.deliveries).toEqual([{ channel: "webhook", attempts: 1, state: "failed", lastError: "HTTP 502" }]);

    expect(await retryDelivery(database.db, { key: "inquiry-1", channel: "webhook", now: at(4) })).toBe("queued");
    expect((await leadDetail(database.db, "inquiry-1", at(4)))?.deliveries[0]?.state).toBe("waiting to retry");
    const [again] = await claimDueDeliveries(database.db, database.dialect, { now: at(4) });
    expect(again?.inquiry_id).toBe(1);
    expect(await retryDelivery(database.db, { key: "inquiry-1", channel: "webhook", now: at(4) })).toBe("not needed");
    await recordAttempt(database.db, again!, { ok: true }, { now: at(4), maxAttempts: 1 });
    expect(await retryDelivery(database.db, { key: "inquiry-1", channel: "webhook", now: at(5) })).toBe("not needed");
    expect(await retryDelivery(database.db, { key: "inquiry-1", channel: "smtp", now: at(5) })).toBe("not found");
    expect(await inboxCounts(database.db)).toMatchObject({ deliveryProblems: 0 });
  });

  it("keeps status changes and notes with who and when, newest first", async () => {
    await inquiry("k-note-0001", 1);
    await setLeadStatus(database.db, {
      key: "inquiry-1",
      status: "in progress",
      staffEmail: "a@cleverobotics.com",
      now: at(2),
    });
    await addLeadNote(database.db, {
      key: "inquiry-1",
      note: "Called; wants a demo Monday",
      staffEmail: "b@cleverobotics.com",
      now: at(3),
    });
    expect(await addLeadNote(database.db, { key: "newsletter-4", note: "x", staffEmail: "b@cleverobotics.com" })).toBe(
      false,
    );
    const detail = await leadDetail(database.db, "inquiry-1");
    expect(detail?.events).toEqual([
      {
        id: 2,
        kind: "note",
        status: null,
        note: "Called; wants a demo Monday",
        staffEmail: "b@cleverobotics.com",
        at: at(3).toISOString(),
      },
      {
        id: 1,
        kind: "status",
        status: "in progress",
        note: null,
        staffEmail: "a@cleverobotics.com",
        at: at(2).toISOString(),
      },
    ]);
    expect(detail?.lead.status).toBe("in progress");
    expect(await leadDetail(database.db, "inquiry-2")).toBeNull();
    expect(await leadDetail(database.db, "inquiry-0")).toBeNull();
    expect((await allMatching(database.db, { status: "in progress" })).map((lead) => lead.key)).toEqual(["inquiry-1"]);
  });
});
