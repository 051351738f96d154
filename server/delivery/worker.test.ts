import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import type { Inquiry } from "../db/schema";
import { saveInquiry } from "../inquiries/store";
import { openSharedDatabase } from "../testing/databases";
import { startDeliveryWorker } from "./worker";

const silent = pino({ level: "silent" });

const store = (db: Parameters<typeof saveInquiry>[0], name: string) =>
  saveInquiry(db, {
    input: {
      name,
      email: `${name.toLowerCase()}@kadai.in`,
      company: "",
      phone: "",
      service: "whatsapp",
      message: "Orders come in on WhatsApp all day.",
    },
    source: "app",
    idempotencyKey: `worker-${name}`,
    channels: ["smtp"],
  });

describe("delivery worker", () => {
  it("sends a new inquiry in a free slot at once, while a slow send is still in flight", async () => {
    const { database, drop } = await openSharedDatabase("sqlite");
    const sent: string[] = [];
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let firstStarted = false;
    const deliver = async (inquiry: Inquiry) => {
      if (inquiry.name === "Meena") {
        firstStarted = true;
        await firstHeld; // a mail server that has not answered yet
      }
      sent.push(inquiry.name);
    };
    // The poll is an hour away: only a wake-up can start the second send.
    const worker = startDeliveryWorker({
      db: database.db,
      dialect: database.dialect,
      deliverers: { smtp: deliver },
      intervalMs: 3_600_000,
      maxAttempts: 5,
      concurrency: 4,
      log: silent,
    });
    try {
      await store(database.db, "Meena");
      worker.wake();
      await vi.waitUntil(() => firstStarted);
      // Time for the worker to look for more work, find none and settle on the send in flight.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await store(database.db, "Ravi");
      worker.wake();
      await vi.waitUntil(() => sent.includes("Ravi"), { timeout: 2000, interval: 20 });
      expect(sent).toEqual(["Ravi"]);
    } finally {
      releaseFirst();
      await worker.stop();
      await drop();
    }
  });
});
