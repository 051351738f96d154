import { setTimeout as sleep } from "node:timers/promises";
import { INQUIRIES_API_PATH } from "../../app/api-contract";
import { type Endpoint, type HttpAnswer, send } from "./http";

/**
 * Valid inquiries through the proxy at a steady rate, each from its own loopback address so
 * the per-address rate limit does not refuse the load. A failed request (no answer, 502, 503,
 * 504) is sent again with the same idempotency key, as a visitor's browser resubmits it.
 */
const RETRIES = 3;
const RETRY_BACKOFF_MS = 300;
const retryable = (status: number) => status === 502 || status === 503 || status === 504;

export interface InquiryOutcome {
  key: string;
  /** The source address the visitor's requests came from. */
  address: string;
  attempts: number;
  /** The last answer's status, or 0 when the last attempt got no answer. */
  status: number;
  /** The last answer's error code or the network error. */
  reason?: string;
  /** The inquiry id the server acknowledged (2xx). */
  id?: string;
  /** First send to the acknowledging answer. */
  ackMs?: number;
  /** When the first request was sent, in ms since the load began. */
  sentAtMs: number;
}

export const acknowledged = (outcome: InquiryOutcome) => outcome.status >= 200 && outcome.status < 300;

function inquiryBody(idempotencyKey: string): string {
  return JSON.stringify({
    name: "Topology Test",
    email: "topology@example.in",
    company: "Load Test Traders",
    phone: "+91 44 0000 0000",
    service: "whatsapp",
    message: "We take 200 orders a day on WhatsApp and would like to automate order intake.",
    idempotencyKey,
  });
}

/** POST /api/inquiries as the contact page sends it, from `address`. */
export function postInquiry({
  to,
  key,
  siteUrl,
  address,
  headers = {},
}: {
  to: Endpoint;
  key: string;
  siteUrl: string;
  address?: string;
  headers?: Record<string, string>;
}): Promise<HttpAnswer> {
  return send({
    ...to,
    path: INQUIRIES_API_PATH,
    method: "POST",
    // The server refuses a POST whose Origin is not the site's (server/security/origin.ts).
    headers: { "content-type": "application/json", origin: new URL(siteUrl).origin, ...headers },
    body: inquiryBody(key),
    localAddress: address,
  });
}

function readAnswer(answer: HttpAnswer): { id?: string; reason?: string } {
  try {
    const body = JSON.parse(answer.body.toString("utf8")) as { id?: unknown; error?: unknown };
    return {
      id: typeof body.id === "string" ? body.id : undefined,
      reason: typeof body.error === "string" ? body.error : undefined,
    };
  } catch {
    return { reason: `a ${answer.status} answer that is not JSON` };
  }
}

/** One visitor: the first request and its resends under the same key. */
async function submitInquiry(
  to: Endpoint,
  key: string,
  address: string,
  siteUrl: string,
  sentAtMs: number,
): Promise<InquiryOutcome> {
  const began = performance.now();
  const outcome: InquiryOutcome = { key, address, attempts: 0, status: 0, sentAtMs };
  for (;;) {
    outcome.attempts++;
    try {
      const answer = await postInquiry({ to, key, siteUrl, address });
      outcome.status = answer.status;
      const { id, reason } = readAnswer(answer);
      outcome.reason = reason;
      if (answer.status >= 200 && answer.status < 300) {
        outcome.id = id;
        outcome.ackMs = performance.now() - began;
        return outcome;
      }
      if (!retryable(answer.status)) return outcome;
    } catch (error) {
      outcome.status = 0;
      outcome.reason = error instanceof Error ? error.message : String(error);
    }
    if (outcome.attempts > RETRIES) return outcome;
    await sleep(RETRY_BACKOFF_MS * 2 ** (outcome.attempts - 1));
  }
}

/** 127.1.x.y, never 127.0.0.1 (the address the test itself and the proxy use). */
const loadAddress = (n: number) => `127.1.${Math.floor(n / 250)}.${(n % 250) + 1}`;

/**
 * Sends `rate` new inquiries a second, without waiting for answers (an open loop), for
 * `minDurationMs` and then for as long as `more()` says.
 */
export async function sendInquiryLoad({
  to,
  siteUrl,
  rate,
  minDurationMs,
  more,
  keyPrefix,
}: {
  to: Endpoint;
  siteUrl: string;
  rate: number;
  minDurationMs: number;
  more: () => boolean;
  keyPrefix: string;
}): Promise<InquiryOutcome[]> {
  const began = performance.now();
  const visitors: Promise<InquiryOutcome>[] = [];
  for (let n = 0; ; n++) {
    const due = began + (n * 1000) / rate;
    if (due - began >= minDurationMs && !more()) break;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    visitors.push(submitInquiry(to, `${keyPrefix}${n}`, loadAddress(n), siteUrl, performance.now() - began));
  }
  return Promise.all(visitors);
}
