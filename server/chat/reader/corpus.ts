import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The assistant's corpus: questions shop owners ask, each labelled with what it asks
 * (corpus/intents.json) and the slots it states. Written by helpers who read only the site's
 * content; each batch sits in corpus/batches beside the brief its writer was given.
 */
export type Language = "en" | "ta" | "tanglish";
export type Channel = "whatsapp" | "instagram" | "website";

export interface Slots {
  items?: number;
  /** The items are more than those named before ("5 more items"), not the whole catalogue. */
  added?: boolean;
  channels?: Channel[];
  only?: boolean;
  excluded?: Channel[];
  plan?: "Starter" | "Pro" | "Premium";
  period?: "monthly" | "yearly";
  language?: string;
}

export interface CorpusLine {
  batch: string;
  text: string;
  /** One intent per question the message asks, in order. */
  intents: string[];
  lang: Language;
  slots: Slots;
  /** The visitor's previous message, for a follow-up. */
  context?: string;
}

export const corpusFolder = path.join(import.meta.dirname, "..", "corpus");
const batchFolder = path.join(corpusFolder, "batches");

export const intentIds: readonly string[] = (
  JSON.parse(readFileSync(path.join(corpusFolder, "intents.json"), "utf8")) as { id: string }[]
).map((intent) => intent.id);

const languages = new Set(["en", "ta", "tanglish"]);

export function corpusFiles(): string[] {
  return readdirSync(batchFolder)
    .filter((name) => name.endsWith(".jsonl"))
    .sort()
    .map((name) => path.join(batchFolder, name));
}

function parseLine(batch: string, raw: string, number: number): CorpusLine {
  const where = `${batch}.jsonl:${number}`;
  const item = JSON.parse(raw) as Record<string, unknown>;
  const intents = Array.isArray(item.intents) ? item.intents : [item.intent];
  if (typeof item.text !== "string" || !item.text.trim()) throw new Error(`${where}: no text`);
  for (const intent of intents) {
    if (typeof intent !== "string" || !intentIds.includes(intent))
      throw new Error(`${where}: unknown intent ${intent}`);
  }
  if (!languages.has(item.lang as string)) throw new Error(`${where}: unknown lang ${item.lang}`);
  return {
    batch,
    text: item.text,
    intents: intents as string[],
    lang: item.lang as Language,
    slots: (item.slots ?? {}) as Slots,
    ...(typeof item.context === "string" ? { context: item.context } : {}),
  };
}

/** Every line of every batch, in file order; a malformed line throws with its place. */
export function loadCorpus(files = corpusFiles()): CorpusLine[] {
  return files.flatMap((file) => {
    const batch = path.basename(file, ".jsonl");
    return readFileSync(file, "utf8")
      .split("\n")
      .flatMap((raw, index) => (raw.trim() ? [parseLine(batch, raw, index + 1)] : []));
  });
}
