import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { StoredModel } from "./classifier";
import { corpusFiles, intentIds, type Language } from "./corpus";
import type { Tally } from "./training";

/**
 * The trained reader as committed: the classifier's weights, the confidence under which the
 * assistant says it is not sure (fitted on a validation split), and the digest of the corpus it
 * was trained on, so that a test sees a corpus changed without the model (npm run train:assistant).
 */
export const MODEL_FILE = path.join(import.meta.dirname, "model.json");

export interface ReaderModel {
  corpusDigest: string;
  /** Below this confidence the assistant says it is not sure. */
  threshold: number;
  /** What training measured: the validation split at the threshold, and k-fold cross-validation by language (training.ts's FOLDS). */
  measured: {
    validation: Tally;
    crossValidation: Record<Language | "all", Tally & { accuracy: number }>;
  };
  classifier: StoredModel;
}

/** The digest of the intents and every batch, in file order. */
export function corpusDigest(files = corpusFiles()): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify(intentIds));
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest("hex");
}

const read = new Map<string, ReaderModel>();

/** The model in the file, read once per process: every app a test builds shares it. */
export function readModel(file = MODEL_FILE): ReaderModel {
  let model = read.get(file);
  if (!model) {
    model = JSON.parse(readFileSync(file, "utf8")) as ReaderModel;
    read.set(file, model);
  }
  return model;
}
