import type { Thresholds } from "../assistant-data";
import { type EvaluationCase, evaluate, type Replier, type Tally } from "./score";

/** The values tried for each threshold. */
export type ThresholdGrid = { readonly [K in keyof Thresholds]: readonly Thresholds[K][] };

export const defaultGrid: ThresholdGrid = {
  // A score adds up over a question's words: a right match for a question of two or three words
  // ("what happens if I downgrade?") scores 60 to 80, so higher floors would turn such questions away.
  minScore: [2, 25, 50],
  minBroadScore: [2, 10, 25, 50],
  minCoverage: [0.65, 0.7, 0.75, 0.8, 0.85, 0.9],
  minTriggeredCoverage: [0.4, 0.5, 0.55, 0.6, 0.7, 0.85],
  unknownWeight: [0, 1, 2, 3, 5, 8],
  minConsensus: [2, 3, 4, 5],
  minConsensusCoverage: [0.4, 0.5, 0.55, 0.6, 0.65, 0.7, 1],
  minRareCoverage: [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 1],
  minPartsCoverage: [0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.9],
  minAdviceCoverage: [0.7, 0.8, 0.85, 0.9, 0.95, 1],
};

export interface Fit {
  thresholds: Thresholds;
  tally: Tally;
  /** False when no combination keeps wrong answers under the limit: then the fewest wrong wins. */
  withinLimit: boolean;
}

const keys = (grid: ThresholdGrid) => Object.keys(grid) as (keyof Thresholds)[];

/**
 * The thresholds that answer the most cases correctly while at most `maxWrong` of them are
 * answered wrongly. The search changes one threshold at a time over its values, keeps the best
 * and goes round again; when no single change helps, it tries two thresholds a step each, and
 * stops when that does not help either (every combination would take hours). It starts
 * from `start` (the thresholds in use) or the first value of each. Run it on development cases
 * only: a held-out set that tuned the thresholds no longer measures them.
 */
export function fitThresholds(
  makeAssistant: (thresholds: Thresholds) => Replier,
  cases: readonly EvaluationCase[],
  { grid = defaultGrid, maxWrong = 0.05, start }: { grid?: ThresholdGrid; maxWrong?: number; start?: Thresholds } = {},
): Fit {
  const seen = new Map<string, Fit>();
  const score = (thresholds: Thresholds): Fit => {
    const key = JSON.stringify(thresholds);
    let fit = seen.get(key);
    if (!fit) {
      const { total, correct, not_sure, wrong } = evaluate(makeAssistant(thresholds), cases);
      fit = { thresholds, tally: { total, correct, not_sure, wrong }, withinLimit: wrong <= maxWrong * total };
      seen.set(key, fit);
    }
    return fit;
  };
  const first = Object.fromEntries(keys(grid).map((key) => [key, grid[key][0]])) as Thresholds;
  let best = score(start ?? first);
  for (let round = 0; round < 5; round++) {
    const before = best;
    for (const key of keys(grid)) {
      for (const value of grid[key]) {
        const fit = score({ ...best.thresholds, [key]: value });
        if (better(fit, best)) best = fit;
      }
    }
    // Two thresholds moved together, a step each: one move alone may cross the limit on wrong
    // answers where the pair stays under it with more right ones.
    if (best === before) best = pairStep(best, grid, score);
    if (best === before) break;
  }
  return best;
}

/** The best of the fits one grid step away in each of two thresholds, or `best` when none is better. */
function pairStep(best: Fit, grid: ThresholdGrid, score: (thresholds: Thresholds) => Fit): Fit {
  const steps = keys(grid).flatMap((key) => {
    const values: readonly number[] = grid[key];
    const at = values.indexOf(best.thresholds[key]);
    return [at - 1, at + 1]
      .filter((index) => at >= 0 && index >= 0 && index < values.length)
      .map((index) => ({ key, value: values[index] as number }));
  });
  let found = best;
  for (const [i, a] of steps.entries()) {
    for (const b of steps.slice(i + 1)) {
      if (a.key === b.key) continue;
      const fit = score({ ...best.thresholds, [a.key]: a.value, [b.key]: b.value });
      if (better(fit, found)) found = fit;
    }
  }
  return found;
}

/** Within the limit beats outside it; then more correct; then fewer wrong. */
function better(a: Fit, b: Fit): boolean {
  if (a.withinLimit !== b.withinLimit) return a.withinLimit;
  if (!a.withinLimit)
    return a.tally.wrong < b.tally.wrong || (a.tally.wrong === b.tally.wrong && a.tally.correct > b.tally.correct);
  return a.tally.correct > b.tally.correct || (a.tally.correct === b.tally.correct && a.tally.wrong < b.tally.wrong);
}
