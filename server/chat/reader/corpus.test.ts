import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { corpusFiles, intentIds, loadCorpus } from "./corpus";
import { corpusDigest, readModel } from "./model-file";
import { FOLDS } from "./training";

const corpus = loadCorpus();
const model = readModel();
const percent = (share: number) => `${(100 * share).toFixed(1)}%`;

describe("the assistant's corpus", () => {
  it("holds at least 4,000 labelled questions, at least 30% of them in Tamil script or Tanglish", () => {
    const tamil = corpus.filter((line) => line.lang !== "en").length;
    console.log(
      `Corpus: ${corpus.length} questions in ${corpusFiles().length} batches; ${tamil} (${percent(tamil / corpus.length)}) in Tamil script or Tanglish`,
    );
    expect(corpus.length).toBeGreaterThanOrEqual(4000);
    expect(tamil / corpus.length).toBeGreaterThanOrEqual(0.3);
  });

  it("covers every intent, in English and in Tamil script or Tanglish", () => {
    for (const intent of intentIds) {
      const lines = corpus.filter((line) => line.intents.includes(intent));
      expect(lines.filter((line) => line.lang === "en").length, intent).toBeGreaterThanOrEqual(5);
      expect(lines.filter((line) => line.lang !== "en").length, intent).toBeGreaterThanOrEqual(5);
    }
  });

  it("has follow-ups and messages of several questions", () => {
    expect(corpus.filter((line) => line.context).length).toBeGreaterThanOrEqual(150);
    expect(corpus.filter((line) => line.intents.length > 1).length).toBeGreaterThanOrEqual(150);
  });

  it("repeats no question within a batch, labels a question two writers wrote alike, and keeps each batch beside its brief", () => {
    const labels = new Map<string, Set<string>>();
    for (const line of corpus) {
      const key = `${line.context ?? ""}\n${line.text.toLowerCase()}`;
      const seen = labels.get(key) ?? new Set<string>();
      seen.add(`${line.batch} ${line.intents.join(",")}`);
      labels.set(key, seen);
    }
    for (const [text, seen] of labels) {
      const batches = [...seen].map((entry) => entry.split(" ")[0]);
      const intents = new Set([...seen].map((entry) => entry.split(" ")[1]));
      expect(new Set(batches).size, `repeated within a batch: ${text}`).toBe(batches.length);
      expect(intents.size, `labelled two ways: ${text} (${[...seen].join("; ")})`).toBe(1);
    }
    for (const file of corpusFiles()) expect(existsSync(file.replace(/\.jsonl$/, ".brief.md")), file).toBe(true);
  });
});

describe("the trained reader", () => {
  it("was trained on this corpus (after a change: npm run train:assistant)", () => {
    expect(model.corpusDigest).toBe(corpusDigest());
  });

  it("reads questions it never saw: cross-validated accuracy per language", () => {
    const lines = Object.entries(model.measured.crossValidation).map(
      ([lang, figures]) =>
        `  ${lang}: accuracy ${percent(figures.accuracy)}; at the threshold ${figures.correct} correct, ${figures.not_sure} not sure, ${figures.wrong} wrong of ${figures.total}`,
    );
    console.log(`Reader, ${FOLDS}-fold cross-validation on the corpus:\n${lines.join("\n")}`);
    const { all, en, ta, tanglish } = model.measured.crossValidation;
    // The figures at its first training; a change to the corpus or the reader must not lose ground.
    expect(all.accuracy).toBeGreaterThanOrEqual(0.79);
    for (const figures of [en, ta, tanglish]) expect(figures.accuracy).toBeGreaterThanOrEqual(0.75);
    expect(all.wrong / all.total).toBeLessThanOrEqual(0.04);
  });
});
