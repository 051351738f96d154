import { describe, expect, it } from "vitest";
import type { Thresholds } from "../assistant-data";
import { fitThresholds } from "./fit";
import type { EvaluationCase } from "./score";

/**
 * A stand-in assistant whose confidence on each question is known: it answers when the
 * question's confidence clears minCoverage, with the right or the wrong fact.
 */
const questions: Record<string, { confidence: number; right: boolean }> = {
  a: { confidence: 0.9, right: true },
  b: { confidence: 0.8, right: true },
  c: { confidence: 0.6, right: false },
  d: { confidence: 0.5, right: true },
  e: { confidence: 0.3, right: false },
};
const cases: EvaluationCase[] = Object.keys(questions).map((id) => ({
  id,
  kind: "test",
  turns: [id],
  expect: ["fact"],
}));
const assistantWith = (thresholds: Thresholds) => ({
  reply(question: string) {
    const { confidence, right } = questions[question] ?? { confidence: 0, right: false };
    return confidence >= thresholds.minCoverage
      ? { text: right ? "the fact" : "something else", outcome: "answer" as const }
      : { text: "I'm not sure", outcome: "not_sure" as const };
  },
});
const grid = {
  minScore: [1],
  minBroadScore: [2],
  minCoverage: [0.2, 0.4, 0.55, 0.7, 0.85],
  minTriggeredCoverage: [0],
  unknownWeight: [0],
  minConsensus: [5],
  minConsensusCoverage: [1],
  minRareCoverage: [1],
  minPartsCoverage: [1],
  minAdviceCoverage: [1],
};

describe("fitting the confidence thresholds", () => {
  it("answers the most cases correctly with wrong answers kept under the limit", () => {
    const fit = fitThresholds(assistantWith, cases, { grid, maxWrong: 0.05 });
    expect(fit.thresholds.minCoverage).toBe(0.7);
    expect(fit.tally).toEqual({ total: 5, correct: 2, not_sure: 3, wrong: 0 });
    expect(fit.withinLimit).toBe(true);
  });

  it("allows more answers when more wrong ones are tolerated", () => {
    const fit = fitThresholds(assistantWith, cases, { grid, maxWrong: 0.2 });
    expect(fit.thresholds.minCoverage).toBe(0.4);
    expect(fit.tally).toMatchObject({ correct: 3, wrong: 1 });
  });
});
