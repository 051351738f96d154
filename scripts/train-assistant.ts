// Trains the built-in assistant's reader from its corpus (server/chat/corpus) and writes the
// model the server loads (server/chat/reader/model.json): seeded, so the same corpus gives the
// same model on every machine. It also cross-validates (5 folds) and keeps the figures in the model.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { loadCorpus } from "../server/chat/reader/corpus";
import { corpusDigest, MODEL_FILE, type ReaderModel } from "../server/chat/reader/model-file";
import { examplesOf, type Judged, tally, trainReader } from "../server/chat/reader/training";

const started = performance.now();
const examples = examplesOf(loadCorpus());
const trained = trainReader(examples);
const judged = trained.crossValidation;
const measure = (items: Judged[]) => ({
  ...tally(items, trained.threshold),
  accuracy: items.filter((item) => item.predicted === item.expected).length / items.length,
});
const crossValidation = {
  all: measure(judged),
  en: measure(judged.filter((item) => item.lang === "en")),
  tanglish: measure(judged.filter((item) => item.lang === "tanglish")),
  ta: measure(judged.filter((item) => item.lang === "ta")),
};
const model: ReaderModel = {
  corpusDigest: corpusDigest(),
  threshold: trained.threshold,
  measured: { validation: trained.validation, crossValidation },
  classifier: trained.classifier,
};
const json = JSON.stringify(model);
writeFileSync(MODEL_FILE, `${json}\n`);
const { correct, not_sure, wrong, total } = trained.validation;
console.log(
  `Reader trained on ${examples.length} questions in ${((performance.now() - started) / 1000).toFixed(1)} s: ${path.relative(process.cwd(), MODEL_FILE)} (${(json.length / 1024 / 1024).toFixed(1)} MB), threshold ${trained.threshold.toFixed(4)}; validation ${correct} correct, ${not_sure} not sure, ${wrong} wrong of ${total}.`,
);
for (const [lang, figures] of Object.entries(crossValidation)) {
  console.log(
    `  cross-validated, ${lang}: accuracy ${(100 * figures.accuracy).toFixed(1)}%; at the threshold ${figures.correct} correct, ${figures.not_sure} not sure, ${figures.wrong} wrong of ${figures.total}`,
  );
}
