import { describe, expect, it } from "vitest";
import { train } from "./classifier";
import { loadCorpus } from "./corpus";
import { examplesOf, fitThreshold, folds, type Judged, tally } from "./training";

const examples = examplesOf(loadCorpus());

describe("training the reader", () => {
  it("deals every intent to every fold, the same way each time", () => {
    const first = folds(examples, 5);
    expect(folds(examples, 5)).toEqual(first);
    const intents = new Set(examples.map((example) => example.intent));
    for (const part of [0, 1, 2, 3, 4]) {
      const inFold = new Set(examples.filter((_, index) => first[index] === part).map((example) => example.intent));
      expect(inFold.size).toBe(intents.size);
    }
  });

  it("gives the same model from the same examples", () => {
    const sample = examples.filter((_, index) => index % 20 === 0);
    expect(JSON.stringify(train(sample))).toBe(JSON.stringify(train(sample)));
  });

  it("fits the lowest threshold that keeps wrong answers to 3%", () => {
    const judged: Judged[] = [
      ...Array.from({ length: 90 }, () => ({ lang: "en" as const, expected: "a", predicted: "a", confidence: 0.5 })),
      ...Array.from({ length: 10 }, (_, index) => ({
        lang: "en" as const,
        expected: "a",
        predicted: "b",
        confidence: 0.1 + index * 0.05,
      })),
    ];
    const threshold = fitThreshold(judged);
    expect(tally(judged, threshold).wrong).toBeLessThanOrEqual(3);
    expect(tally(judged, threshold).correct).toBe(90);
    expect(threshold).toBeCloseTo(0.45);
    expect(tally(judged, 0.4).wrong).toBe(4);
  });

  it("counts a question the site cannot answer as right when the reader does not answer it", () => {
    const item = { lang: "en" as const, expected: "unanswerable", predicted: "plan.price", confidence: 0.01 };
    expect(tally([item], 0.2)).toMatchObject({ correct: 1, wrong: 0 });
    expect(tally([item], 0)).toMatchObject({ correct: 0, wrong: 1 });
  });
});
