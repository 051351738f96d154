import { describe, expect, it } from "vitest";
import { createDailyCap } from "./daily-cap";
import { createConversationHistory } from "./history";

describe("the conversation history", () => {
  it("keeps the last turns of each session, forgets old sessions and the least recently used", () => {
    let now = 0;
    const history = createConversationHistory({ maxTurns: 2, maxSessions: 2, maxAgeMs: 1000, now: () => now });
    for (const question of ["q1", "q2", "q3"]) history.add("a", { question, answer: `a-${question}` });
    expect(history.turns("a").map((turn) => turn.question)).toEqual(["q2", "q3"]);

    history.add("b", { question: "b1", answer: "" });
    history.add("c", { question: "c1", answer: "" });
    expect(history.turns("a")).toEqual([]);
    expect(history.turns("b")).toHaveLength(1);

    now = 1001;
    expect(history.turns("c")).toEqual([]);
  });

  it("keeps nothing with no turns to keep, and cuts long messages", () => {
    const none = createConversationHistory({ maxTurns: 0 });
    none.add("a", { question: "q1", answer: "a1" });
    expect(none.turns("a")).toEqual([]);
    const history = createConversationHistory({ maxTurns: 1 });
    history.add("a", { question: "x".repeat(5000), answer: "ok" });
    expect(history.turns("a")[0]?.question).toHaveLength(2000);
  });
});

describe("the daily cap", () => {
  it("refuses after the cap until midnight UTC", () => {
    let now = Date.parse("2026-11-26T23:59:00Z");
    const cap = createDailyCap(2, () => now);
    expect([cap.take(), cap.take(), cap.take()]).toEqual([true, true, false]);
    now = Date.parse("2026-11-27T00:00:01Z");
    expect(cap.take()).toBe(true);
  });
});
