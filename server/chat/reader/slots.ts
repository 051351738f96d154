import { readFileSync } from "node:fs";
import path from "node:path";
import { Culture, recognizeNumber } from "@microsoft/recognizers-text-number";
import { z } from "zod";
import type { Channel, Slots } from "./corpus";

/**
 * The slots a message states: how many items its catalogue holds, the channels it sells on
 * (or only on, or not on), the plan and the period it names. Numbers in digits and English
 * words ("ten", "2 lakh", "a dozen") are read by Microsoft's recognizer; Tamil and Tanglish
 * number words by slot-words.json.
 */
const words = z.array(z.string().min(1));
const slotWords = z
  .object({
    channels: z.object({ whatsapp: words, instagram: words, website: words }),
    only: words,
    exclusion: words,
    plans: z.object({ Starter: words, Pro: words, Premium: words }),
    periods: z.object({ yearly: words, monthly: words }),
    catalogue: words,
    addition: words,
    tamilNumbers: z.record(z.string(), z.number().positive()),
    multipliers: z.record(z.string(), z.number().positive()),
  })
  .parse(JSON.parse(readFileSync(path.join(import.meta.dirname, "slot-words.json"), "utf8")));

const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;
const lower = (text: string) => text.normalize("NFKC").toLowerCase();

const lookup = <T extends string>(table: Record<T, string[]>) =>
  new Map(Object.entries(table).flatMap(([value, words]) => (words as string[]).map((word) => [word, value as T])));
const channelWords = lookup(slotWords.channels as Record<Channel, string[]>);
const planWords = lookup(slotWords.plans as Record<NonNullable<Slots["plan"]>, string[]>);
const periodWords = lookup(slotWords.periods as Record<NonNullable<Slots["period"]>, string[]>);
const tamilNumbers = new Map(Object.entries(slotWords.tamilNumbers));
const multipliers = new Map(Object.entries(slotWords.multipliers));
/** How many words before a channel "no" or "only" may stand ("we don't use instagram"). */
const REACH = 3;

/**
 * A word with a case ending ("வாட்ஸ்அப்ல", "whatsappla", "ப்ரோவுக்கு") is read by its longest
 * known start: in Tamil script a start of 3 letters or more before an ending of up to 8, in Latin
 * letters a start of 5 or more before an ending of up to 4 ("product" is not "pro").
 */
function known<T>(table: Map<string, T>, word: string): T | undefined {
  const exact = table.get(word);
  if (exact !== undefined) return exact;
  const tamil = /[\u0B80-\u0BFF]/.test(word);
  const [shortest, longestEnding] = tamil ? [3, 8] : [5, 4];
  for (let end = word.length - 1; end >= Math.max(shortest, word.length - longestEnding); end--) {
    const found = table.get(word.slice(0, end));
    if (found !== undefined) return found;
  }
  return undefined;
}
const asTable = (words: readonly string[]) => new Map(words.map((word) => [word, true]));
const onlyWords = asTable(slotWords.only);
const exclusionWords = new Set(slotWords.exclusion);
const catalogueWords = asTable(slotWords.catalogue);
const additionWords = new Set(slotWords.addition);

/** The numbers of a message, each with the index of the word it ends at. */
function numbersIn(text: string, words: string[]): { value: number; end: number }[] {
  const found: { value: number; end: number }[] = [];
  for (const result of recognizeNumber(text.replace(/(\d)\+/g, "$1"), Culture.English)) {
    const value = Number(result.resolution.value);
    if (!Number.isFinite(value) || value <= 0) continue;
    const before = lower(text.slice(0, result.end + 1)).match(wordPattern) ?? [];
    found.push({ value, end: before.length - 1 });
  }
  for (const [index, word] of words.entries()) {
    const value = known(tamilNumbers, word);
    if (value === undefined) continue;
    const scale = multipliers.get(words[index + 1] ?? "");
    found.push({ value: scale && scale > value ? value * scale : value, end: scale ? index + 1 : index });
  }
  return found.sort((a, b) => a.end - b.end);
}

/**
 * The catalogue size: a number followed, within three words, by a catalogue word; "added" when a
 * word between them adds it to the catalogue named before ("5 more items").
 */
function itemsIn(text: string, words: string[]): { items: number; added: boolean } | undefined {
  const numbers = numbersIn(text, words);
  for (const { value, end } of numbers) {
    const after = words.slice(end + 1, end + 4);
    const noun = after.findIndex((word) => known(catalogueWords, word));
    if (noun >= 0) return { items: value, added: after.slice(0, noun).some((word) => additionWords.has(word)) };
  }
  return undefined;
}

export function readSlots(text: string): Slots {
  const words = lower(text).match(wordPattern) ?? [];
  const slots: Slots = {};
  const counted = itemsIn(text, words);
  if (counted) slots.items = counted.items;
  if (counted?.added) slots.added = true;
  const channels: Channel[] = [];
  const excluded: Channel[] = [];
  for (const [index, word] of words.entries()) {
    const channel = known(channelWords, word) ?? channelWords.get(`${word} ${words[index + 1] ?? ""}`);
    if (!channel) continue;
    const near = [...words.slice(Math.max(0, index - REACH), index), ...words.slice(index + 1, index + 1 + 2)];
    const list = near.some((other) => exclusionWords.has(other)) ? excluded : channels;
    if (!list.includes(channel)) list.push(channel);
    if (near.some((other) => known(onlyWords, other))) slots.only = true;
  }
  if (channels.length) slots.channels = channels;
  if (excluded.length) slots.excluded = excluded.filter((channel) => !channels.includes(channel));
  if (!slots.excluded?.length) delete slots.excluded;
  for (const word of words) {
    const plan = known(planWords, word);
    if (plan && !slots.plan) slots.plan = plan;
    // "monthly vs yearly", "from monthly to yearly": a message naming both asks about paying yearly.
    const period = known(periodWords, word);
    if (period && slots.period !== "yearly") slots.period = period;
  }
  return slots;
}
