import { describe, expect, it } from "vitest";
import { istTime } from "../staff/pages/format";
import { deliveryState, deliveryStatusText, deliveryText, type OutboxRow } from "./delivery-state";

const now = new Date("2026-03-01T09:00:00.000Z");
const row = (fields: Partial<OutboxRow>): OutboxRow => ({
  channel: "smtp",
  status: "pending",
  attempts: 0,
  next_attempt_at: "2026-03-01T08:59:00.000Z",
  claimed_until: null,
  last_error: null,
  sent_at: null,
  ...fields,
});

describe("deliveryState", () => {
  it("tells queued, sending, waiting to retry, sent and failed apart", () => {
    const text = (fields: Partial<OutboxRow>) => deliveryText(deliveryState(row(fields), now));
    expect(text({})).toBe("smtp: queued");
    expect(text({ claimed_until: "2026-03-01T09:01:00.000Z", attempts: 2 })).toBe("smtp: sending now, attempt 3");
    // A claim that ran out (its worker died) is no longer a send in progress.
    expect(text({ claimed_until: "2026-03-01T08:59:59.000Z", attempts: 2, last_error: "timeout" })).toBe(
      "smtp: waiting to retry at 2026-03-01T08:59:00.000Z after 2 attempts (timeout)",
    );
    expect(text({ status: "sent", attempts: 1, sent_at: "2026-03-01T08:58:00.000Z" })).toBe("smtp: sent");
    expect(text({ status: "failed", attempts: 10, last_error: "550 mailbox unavailable" })).toBe(
      "smtp: failed after 10 attempts (550 mailbox unavailable)",
    );
    expect(text({ status: "failed", attempts: 1 })).toBe("smtp: failed after 1 attempt");
  });

  it("writes the retry's time as the inbox shows it, in Chennai's time", () => {
    const waiting = deliveryState(row({ attempts: 1, next_attempt_at: "2026-03-01T09:05:00.000Z" }), now);
    expect(deliveryStatusText(waiting, istTime)).toBe("waiting to retry at 1 Mar 2026, 2:35 pm IST after 1 attempt");
  });
});
