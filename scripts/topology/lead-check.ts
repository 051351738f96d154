import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { readMail, type SmtpSink } from "../../server/testing/smtp-sink";
import { acknowledged, type InquiryOutcome } from "./inquiry-load";

/**
 * Every acknowledged inquiry stored once and mailed. "Mailed once" is what a receiver sees: the
 * outbox delivers at least once, and a copy is possible only where a fault cut a delivery
 * between the mail server taking the message and the database recording that (the instance
 * killed mid-send, or PostgreSQL stopped just then). Such a copy is sent again after the claim's
 * 30 s lease with the same Message-ID, by which a receiver can drop it. So: every inquiry arrives,
 * each copy carries the first one's Message-ID, and a copy whose first arrival was not
 * around a fault is a failure.
 */
/** The server stores a client's key with this prefix (server/inquiries/routes.ts). */
const CLIENT_KEY_PREFIX = "client:";
const POLL_MS = 500;

export interface Mail {
  reference: string;
  messageId: string;
  atMs: number;
}

/** The mails received so far, timed from the start of the load. */
const mails = (sink: SmtpSink, loadStart: number): Mail[] =>
  sink.messages.map((raw, n) => {
    const { reference = "", messageId = "" } = readMail(raw);
    return { reference, messageId, atMs: (sink.arrivals[n] ?? 0) - loadStart };
  });

/** A span (ms since the load began) in which a fault could cut a delivery short. */
export interface FaultWindow {
  label: string;
  fromMs: number;
  toMs: number;
}

export interface LeadReport {
  waitedMs: number;
  acknowledged: number;
  rows: number;
  lost: string[];
  duplicated: number;
  /** Acknowledged with one id, stored with another. */
  idMismatches: number;
  /** Sent and stored, though the visitor never saw an acknowledgement. */
  storedNotAcknowledged: number;
  delivered: number;
  undelivered: string[];
  /** Mails beyond the first for an inquiry. */
  copies: number;
  copiesByFault: Record<string, number>;
  problems: string[];
}

interface DatabaseState {
  rows: { key: string; id: string }[];
  /** Deliveries not yet recorded as sent: due, retrying, or held by a claim (a copy may follow). */
  outboxPending: number;
}

async function databaseState(databaseUrl: string): Promise<DatabaseState> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on("error", () => {});
  await client.connect();
  try {
    const inquiries = await client.query<{ idempotency_key: string; public_id: string }>(
      "select idempotency_key, public_id from inquiries",
    );
    const outbox = await client.query<{ pending: number }>(
      "select count(*)::int as pending from outbox where status = 'pending'",
    );
    return {
      rows: inquiries.rows.map((row) => ({ key: row.idempotency_key, id: row.public_id })),
      outboxPending: outbox.rows[0]?.pending ?? 0,
    };
  } finally {
    await client.end();
  }
}

async function spoolPending(instanceUrls: readonly string[]): Promise<number> {
  let pending = 0;
  for (const url of instanceUrls) {
    try {
      const body = (await (await fetch(`${url}/readyz`)).json()) as { spool?: { pending?: number } };
      pending += body.spool?.pending ?? 1;
    } catch {
      pending += 1;
    }
  }
  return pending;
}

export async function waitForLeads({
  databaseUrl,
  instanceUrls,
  sink,
  loadStart,
  outcomes,
  faults,
  timeoutMs,
}: {
  databaseUrl: string;
  instanceUrls: readonly string[];
  sink: SmtpSink;
  /** performance.now() when the load began: fault windows count from there. */
  loadStart: number;
  /** Every inquiry the test sent. */
  outcomes: readonly InquiryOutcome[];
  faults: readonly FaultWindow[];
  timeoutMs: number;
}): Promise<LeadReport> {
  const acked = outcomes.filter(acknowledged);
  const began = performance.now();
  let state: DatabaseState = { rows: [], outboxPending: -1 };
  let received: Mail[] = [];
  for (;;) {
    const pending = await spoolPending(instanceUrls);
    state = await databaseState(databaseUrl).catch(() => state);
    received = mails(sink, loadStart);
    const storedKeys = new Set(state.rows.map((row) => row.key));
    const mailed = new Set(received.map((mail) => mail.reference));
    // Done when nothing waits in a spool or the outbox: a copy, if any, has been sent by then.
    const complete =
      pending === 0 &&
      state.outboxPending === 0 &&
      acked.every((outcome) => storedKeys.has(`${CLIENT_KEY_PREFIX}${outcome.key}`)) &&
      acked.every((outcome) => outcome.id !== undefined && mailed.has(outcome.id));
    if (complete || performance.now() - began > timeoutMs) break;
    await sleep(POLL_MS);
  }
  const report = assess({ acked, outcomes, rows: state.rows, received, faults, waitedMs: performance.now() - began });
  if (state.outboxPending !== 0) {
    report.problems.push(`${state.outboxPending} deliveries were still pending after ${timeoutMs / 1000} s`);
  }
  return report;
}

