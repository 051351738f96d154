import { readFileSync } from "node:fs";
import path from "node:path";
import type { Assistant } from "../assistant";

/** One case of questions.json (see README.md in this folder). */
export interface EvaluationCase {
  id: string;
  kind: string;
  turns: string[];
  expect: string[];
  reject?: string[];
}

export const evaluationCases = (file = path.join(import.meta.dirname, "questions.json")): EvaluationCase[] =>
  JSON.parse(readFileSync(file, "utf8"));

export interface CaseResult {
  id: string;
  kind: string;
  passed: boolean;
  missing: string[];
  rejected: string[];
  reply: string;
}

/** Plays a case's turns in one fresh session and checks the reply to the last one. */
export function scoreCase(assistant: Assistant, item: EvaluationCase, sessionId: string): CaseResult {
  let reply = "";
  for (const turn of item.turns) reply = assistant.answer(turn, { sessionId });
  const text = reply.toLowerCase();
  const missing = item.expect.filter(
    (entry) => !entry.split(" | ").some((alternative) => text.includes(alternative.trim().toLowerCase())),
  );
  const rejected = (item.reject ?? []).filter((entry) => text.includes(entry.toLowerCase()));
  return { id: item.id, kind: item.kind, passed: !missing.length && !rejected.length, missing, rejected, reply };
}

/** Every case, with the share passed overall and per kind. */
export function evaluate(assistant: Assistant, cases: readonly EvaluationCase[]) {
  const results = cases.map((item, index) =>
    scoreCase(assistant, item, `evaluation-${index}-${item.id}`.slice(0, 100)),
  );
  const byKind = new Map<string, { passed: number; total: number }>();
  for (const result of results) {
    const tally = byKind.get(result.kind) ?? { passed: 0, total: 0 };
    tally.total += 1;
    if (result.passed) tally.passed += 1;
    byKind.set(result.kind, tally);
  }
  const passed = results.filter((result) => result.passed).length;
  return { results, passed, total: results.length, score: passed / results.length, byKind };
}
