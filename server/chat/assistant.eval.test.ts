import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant";
import { evaluate, evaluationSet, formatTally, type Replier, tallyOf } from "./evaluation/score";
import { createAssistant as createLearnedAssistant } from "./learned-assistant";

/**
 * The pass marks: at least 85% answered correctly and at most 5% answered wrongly. "Not sure" is
 * the rest: honest, but not an answer. The whole set meets them. The held-out part (written after
 * the assistant was fixed, by someone who never saw its code, used only to measure) does not yet:
 * at its first measurement it scored 68.3% correct and 11.7% wrong, and it must not fall below that
 * while the assistant is improved towards the marks.
 */
const MIN_CORRECT = 0.85;
const MAX_WRONG = 0.05;
const HELD_OUT_FLOOR = { minCorrect: 41 / 60, maxWrong: 7 / 60 };

const development = evaluationSet("development");
const heldOut = evaluationSet("heldOut");

function report(name: string, cases: typeof development, assistant: Replier = createAssistant()) {
  const result = evaluate(assistant, cases);
  const kinds = [...result.byKind]
    .map(([kind, tally]) => `${kind} ${tally.correct}/${tally.not_sure}/${tally.wrong}`)
    .join(", ");
  const misses = result.results
    .filter((item) => item.verdict !== "correct")
    .map(
      (item) =>
        `  ${item.verdict === "wrong" ? "✗" : "?"} ${item.id}: ${item.verdict}${item.missing.length ? ` missing [${item.missing.join("; ")}]` : ""}${item.rejected.length ? ` rejected [${item.rejected.join("; ")}]` : ""}`,
    );
  console.log(
    `Assistant evaluation, ${name}: ${formatTally(result)}\n  by kind (correct/not sure/wrong): ${kinds}\n${misses.join("\n")}`,
  );
  return result;
}

// Each test plays hundreds of conversations: on a busy machine that takes longer than a unit test.
const EVALUATION_TIMEOUT = 120_000;

describe("the site assistant on the evaluation sets", { timeout: EVALUATION_TIMEOUT }, () => {
  it("keeps the development sets", () => {
    expect(development.length).toBeGreaterThanOrEqual(621);
  });

  it(`answers at least ${MIN_CORRECT * 100}% correctly and at most ${MAX_WRONG * 100}% wrongly on the whole set`, () => {
    const result = report("whole set", [...development, ...heldOut]);
    expect(result.correct / result.total).toBeGreaterThanOrEqual(MIN_CORRECT);
    expect(result.wrong / result.total).toBeLessThanOrEqual(MAX_WRONG);
  });

  it.runIf(heldOut.length > 0)("does no worse on the held-out part than at its first measurement", () => {
    const result = report("held-out part", heldOut);
    expect(result.correct / result.total).toBeGreaterThanOrEqual(HELD_OUT_FLOOR.minCorrect);
    expect(result.wrong / result.total).toBeLessThanOrEqual(HELD_OUT_FLOOR.maxWrong);
  });
});

/**
 * The assistant trained on the corpus (learned-assistant.ts), on the same sets. It is not yet the
 * one the chat uses: on the held-out set it answers more than the rules (48 against 42) and
 * wrongly less (4 against 7), but on the development sets, which the rules above were fitted to,
 * it does not yet match them. Its figures at the latest measurement are the floor it must not
 * fall below (first measured: 408·151·80 and 39·14·7).
 */
const LEARNED_FLOOR = {
  development: { minCorrect: 478 / 639, maxWrong: 26 / 639 },
  heldOut: { minCorrect: 48 / 60, maxWrong: 4 / 60 },
};

describe("the learned assistant on the same sets", { timeout: EVALUATION_TIMEOUT }, () => {
  const learned = createLearnedAssistant();
  it.each(["development", "heldOut"] as const)("does no worse on the %s part than at its first measurement", (part) => {
    const result = report(`learned reader, ${part} part`, part === "development" ? development : heldOut, learned);
    expect(result.correct / result.total).toBeGreaterThanOrEqual(LEARNED_FLOOR[part].minCorrect);
    expect(result.wrong / result.total).toBeLessThanOrEqual(LEARNED_FLOOR[part].maxWrong);
  });
});

/**
 * The held-out set written after the reader was trained, by writers who saw neither its code nor
 * its corpus (evaluation/held-out-learned.brief.md). It is measured once and then frozen: never
 * tuned on. Its marks are at least 85% correct and at most 3% wrong, with Tamil script and
 * Tanglish at least 80% correct; its figures at that measurement are the floor.
 */
const LEARNED_MARKS = { minCorrect: 0.85, maxWrong: 0.03, minTamilCorrect: 0.8 };
/**
 * Its measurement, on 2026-12-02: 91 correct, 18 not sure, 21 wrong of 130 (the rules: 70 · 44 · 16).
 * The floor is the latest figures, 93 · 18 · 19, after answers mended on the development sets.
 */
const LEARNED_HELD_OUT_FLOOR = { minCorrect: 93 / 130, maxWrong: 19 / 130 };
const learnedHeldOut = evaluationSet("learnedHeldOut");

describe.runIf(learnedHeldOut.length > 0)(
  "the learned assistant on the held-out set written after its training",
  { timeout: EVALUATION_TIMEOUT },
  () => {
    it("prints correct, not sure and wrong beside the marks, and does no worse than at its measurement", () => {
      const result = report(
        "learned reader, held-out set written after training",
        learnedHeldOut,
        createLearnedAssistant(),
      );
      const tamil = tallyOf(result.results.filter((item) => item.lang === "ta" || item.lang === "tanglish"));
      const met = (ok: boolean) => (ok ? "met" : "not met");
      console.log(
        [
          `  marks: correct ≥ ${LEARNED_MARKS.minCorrect * 100}% (${met(result.correct / result.total >= LEARNED_MARKS.minCorrect)}), wrong ≤ ${LEARNED_MARKS.maxWrong * 100}% (${met(result.wrong / result.total <= LEARNED_MARKS.maxWrong)})`,
          `  Tamil script and Tanglish: ${formatTally(tamil)}; mark: correct ≥ ${LEARNED_MARKS.minTamilCorrect * 100}% (${met(tamil.correct / tamil.total >= LEARNED_MARKS.minTamilCorrect)})`,
        ].join("\n"),
      );
      expect(result.correct / result.total).toBeGreaterThanOrEqual(LEARNED_HELD_OUT_FLOOR.minCorrect);
      expect(result.wrong / result.total).toBeLessThanOrEqual(LEARNED_HELD_OUT_FLOOR.maxWrong);
    });
  },
);
