// Trains the built-in assistant's reader from its corpus (server/chat/corpus) and writes the
// model the server loads (server/chat/reader/model.json): seeded, so the same corpus gives the
// same model on every machine. It also cross-validates (3 folds) and keeps the figures in the
// model. The six trainings run in child processes, one per core.
import { fork } from "node:child_process";
import { writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import type { StoredModel } from "../server/chat/reader/classifier";
import { loadCorpus } from "../server/chat/reader/corpus";
import { corpusDigest, MODEL_FILE, type ReaderModel } from "../server/chat/reader/model-file";
import { examplesOf, type Judged, type LabelledExample, tally, trainReader } from "../server/chat/reader/training";

const worker = path.join(import.meta.dirname, "train-assistant-worker.ts");

/** Each set trained in a child process, as many at once as there are cores; the models in the sets' order. */
async function trainOnEveryCore(sets: LabelledExample[][]): Promise<StoredModel[]> {
  const models = new Array<StoredModel>(sets.length);
  let next = 0;
  const runOne = async (): Promise<void> => {
    while (next < sets.length) {
      const index = next++;
      models[index] = await new Promise<StoredModel>((resolve, reject) => {
        const child = fork(worker, { execArgv: ["--import", "tsx"], serialization: "advanced" });
        child.once("message", (model) => {
          resolve(model as StoredModel);
          child.kill();
        });
        child.once("error", reject);
        child.once("exit", (code) => code && reject(new Error(`a training process exited with ${code}`)));
        child.send(sets[index] as LabelledExample[]);
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), sets.length) }, runOne));
  return models;
}

const started = performance.now();
const examples = examplesOf(loadCorpus());
const trained = await trainReader(examples, trainOnEveryCore);
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
