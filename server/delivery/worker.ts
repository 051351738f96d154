import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Dialect } from "../db/migrations";
import type { Database, DeliveryChannel } from "../db/schema";
import type { Deliver } from "./channels";
import { claimDueDeliveries, recordAttempt } from "./outbox";

export interface DeliveryWorker {
  /** Delivers everything due now; resolves when done. */
  runOnce(): Promise<number>;
  /** Asks for a run soon (a new inquiry arrived). */
  wake(): void;
  /** Stops the timer and waits for the run in progress. */
  stop(): Promise<void>;
}

export function startDeliveryWorker({
  db,
  dialect,
  deliverers,
  intervalMs,
  maxAttempts,
  log,
  now = () => new Date(),
}: {
  db: Kysely<Database>;
  dialect: Dialect;
  deliverers: Partial<Record<DeliveryChannel, Deliver>>;
  intervalMs: number;
  maxAttempts: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}): DeliveryWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let stopped = false;

  const deliverDue = async (): Promise<number> => {
    const due = await claimDueDeliveries(db, dialect, { now: now() });
    for (const delivery of due) {
      const deliver = deliverers[delivery.channel];
      let outcome: { ok: true } | { ok: false; error: string };
      try {
        if (!deliver) throw new Error(`channel ${delivery.channel} is no longer configured`);
        await deliver(delivery.inquiry);
        outcome = { ok: true };
      } catch (error) {
        outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
        log.warn(
          {
            channel: delivery.channel,
            inquiry: delivery.inquiry.public_id,
            attempt: delivery.attempts + 1,
            err: outcome.error,
          },
          "inquiry delivery failed; it stays in the outbox",
        );
      }
      await recordAttempt(db, delivery, outcome, { now: now(), maxAttempts });
    }
    return due.length;
  };

  const runOnce = (): Promise<number> => {
    running ??= deliverDue()
      .catch((error) => {
        log.error({ err: error }, "delivery run failed");
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(async () => {
      await runOnce();
      schedule(intervalMs);
    }, delay);
    timer.unref();
  };

  schedule(0);
  return {
    runOnce,
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
