import MiniSearch, { type SearchResult } from "minisearch";
import { type KnowledgeDoc, knowledgeDocuments } from "./knowledge";

/**
 * The built-in site assistant: BM25 search with typo tolerance (MiniSearch) over the site's
 * own content, answering with the best match and links to where it came from, or an honest
 * fallback. Used when no CHAT_WEBHOOK_URL is configured.
 */
const stopWords = new Set(
  (
    "a about am an and any are as at be been can could did do does for from get got has have hello hey hi how i if in " +
    "is it its me my no not of on or our per please should so tell thank thanks that the their them there they this " +
    "to us was we were what when where which who why will with would yes you your"
  ).split(" "),
);

function processTerm(term: string): string | null {
  const word = term.toLowerCase();
  return word.length < 2 || stopWords.has(word) ? null : word;
}

const tokenize = MiniSearch.getDefault("tokenize") as (text: string) => string[];

const indexOptions = {
  fields: ["title", "keywords", "text"],
  storeFields: ["title", "url", "answer"],
  processTerm,
  searchOptions: { boost: { title: 3, keywords: 2 }, fuzzy: 0.2, prefix: true },
};

/** A result this weak, or one that matches under half of the question's words, is a coincidence. */
const MIN_SCORE = 4;
const MIN_COVERAGE = 0.5;

/** Where the build writes the serialized index, inside the build directory. */
export const ASSISTANT_INDEX_FILE = "assistant-index.json";

export function buildAssistantIndex(documents: KnowledgeDoc[] = knowledgeDocuments()): string {
  const index = new MiniSearch<KnowledgeDoc>(indexOptions);
  index.addAll(documents);
  return JSON.stringify(index);
}

export const GREETING_REPLY =
  "Hello! I can tell you about our services, products, plans and prices, and how to reach the team. What would you like to know?";

export interface Assistant {
  answer(question: string): string;
}

export function createAssistant({
  serializedIndex = buildAssistantIndex(),
  demoUrl = "/contact?topic=demo",
}: {
  serializedIndex?: string;
  demoUrl?: string;
} = {}): Assistant {
  const index = MiniSearch.loadJSON<KnowledgeDoc>(serializedIndex, indexOptions);
  const fallback = `I'm not sure about that, and I'd rather not guess. Our team can answer it: [contact us](/contact) or [book a demo](${demoUrl}).`;
  return {
    answer(question) {
      const words = new Set(tokenize(question).flatMap((token) => processTerm(token) ?? []));
      if (words.size === 0) return GREETING_REPLY;
      const results = index.search(question) as (SearchResult & Pick<KnowledgeDoc, "title" | "url" | "answer">)[];
      const best = results[0];
      if (!best || best.score < MIN_SCORE || new Set(best.queryTerms).size / words.size < MIN_COVERAGE) return fallback;
      const related = results
        .slice(1)
        .filter((result) => result.url !== best.url && result.score >= best.score / 2)
        .filter((result, i, list) => list.findIndex((other) => other.url === result.url) === i)
        .slice(0, 2);
      const more = related.length
        ? `\n\nRelated: ${related.map((result) => `[${result.title}](${result.url})`).join(", ")}`
        : "";
      return `${best.answer}${more}`;
    },
  };
}
