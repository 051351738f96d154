import pino from "pino";
import type { ChannelConfigs, DatabaseConfig } from "../config";
import { openDatabase } from "../db/database";
import { createDeliverers } from "../delivery/channels";
import { startDeliveryWorker } from "../delivery/worker";

/**
 * A delivery worker in a process of its own, for tests that kill it with SIGKILL mid-delivery.
 * Settings come as JSON in WORKER_DATABASE and WORKER_CHANNELS; it runs until killed.
 */
const database = await openDatabase(JSON.parse(process.env.WORKER_DATABASE ?? "") as DatabaseConfig);
startDeliveryWorker({
  db: database.db,
  dialect: database.dialect,
  deliverers: createDeliverers(JSON.parse(process.env.WORKER_CHANNELS ?? "") as ChannelConfigs),
  intervalMs: 1000,
  maxAttempts: 10,
  log: pino({ level: "silent" }),
});
// The worker's timers are unref'd, so that it never holds a server open; alone here it would
// let the process exit before its first claim whenever nothing else is pending. It runs until killed.
setInterval(() => {}, 60_000);
process.send?.("started");
