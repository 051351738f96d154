import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { ServerConfig } from "../config";
import type { SiteDatabase } from "../db/database";
import { configuredChannels, createDeliverers, deliveryStartupLines } from "../delivery/channels";
import { type DeliveryWorker, startDeliveryWorker } from "../delivery/worker";
import { createIntake, type Intake, type SpooledSubmission } from "../intake/intake";
import { openSpool } from "../intake/spool";

declare module "fastify" {
  interface FastifyInstance {
    /** Where every lead goes: the database, or the spool while the database cannot take it. */
    intake: Intake;
    /** Sends stored leads through each configured channel (the outbox). */
    deliveryWorker: DeliveryWorker;
  }
}

export interface LeadIntakeOptions {
  database: SiteDatabase;
  delivery: ServerConfig["delivery"];
  spoolDir: string;
  /** Said in the warning when no channel is on: where the leads are. */
  databaseLabel: string;
}

/** The intake and the outbox worker behind it, closed with the server; says where leads go. */
async function leadIntake(app: FastifyInstance, options: LeadIntakeOptions) {
  const { database, delivery } = options;
  const worker = startDeliveryWorker({
    db: database.db,
    dialect: database.dialect,
    deliverers: createDeliverers(delivery.channels),
    intervalMs: delivery.intervalMs,
    maxAttempts: delivery.maxAttempts,
    log: app.log,
  });
  app.decorate("deliveryWorker", worker);
  app.addHook("onClose", async () => {
    await worker.stop();
  });

  const intake = createIntake({
    db: database.db,
    spool: await openSpool<SpooledSubmission>(options.spoolDir),
    channels: configuredChannels(delivery.channels),
    log: app.log,
    onStored: () => worker.wake(),
  });
  app.decorate("intake", intake);
  app.addHook("onClose", async () => {
    await intake.close();
  });

  app.addHook("onReady", async () => {
    for (const { level, message } of deliveryStartupLines(delivery.channels, options.databaseLabel)) {
      app.log[level](message);
    }
  });
}

export default fp(leadIntake, { name: "lead-intake", fastify: "5.x" });
