import { NeuralNetwork } from "@nlpjs/neural";
import { features } from "./features";

/**
 * The intent classifier: one NLP.js perceptron per intent over a message's words and letter
 * trigrams (features.ts), chosen over the alternatives by measurement
 * (docs/decisions/0015-a-reader-learned-from-a-corpus.md). Its confidence is the margin of the
 * best intent's output over the second's, the measure under which the fitted abstention threshold
 * keeps the most correct answers for 3% wrong.
 */
export interface Example {
  text: string;
  intent: string;
}

interface Ranked {
  intent: string;
  score: number;
}

/** How the model is stored: features and intents by name, weights rounded to 1/SCALE. */
export interface StoredModel {
  features: string[];
  intents: string[];
  /** One row per intent: its weights, then its bias. */
  weights: number[][];
}

const SCALE = 10_000;
export const trainingSettings = { iterations: 40, learningRate: 0.6, momentum: 0.5, alpha: 0.07 };

/** Each feature weighs 1/√n, so that a long message does not outvote a short one by its length. */
function asInput(text: string): Record<string, number> {
  const found = features(text);
  const weight = 1 / Math.sqrt(found.length || 1);
  return Object.fromEntries(found.map((feature) => [feature, weight]));
}

export function train(examples: readonly Example[]): StoredModel {
  const network = new NeuralNetwork({ ...trainingSettings, log: false });
  network.train(examples.map((example) => ({ input: asInput(example.text), output: { [example.intent]: 1 } })));
  const json = network.toJSON() as { features: string[]; intents: string[]; perceptrons: number[][] };
  return {
    features: json.features,
    intents: json.intents,
    weights: json.perceptrons.map((row) => row.map((weight) => Math.round(weight * SCALE) / SCALE)),
  };
}

export interface Reading {
  intent: string;
  confidence: number;
}

export interface Classifier {
  classify(text: string): Reading;
}

export function loadClassifier(model: StoredModel): Classifier {
  const network = new NeuralNetwork({ ...trainingSettings, log: false });
  network.fromJSON({
    settings: trainingSettings,
    features: model.features,
    intents: model.intents,
    perceptrons: model.weights,
  });
  return {
    classify(text) {
      const outputs = network.run(asInput(text)) as Record<string, number>;
      let best: Ranked = { intent: "", score: 0 };
      let second = 0;
      for (const [intent, score] of Object.entries(outputs)) {
        if (score > best.score) {
          second = best.score;
          best = { intent, score };
        } else if (score > second) second = score;
      }
      return { intent: best.intent, confidence: best.score - second };
    },
  };
}
