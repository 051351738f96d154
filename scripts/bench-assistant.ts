import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { buildAssistantIndex, createAssistant } from "../server/chat/assistant";
import { evaluationSet } from "../server/chat/evaluation/score";
import { createAssistant as createLearnedAssistant } from "../server/chat/learned-assistant";

/**
 * Benchmark of the built-in site assistants (not a test): how long each takes to load and one
 * answer takes, over every turn of the development evaluation sets, and the process's memory
 * with each loaded. `--reader learned` measures the assistant trained on the corpus.
 *
 *   npm run bench:assistant -- [--rounds 5] [--reader rules|learned]
 */
const { values } = parseArgs({
  options: { rounds: { type: "string", default: "5" }, reader: { type: "string", default: "rules" } },
});
const rounds = Math.max(1, Number(values.rounds) || 5);
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const rssBefore = process.memoryUsage().rss;
let started = performance.now();
let assistant: { answer(question: string, context: { sessionId: string }): string };
if (values.reader === "learned") {
  assistant = createLearnedAssistant();
  console.log(`Learned reader loaded in ${(performance.now() - started).toFixed(0)} ms.`);
} else {
  const index = buildAssistantIndex();
  const buildMs = performance.now() - started;
  started = performance.now();
  assistant = createAssistant({ serializedIndex: index });
  console.log(
    `Index ${(index.length / 1024).toFixed(0)} KB, built in ${buildMs.toFixed(0)} ms, loaded in ${(performance.now() - started).toFixed(0)} ms.`,
  );
}

const cases = evaluationSet("development");
const times: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const item of cases) {
    const sessionId = `bench-${round}-${item.id}`.slice(0, 100);
    for (const turn of item.turns) {
      const before = performance.now();
      assistant.answer(turn, { sessionId });
      times.push(performance.now() - before);
    }
  }
}
times.sort((a, b) => a - b);
const at = (share: number) => (times[Math.floor(share * (times.length - 1))] ?? 0).toFixed(2);
console.log(`${times.length} answers: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms.`);
const rss = process.memoryUsage().rss;
console.log(`Memory: RSS ${megabytes(rss)} with the assistant loaded and answering (${megabytes(rssBefore)} before).`);
