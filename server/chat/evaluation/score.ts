import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { AssistantReply, ReplyOutcome } from "../assistant";

/** One case of an evaluation set (see README.md in this folder). */
export interface EvaluationCase {
  id: string;
  kind: string;
  turns: string[];
  expect: string[];
  reject?: string[];
  /** "not_sure": the site cannot answer this, and the honest "not sure" is the right reply. */
  answer?: "not_sure";
  /** The language of the last turn, where the set says it: English, Tamil script or Tanglish. */
  lang?: "en" | "ta" | "tanglish";
}

/** The development sets (fitted and tuned on) and the held-out set (only ever measured). */
export const evaluationFiles = {
  development: [
    "questions.json",
    "questions-issue.json",
    "questions-shop-owners.json",
    "questions-shop-owners-2.json",
    "questions-shop-owners-3.json",
    "questions-shop-owners-4.json",
    "questions-basics.json",
  ],
  heldOut: ["questions-held-out.json"],
  /** Written after the reader was trained on the corpus, by writers who saw neither; measured once, then frozen. */
  learnedHeldOut: ["questions-held-out-learned.json"],
} as const;

const folder = import.meta.dirname;

export const evaluationCases = (file = path.join(folder, "questions.json")): EvaluationCase[] => {
  const cases: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (!Array.isArray(cases)) throw new Error(`${file} must hold an array of cases`);
  for (const item of cases) {
    const ok =
      typeof item?.id === "string" &&
      typeof item.kind === "string" &&
      Array.isArray(item.turns) &&
      item.turns.length > 0 &&
      Array.isArray(item.expect) &&
      (item.answer === undefined || item.answer === "not_sure") &&
      (item.lang === undefined || ["en", "ta", "tanglish"].includes(item.lang));
    if (!ok) throw new Error(`${file}: malformed case ${JSON.stringify(item).slice(0, 120)}`);
  }
  return cases as EvaluationCase[];
};

/** The cases of the named part, from the files that exist (the held-out set arrives later). */
export function evaluationSet(part: keyof typeof evaluationFiles): EvaluationCase[] {
  return evaluationFiles[part]
    .map((name) => path.join(folder, name))
    .filter((file) => existsSync(file))
    .flatMap((file) => evaluationCases(file));
}

/** How a reply is scored: right, honestly unsure, or wrong (a confident answer that misleads). */
export type Verdict = "correct" | "not_sure" | "wrong";

export interface Replier {
  reply(question: string, context: { sessionId: string }): AssistantReply;
}

export interface CaseResult {
  id: string;
  kind: string;
  lang?: EvaluationCase["lang"];
  verdict: Verdict;
  outcome: ReplyOutcome;
  missing: string[];
  rejected: string[];
  reply: string;
}

const contains = (text: string, entry: string) =>
  entry.split(" | ").some((alternative) => text.includes(alternative.trim().toLowerCase()));

/** Plays a case's turns in one fresh session and scores the reply to the last one. */
export function scoreCase(assistant: Replier, item: EvaluationCase, sessionId: string): CaseResult {
  let last: AssistantReply = { text: "", outcome: "not_sure" };
  for (const turn of item.turns) last = assistant.reply(turn, { sessionId });
  // Scored as the visitor reads it: "**Pro** plan" is "Pro plan".
  const text = last.text.replaceAll("**", "").toLowerCase();
  const missing = item.expect.filter((entry) => !contains(text, entry));
  const rejected = (item.reject ?? []).filter((entry) => text.includes(entry.toLowerCase()));
  const matches = missing.length === 0 && rejected.length === 0;
  let verdict: Verdict;
  if (item.answer === "not_sure") verdict = last.outcome === "answer" ? "wrong" : matches ? "correct" : "not_sure";
  else if (last.outcome === "not_sure") verdict = "not_sure";
  else verdict = matches ? "correct" : "wrong";
  return {
    id: item.id,
    kind: item.kind,
    lang: item.lang,
    verdict,
    outcome: last.outcome,
    missing,
    rejected,
    reply: last.text,
  };
}

export interface Tally {
  total: number;
  correct: number;
  not_sure: number;
  wrong: number;
}

export const tallyOf = (results: readonly CaseResult[]): Tally => {
  const tally: Tally = { total: results.length, correct: 0, not_sure: 0, wrong: 0 };
  for (const result of results) tally[result.verdict] += 1;
  return tally;
};

/** Every case in a fresh session, with the three counts overall and per kind. */
export function evaluate(assistant: Replier, cases: readonly EvaluationCase[]) {
  const results = cases.map((item, index) =>
    scoreCase(assistant, item, `evaluation-${index}-${item.id}`.slice(0, 100)),
  );
  const kinds = [...new Set(results.map((result) => result.kind))];
  const byKind = new Map(kinds.map((kind) => [kind, tallyOf(results.filter((result) => result.kind === kind))]));
  return { results, ...tallyOf(results), byKind };
}

const percent = (count: number, total: number) => `${((100 * count) / Math.max(total, 1)).toFixed(1)}%`;

/** "correct 250 (91.9%) · not sure 12 (4.4%) · wrong 10 (3.7%) of 272". */
export const formatTally = ({ total, correct, not_sure, wrong }: Tally) =>
  `correct ${correct} (${percent(correct, total)}) · not sure ${not_sure} (${percent(not_sure, total)}) · wrong ${wrong} (${percent(wrong, total)}) of ${total}`;
