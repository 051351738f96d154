import type { FastifyBaseLogger } from "fastify";
import type { Kysely } from "kysely";
import type { Dialect } from "../db/migrations";
import type { Database, DeliveryChannel } from "../db/schema";
import type { Deliver } from "./channels";
import { CLAIM_LEASE_MS, claimDueDeliveries, type Delivery, recordAttempt, renewClaim } from "./outbox";

export interface DeliveryWorker {
  /** Delivers everything due now on every channel; resolves with the number of attempts made. */
  runOnce(): Promise<number>;
  /** Claims new work at once in every free slot (a new inquiry arrived). */
  wake(): void;
  /** Stops claiming and waits (at most `graceMs`) for the deliveries in flight. */
  stop(): Promise<void>;
}

export interface DeliveryWorkerOptions {
  db: Kysely<Database>;
  dialect: Dialect;
  deliverers: Partial<Record<DeliveryChannel, Deliver>>;
  /** How often due retries and expired claims are looked for. */
  intervalMs: number;
  maxAttempts: number;
  log: FastifyBaseLogger;
  /** Deliveries in flight at once on each channel. */
  concurrency?: number;
  leaseMs?: number;
  /** How long stop() waits for deliveries in flight before it gives up on them. */
  graceMs?: number;
  now?: () => Date;
}

/**
 * Delivers the outbox. Each configured channel has its own pump with its own bound, so a
 * hanging mail server holds only the mail slots and the webhook keeps going. A row of a
 * channel no longer configured stays pending until the channel is configured again.
 */
export function startDeliveryWorker({
  db,
  dialect,
  deliverers,
  intervalMs,
  maxAttempts,
  log,
  concurrency = 8,
  leaseMs = CLAIM_LEASE_MS,
  graceMs = 10_000,
  now = () => new Date(),
}: DeliveryWorkerOptions): DeliveryWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const deliverOne = async (delivery: Delivery, deliver: Deliver): Promise<void> => {
    // Renewed at a third of the lease, so two renewals can fail before the claim runs out.
    const heartbeat = setInterval(() => {
      renewClaim(db, delivery, { now: now(), leaseMs })
        .then((held) => {
          if (!held)
            log.warn({ inquiry: delivery.inquiry.public_id, channel: delivery.channel }, "delivery claim lost");
        })
        .catch((error) => log.warn({ err: error }, "could not renew a delivery claim"));
    }, leaseMs / 3);
    heartbeat.unref();
    let outcome: { ok: true } | { ok: false; error: string };
    try {
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
    } finally {
      clearInterval(heartbeat);
    }
    const recorded = await recordAttempt(db, delivery, outcome, { now: now(), maxAttempts });
    if (!recorded) {
      log.warn(
        { channel: delivery.channel, inquiry: delivery.inquiry.public_id },
        "another worker took this delivery over; its result was not recorded here",
      );
    }
  };

  /** One channel: keeps up to `concurrency` deliveries in flight until nothing is due. */
  const pumpFor = (channel: DeliveryChannel, deliver: Deliver) => {
    let draining: Promise<number> | null = null;
    let again = false;
    // Wake-ups during a run: they end its wait on the sends in flight, so that a free slot
    // claims new work at once; one that came while it was claiming keeps it from waiting.
    let wakes = 0;
    let onWake = () => {};

    const drainOnce = async (): Promise<number> => {
      const inFlight = new Set<Promise<void>>();
      let started = 0;
      while (!stopped) {
        const wakesBefore = wakes;
        const free = concurrency - inFlight.size;
        const claimed =
          free > 0 ? await claimDueDeliveries(db, dialect, { channel, now: now(), limit: free, leaseMs }) : [];
        for (const delivery of claimed) {
          const sending: Promise<void> = deliverOne(delivery, deliver)
            .catch((error) => log.error({ err: error, channel }, "could not record a delivery attempt"))
            .finally(() => inFlight.delete(sending));
          inFlight.add(sending);
          started++;
        }
        if (inFlight.size === 0) break;
        // Claim again at once while the last claim found work and slots are free, or a wake-up
        // came during it; otherwise as soon as a send ends or a wake-up comes.
        const wait = claimed.length === 0 || inFlight.size >= concurrency;
        if (wait && wakes === wakesBefore) {
          await Promise.race([
            ...inFlight,
            new Promise<void>((resolve) => {
              onWake = resolve;
            }),
          ]);
        }
      }
      await Promise.all(inFlight);
      return started;
    };

    const drain = (): Promise<number> => {
      if (draining) {
        again = true;
        wakes++;
        onWake();
        return draining;
      }
      draining = (async () => {
        let total = 0;
        do {
          again = false;
          total += await drainOnce().catch((error) => {
            log.error({ err: error, channel }, "delivery run failed");
            return 0;
          });
        } while (again && !stopped);
        return total;
      })().finally(() => {
        draining = null;
      });
      return draining;
    };
    return { drain, idle: () => draining ?? Promise.resolve(0) };
  };

  const pumps = Object.entries(deliverers).flatMap(([channel, deliver]) =>
    deliver ? [pumpFor(channel as DeliveryChannel, deliver)] : [],
  );
  const runOnce = async () => (await Promise.all(pumps.map((pump) => pump.drain()))).reduce((a, b) => a + b, 0);

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      for (const pump of pumps) void pump.drain();
      schedule(intervalMs);
    }, delay);
    timer.unref();
  };

  schedule(0);
  return {
    runOnce,
    wake: () => {
      if (!stopped) for (const pump of pumps) void pump.drain();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const grace = new Promise((resolve) => setTimeout(resolve, graceMs).unref());
      await Promise.race([Promise.all(pumps.map((pump) => pump.idle())), grace]);
    },
  };
}
