import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * The assistant's knowledge that is data rather than code (server/chat/knowledge-data/*.json):
 * the words shop owners use, small-talk patterns, facts and their triggers, passage priors,
 * Tamil wording and the fitted confidence thresholds. Each file is read and validated once, at
 * start; a malformed file stops the server with the file and field named.
 */
export const KNOWLEDGE_DATA_DIR = path.join(import.meta.dirname, "knowledge-data");

const regexSource = z.string().refine((source) => {
  try {
    new RegExp(source, "u");
    return true;
  } catch {
    return false;
  }
}, "not a valid regular expression");

const lexiconSchema = z.object({
  words: z.record(z.string(), z.string()),
  phrases: z.array(z.object({ pattern: regexSource, meaning: z.string().min(1) })),
  stopWords: z.array(z.string().min(1)),
  followUpWords: z.array(z.string().min(1)),
  clauseBreaks: z.array(regexSource),
  partReferenceWords: z.array(z.string().min(1)),
});

const smallTalkSchema = z.object({
  injection: z.array(regexSource),
  abuse: z.array(regexSource),
  handoff: z.array(regexSource),
  offTopic: z.array(regexSource),
  ourTopics: z.array(regexSource),
  greeting: z.array(regexSource),
  thanks: z.array(regexSource),
  goodbye: z.array(regexSource),
  courtesyWords: z.array(z.string().min(1)),
});

/** The written answers whose words are data. */
const docKinds = [
  "plans",
  "plan",
  "plansCompared",
  "contact",
  "hours",
  "consultation",
  "integration",
  "caseStudy",
  "caseStudyKind",
] as const;

const priorKinds = ["fact", "answer", "summary", "page", "story", "article", "legal"] as const;

const factsSchema = z.object({
  priors: z.object(
    Object.fromEntries(priorKinds.map((kind) => [kind, z.number().positive()])) as {
      [K in (typeof priorKinds)[number]]: z.ZodNumber;
    },
  ),
  quotedFacts: z.array(
    z.object({
      title: z.string().min(1),
      quotes: z.array(z.string().min(10)).min(1),
      triggers: z.string(),
      keywords: z.string(),
      planFeature: z.string().optional(),
    }),
  ),
  caseStudyKinds: z.record(z.string(), z.string().min(1)),
  docWords: z.object(
    Object.fromEntries(docKinds.map((kind) => [kind, z.object({ keywords: z.string(), triggers: z.string() })])) as {
      [K in (typeof docKinds)[number]]: z.ZodObject<{ keywords: z.ZodString; triggers: z.ZodString }>;
    },
  ),
  genericNameWords: z.array(z.string()),
});

const plansSchema = z.object({
  catalogueWords: z.array(z.string().min(1)).min(1),
  addWords: z.array(z.string().min(1)),
  removeWords: z.array(z.string().min(1)),
  featureShare: z.number().min(0).max(1),
  channelWords: z.record(z.string(), z.enum(["whatsapp", "instagram", "website"])),
  yearWords: z.array(z.string().min(1)).min(1),
  competitors: z.array(z.string().min(1)),
  priceWords: z.array(z.string().min(1)).min(1),
});

export const tamilIntents = [
  "greeting",
  "thanks",
  "trial",
  "hours",
  "contact",
  "plans",
  "price",
  "industries",
  "whatsapp",
  "services",
] as const;

const tamilSchema = z.object({
  /** English words a Tamil question may use with any intent ("plan", "shop", "customers"). */
  commonWords: z.array(z.string().min(1)),
  intents: z.array(z.tuple([z.enum(tamilIntents), z.array(regexSource).min(1)])),
  replies: z.object({
    ...Object.fromEntries(tamilIntents.map((intent) => [intent, z.string().min(1)])),
    more: z.string(),
    whatsappLabel: z.string(),
    whatsappGreeting: z.string(),
    fallback: z.string().includes("{whatsapp}"),
    pages: z.string().includes("{links}"),
  } as Record<(typeof tamilIntents)[number] | "more" | "whatsappLabel" | "whatsappGreeting", z.ZodString> & {
    fallback: z.ZodString;
    pages: z.ZodString;
  }),
});

export const thresholdsSchema = z.object({
  /** A best match scoring under this is a coincidence. */
  minScore: z.number().min(0),
  /** The same for a question of a word or two ("plans", "what services do you offer?"). */
  minBroadScore: z.number().min(0).default(25),
  /** Share of the question's known words (weighted by rarity) the chosen passages must match. */
  minCoverage: z.number().min(0).max(1),
  /** The same share when a trigger word of the passage is in the question. */
  minTriggeredCoverage: z.number().min(0).max(1),
  /** How much a question word the site never uses counts against the share (a rare word weighs about 6). */
  unknownWeight: z.number().min(0).default(0),
  /** Passages of one page among the best five that make that page the answer... */
  minConsensus: z.number().int().min(1).default(5),
  /** ...when they cover at least this share of the question. */
  minConsensusCoverage: z.number().min(0).max(1).default(1),
  /** The share that does when the question's rarest word is among those matched. */
  minRareCoverage: z.number().min(0).max(1).default(1),
  /** The share of a message of several questions that the answers to its parts must cover together. */
  minPartsCoverage: z.number().min(0).max(1).default(1),
  /** The share an answer from a passage of an article or a guide needs: advice, not a fact of ours. */
  minAdviceCoverage: z.number().min(0).max(1).default(1),
});
export type Thresholds = z.infer<typeof thresholdsSchema>;

export const dataSchemas = {
  "lexicon.json": lexiconSchema,
  "small-talk.json": smallTalkSchema,
  "facts.json": factsSchema,
  "plans.json": plansSchema,
  "tamil.json": tamilSchema,
  "thresholds.json": thresholdsSchema,
} as const;

type DataFile = keyof typeof dataSchemas;

/** One data file, parsed and checked against its schema. */
export function loadData<F extends DataFile>(file: F, dir = KNOWLEDGE_DATA_DIR): z.infer<(typeof dataSchemas)[F]> {
  const location = path.join(dir, file);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(location, "utf8"));
  } catch (error) {
    throw new Error(`The assistant's data file ${location} cannot be read: ${(error as Error).message}`);
  }
  const parsed = dataSchemas[file].safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`The assistant's data file ${location} is invalid at ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data as z.infer<(typeof dataSchemas)[F]>;
}

export const lexiconData = loadData("lexicon.json");
export const smallTalkData = loadData("small-talk.json");
export const factsData = loadData("facts.json");
export const plansData = loadData("plans.json");
export const tamilData = loadData("tamil.json");
export const fittedThresholds = loadData("thresholds.json");

export const compile = (sources: readonly string[], flags = "u") => sources.map((source) => new RegExp(source, flags));
