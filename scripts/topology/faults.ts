import { setTimeout as sleep } from "node:timers/promises";
import type { AppProcess } from "../../server/testing/app-process";
import type { PostgresProcess } from "../../server/testing/postgres-process";
import type { FaultWindow } from "./lead-check";

/**
 * The faults under load, timed from its start: an instance killed with SIGKILL and started
 * again on the same spool, then PostgreSQL stopped and started. PostgreSQL stops only once the
 * instance is back, since an instance cannot start without its database (migrations).
 */
export const FAULT_PLAN = { killAtMs: 5000, restartAtMs: 8000, databaseStopAtMs: 12_000, databaseOutageMs: 4000 };
/** Before a fault, the time in which a delivery it cuts short may already have reached the mail server. */
const FAULT_SLACK_MS = 5000;

export interface FaultRecord {
  /** What happened when, for the figures. */
  timeline: string[];
  /** When a delivery could have been cut short, for the copies check. */
  windows: FaultWindow[];
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function runFaults(
  { app, database, loadStart }: { app: AppProcess; database: PostgresProcess; loadStart: number },
  record: FaultRecord,
): Promise<void> {
  const now = () => performance.now() - loadStart;
  const until = (ms: number) => sleep(Math.max(0, ms - now()));

  await until(FAULT_PLAN.killAtMs);
  const killedAt = now();
  await app.kill("SIGKILL");
  const deadAt = now();
  record.timeline.push(`${app.label} SIGKILL ${s(killedAt)} (gone ${s(deadAt)})`);
  record.windows.push({ label: `${app.label} killed`, fromMs: killedAt - FAULT_SLACK_MS, toMs: deadAt });

  await until(FAULT_PLAN.restartAtMs);
  record.timeline.push(`${app.label} restarted ${s(now())}`);
  await app.restart();
  record.timeline.push(`${app.label} ready ${s(now())}`);

  await until(Math.max(FAULT_PLAN.databaseStopAtMs, now() + 1000));
  const stopAt = now();
  await database.stop();
  record.timeline.push(`PostgreSQL stop ${s(stopAt)} (down ${s(now())})`);
  await until(stopAt + FAULT_PLAN.databaseOutageMs);
  const startAt = now();
  await database.start();
  const upAt = now();
  record.timeline.push(`PostgreSQL start ${s(startAt)} (up ${s(upAt)})`);
  record.windows.push({ label: "PostgreSQL stopped", fromMs: stopAt - FAULT_SLACK_MS, toMs: upAt });
}
