// Compares candidate libraries for the assistant's intent classifier on one validation split of
// the corpus (a fifth, every intent on both sides): accuracy per language, the three outcomes at
// a threshold fitted for at most 3% wrong, training time, model size and latency per question.
// The table goes into docs/decisions/0015-a-reader-learned-from-a-corpus.md.
import { containerBootstrap } from "@nlpjs/core";
import { LangEn } from "@nlpjs/lang-en-min";
import { LangTa } from "@nlpjs/lang-ta";
import { Nlp } from "@nlpjs/nlp";
import natural from "natural";
import { loadClassifier, train } from "../server/chat/reader/classifier";
import { loadCorpus } from "../server/chat/reader/corpus";
import { features } from "../server/chat/reader/features";
import {
  examplesOf,
  fitThreshold,
  folds,
  type Judged,
  type LabelledExample,
  tally,
} from "../server/chat/reader/training";

interface Candidate {
  name: string;
  /** Trains, and returns how to rank a question and the model's serialized size. */
  fit(
    examples: readonly LabelledExample[],
  ): Promise<{ best(text: string, lang: string): Promise<[string, number]>; bytes: number }>;
}

const candidates: Candidate[] = [
  {
    name: "NLP.js NLU (`@nlpjs/nlp`, word stems, English and Tamil stemmers)",
    async fit(examples) {
      const container = await containerBootstrap();
      container.use(Nlp);
      container.use(LangEn);
      container.use(LangTa);
      const nlp = container.get("nlp");
      nlp.settings.autoSave = false;
      nlp.settings.log = false;
      nlp.settings.nlu = { log: false };
      nlp.addLanguage("en");
      nlp.addLanguage("ta");
      const language = (lang: string) => (lang === "ta" ? "ta" : "en");
      for (const example of examples) nlp.addDocument(language(example.lang), example.text, example.intent);
      await nlp.train();
      return {
        bytes: nlp.export(true).length,
        async best(text, lang) {
          const result = await nlp.process(language(lang), text);
          return [result.intent, result.score];
        },
      };
    },
  },
  {
    name: "NLP.js neural network (`@nlpjs/neural`) over words and letter trigrams",
    async fit(examples) {
      const model = train(examples);
      const classifier = loadClassifier(model);
      return {
        bytes: JSON.stringify(model).length,
        async best(text) {
          const { intent, confidence } = classifier.classify(text);
          return [intent, confidence];
        },
      };
    },
  },
  {
    name: "natural naive Bayes (`natural` BayesClassifier) over words and letter trigrams",
    async fit(examples) {
      const classifier = new natural.BayesClassifier();
      for (const example of examples) classifier.addDocument(features(example.text), example.intent);
      classifier.train();
      return {
        bytes: JSON.stringify(classifier).length,
        async best(text) {
          const ranked = classifier.getClassifications(features(text) as unknown as string);
          const total = ranked.reduce((sum, item) => sum + item.value, 0);
          return [ranked[0]?.label ?? "", total > 0 ? (ranked[0]?.value ?? 0) / total : 0];
        },
      };
    },
  },
];

const examples = examplesOf(loadCorpus());
const fold = folds(examples, 5);
const training = examples.filter((_, index) => fold[index] !== 0);
const validation = examples.filter((_, index) => fold[index] === 0);
const percent = (count: number, total: number) => `${((100 * count) / total).toFixed(1)}%`;

console.log(
  `Corpus: ${examples.length} one-question lines; trained on ${training.length}, validated on ${validation.length}.\n`,
);
console.log(
  "| library | accuracy en / tanglish / ta / all | at ≤3% wrong: correct · not sure · wrong | training | model | per question |",
);
console.log("| --- | --- | --- | --- | --- | --- |");
for (const candidate of candidates) {
  const started = performance.now();
  const model = await candidate.fit(training);
  const trainingMs = performance.now() - started;
  const judged: Judged[] = [];
  const asked = performance.now();
  for (const example of validation) {
    const [predicted, confidence] = await model.best(example.text, example.lang);
    judged.push({ lang: example.lang, expected: example.intent, predicted, confidence });
  }
  const perQuestion = (performance.now() - asked) / validation.length;
  const accuracy = (lang?: string) => {
    const items = judged.filter((item) => !lang || item.lang === lang);
    return percent(items.filter((item) => item.predicted === item.expected).length, items.length);
  };
  const threshold = fitThreshold(judged);
  const outcome = tally(judged, threshold);
  console.log(
    `| ${candidate.name} | ${accuracy("en")} / ${accuracy("tanglish")} / ${accuracy("ta")} / ${accuracy()} | ${percent(outcome.correct, outcome.total)} · ${percent(outcome.not_sure, outcome.total)} · ${percent(outcome.wrong, outcome.total)} (threshold ${threshold.toFixed(3)}) | ${(trainingMs / 1000).toFixed(1)} s | ${(model.bytes / 1024 / 1024).toFixed(1)} MB | ${perQuestion.toFixed(2)} ms |`,
  );
}
