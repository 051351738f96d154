import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { buildAssistantIndex, createAssistant } from "../server/chat/assistant";
import { evaluationSet } from "../server/chat/evaluation/score";

/**
 * Benchmark of the built-in site assistant (not a test): how long the index takes to build
 * and load, and how long one answer takes, over every turn of the development evaluation sets.
 *
 *   npm run bench:assistant -- [--rounds 5]
 */
const { values } = parseArgs({ options: { rounds: { type: "string", default: "5" } } });
const rounds = Math.max(1, Number(values.rounds) || 5);

let started = performance.now();
const index = buildAssistantIndex();
const buildMs = performance.now() - started;
started = performance.now();
const assistant = createAssistant({ serializedIndex: index });
const loadMs = performance.now() - started;

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
console.log(
  `Index ${(index.length / 1024).toFixed(0)} KB, built in ${buildMs.toFixed(0)} ms, loaded in ${loadMs.toFixed(0)} ms.`,
);
console.log(`${times.length} answers: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms.`);