export function assess({
  acked,
  outcomes,
  rows,
  received,
  faults,
  waitedMs,
}: {
  acked: readonly InquiryOutcome[];
  outcomes: readonly InquiryOutcome[];
  rows: readonly { key: string; id: string }[];
  received: readonly Mail[];
  faults: readonly FaultWindow[];
  waitedMs: number;
}): LeadReport {
  const problems: string[] = [];
  const rowsByKey = new Map<string, { key: string; id: string }[]>();
  for (const row of rows) rowsByKey.set(row.key, [...(rowsByKey.get(row.key) ?? []), row]);
  const rowsOf = (outcome: InquiryOutcome) => rowsByKey.get(`${CLIENT_KEY_PREFIX}${outcome.key}`) ?? [];

  const lost = acked.filter((outcome) => rowsOf(outcome).length === 0).map((outcome) => outcome.key);
  const duplicated = acked.filter((outcome) => rowsOf(outcome).length > 1).length;
  const idMismatches = acked.filter((outcome) => rowsOf(outcome).some((row) => row.id !== outcome.id)).length;
  const storedNotAcknowledged = outcomes.filter((o) => !acknowledged(o) && rowsOf(o).length > 0).length;

  const mailsByReference = new Map<string, Mail[]>();
  for (const mail of received) {
    mailsByReference.set(mail.reference, [...(mailsByReference.get(mail.reference) ?? []), mail]);
  }
  const undelivered = acked.filter((o) => !mailsByReference.has(o.id ?? "")).map((o) => o.id ?? o.key);
  const storedIds = new Set(rows.map((row) => row.id));
  const strangers = [...mailsByReference.keys()].filter((reference) => !storedIds.has(reference));
  let copies = 0;
  const copiesByFault: Record<string, number> = {};
  for (const [reference, copiesOf] of mailsByReference) {
    if (copiesOf.length < 2) continue;
    copies += copiesOf.length - 1;
    const first = copiesOf[0]!;
    if (copiesOf.some((mail) => mail.messageId !== first.messageId || !mail.messageId.includes(reference))) {
      problems.push(`inquiry ${reference} was mailed ${copiesOf.length} times with different Message-IDs`);
    }
    const fault = faults.find((window) => first.atMs >= window.fromMs && first.atMs <= window.toMs);
    if (fault) copiesByFault[fault.label] = (copiesByFault[fault.label] ?? 0) + copiesOf.length - 1;
    else {
      problems.push(
        `inquiry ${reference} was mailed ${copiesOf.length} times, first at ${(first.atMs / 1000).toFixed(1)} s, ` +
          "when no fault could have cut its delivery short",
      );
    }
  }

  if (lost.length)
    problems.push(`${lost.length} acknowledged inquiries are not stored: ${lost.slice(0, 5).join(", ")}`);
  if (duplicated) problems.push(`${duplicated} acknowledged inquiries are stored more than once`);
  if (idMismatches) problems.push(`${idMismatches} inquiries are stored under another id than the one acknowledged`);
  if (undelivered.length) {
    problems.push(
      `${undelivered.length} acknowledged inquiries were never mailed: ${undelivered.slice(0, 5).join(", ")}`,
    );
  }
  if (strangers.length) problems.push(`mails for inquiries that are not stored: ${strangers.slice(0, 5).join(", ")}`);
  return {
    waitedMs,
    acknowledged: acked.length,
    rows: rows.length,
    lost,
    duplicated,
    idMismatches,
    storedNotAcknowledged,
    delivered: acked.length - undelivered.length,
    undelivered,
    copies,
    copiesByFault,
    problems,
  };
}
