import { type Classifier, type Example, loadClassifier, type StoredModel, train } from "./classifier";
import type { CorpusLine, Language } from "./corpus";

/**
 * How the reader is trained and measured: the corpus's one-question lines as examples, seeded
 * folds that keep every intent in each, k-fold cross-validation per language, and the confidence
 * threshold fitted on the folds' judgements for at most MAX_WRONG wrong answers.
 */
export const MAX_WRONG = 0.03;
/**
 * Folds of the cross-validation. Three, not five: with the final model that is four trainings,
 * two rounds on two cores, which keeps `npm run train:assistant` under 3 minutes at 6,300 questions.
 */
export const FOLDS = 3;
export const SEED = 39;
/** Intents that answer nothing: read as one of them, a question gets the honest "not sure". */
export const abstaining = new Set(["unanswerable"]);

export interface LabelledExample extends Example {
  lang: Language;
}

export const examplesOf = (corpus: readonly CorpusLine[]): LabelledExample[] =>
  corpus
    .filter((line) => line.intents.length === 1)
    .map((line) => ({ text: line.text, intent: line.intents[0] as string, lang: line.lang }));

/** mulberry32: a small seeded generator, so that a split is the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Each example's fold (0..k-1), dealt per intent in a seeded order so every fold holds every intent. */
export function folds<T extends Example>(examples: readonly T[], k: number, seed = SEED): number[] {
  const next = random(seed);
  const order = examples.map((_, index) => ({ index, key: next() }));
  order.sort((a, b) => a.key - b.key);
  const dealt = new Map<string, number>();
  const fold = new Array<number>(examples.length);
  for (const { index } of order) {
    const intent = (examples[index] as T).intent;
    const count = dealt.get(intent) ?? 0;
    fold[index] = count % k;
    dealt.set(intent, count + 1);
  }
  return fold;
}

export interface Judged {
  lang: Language;
  expected: string;
  predicted: string;
  confidence: number;
}

export const judge = (classifier: Classifier, examples: readonly LabelledExample[]): Judged[] =>
  examples.map((example) => {
    const { intent, confidence } = classifier.classify(example.text);
    return { lang: example.lang, expected: example.intent, predicted: intent, confidence };
  });

export type Verdict = "correct" | "not_sure" | "wrong";

/** Answered when confident and not an abstaining intent; right when it is the intent expected. */
export function verdict(item: Judged, threshold: number): Verdict {
  const answers = item.confidence >= threshold && !abstaining.has(item.predicted);
  if (!answers) return abstaining.has(item.expected) ? "correct" : "not_sure";
  return item.predicted === item.expected ? "correct" : "wrong";
}

export interface Tally {
  total: number;
  correct: number;
  not_sure: number;
  wrong: number;
}

export function tally(items: readonly Judged[], threshold: number): Tally {
  const result: Tally = { total: items.length, correct: 0, not_sure: 0, wrong: 0 };
  for (const item of items) result[verdict(item, threshold)] += 1;
  return result;
}

/** The lowest threshold (most answers) at which at most MAX_WRONG of the items are answered wrongly. */
export function fitThreshold(items: readonly Judged[], maxWrong = MAX_WRONG): number {
  const candidates = [...new Set(items.map((item) => item.confidence))].sort((a, b) => a - b);
  for (const threshold of [0, ...candidates]) {
    if (tally(items, threshold).wrong <= maxWrong * items.length) return threshold;
  }
  return 1;
}

export interface TrainedReader {
  classifier: StoredModel;
  threshold: number;
  /** The cross-validation's judgements at the threshold. */
  validation: Tally;
  /** Every example judged by the model of the fold that left it out. */
  crossValidation: Judged[];
}

/** What each training run of `trainReader` learns from: each fold's complement, then everything. */
export function trainingSets(
  examples: readonly LabelledExample[],
  k = FOLDS,
): { held: number; examples: LabelledExample[] }[] {
  const fold = folds(examples, k);
  return [
    ...Array.from({ length: k }, (_, part) => ({
      held: part,
      examples: examples.filter((_, index) => fold[index] !== part),
    })),
    { held: -1, examples: [...examples] },
  ];
}

/**
 * k-fold cross-validation, then the threshold fitted on the folds' judgements (each question
 * judged by a model that never saw it) and the model trained on everything. `trainAll` runs the trainings of
 * `trainingSets` (the script runs them on every core); by default one after another.
 */
export async function trainReader(
  examples: readonly LabelledExample[],
  trainAll: (sets: LabelledExample[][]) => Promise<StoredModel[]> = async (sets) => sets.map((set) => train(set)),
  k = FOLDS,
): Promise<TrainedReader> {
  const fold = folds(examples, k);
  const sets = trainingSets(examples, k);
  const models = await trainAll(sets.map((set) => set.examples));
  const byFold = sets.slice(0, k).map(({ held }, index) =>
    judge(
      loadClassifier(models[index] as StoredModel),
      examples.filter((_, at) => fold[at] === held),
    ),
  );
  // Fitted on every fold's judgements: each question judged by a model that never saw it.
  const crossValidation = byFold.flat();
  const threshold = fitThreshold(crossValidation);
  return {
    classifier: models[k] as StoredModel,
    threshold,
    validation: tally(crossValidation, threshold),
    crossValidation,
  };
}
