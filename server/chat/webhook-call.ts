import type { ChatWebhookConfig } from "../config";

/** Why a call to the webhook was cut short by us rather than by the webhook. */
export type CallStop = "first_byte_timeout" | "idle_timeout" | "max_answer" | "too_large" | "visitor_gone";

/**
 * One POST to the chat webhook and the reading of its answer, under its deadlines: the first
 * body byte within firstByteTimeoutMs, no gap between chunks over idleTimeoutMs, the whole
 * answer within maxAnswerMs, and nothing more once the visitor is gone. Whichever comes first
 * aborts the request; `stoppedBy` then tells which.
 */
export class WebhookCall {
  private readonly controller = new AbortController();
  private readonly hardCap: NodeJS.Timeout;
  private deadline?: NodeJS.Timeout;
  private firstByteSeen = false;
  private stopReason?: CallStop;

  constructor(
    private readonly webhook: ChatWebhookConfig,
    visitorGone: AbortSignal,
  ) {
    this.hardCap = setTimeout(() => this.stop("max_answer"), webhook.maxAnswerMs);
    this.arm(webhook.firstByteTimeoutMs, "first_byte_timeout");
    if (visitorGone.aborted) this.stop("visitor_gone");
    else visitorGone.addEventListener("abort", () => this.stop("visitor_gone"), { once: true });
  }

  get stoppedBy(): CallStop | undefined {
    return this.stopReason;
  }

  /** Only to the configured URL, never to where it redirects: credentials must not travel on. */
  post(body: Record<string, unknown>): Promise<Response> {
    return fetch(this.webhook.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/plain;q=0.9",
        ...this.webhook.headers,
      },
      body: JSON.stringify(body),
      redirect: "error",
      signal: this.controller.signal,
    });
  }

  /** The answer's body chunk by chunk; throws when the webhook fails or a deadline passes. */
  async *chunks(response: Response): AsyncGenerator<Uint8Array> {
    if (!response.body) return;
    const reader = response.body.getReader();
    let finished = false;
    try {
      for (;;) {
        // Only the wait for the webhook counts as idle, not the time the visitor takes to read.
        if (this.firstByteSeen) this.arm(this.webhook.idleTimeoutMs, "idle_timeout");
        const { done, value } = await reader.read();
        clearTimeout(this.deadline);
        if (done) {
          finished = true;
          return;
        }
        if (value.byteLength === 0) continue;
        this.firstByteSeen = true;
        yield value;
      }
    } finally {
      if (!finished) await reader.cancel().catch(() => {});
    }
  }

  /** Ends the call for one of our reasons; the first reason given is the one kept. */
  stop(reason: CallStop): void {
    this.stopReason ??= reason;
    this.finish();
    this.controller.abort();
  }

  /** Clears the deadlines once the answer is complete (or given up). */
  finish(): void {
    clearTimeout(this.deadline);
    clearTimeout(this.hardCap);
  }

  private arm(ms: number, reason: CallStop): void {
    clearTimeout(this.deadline);
    this.deadline = setTimeout(() => this.stop(reason), ms);
  }
}
