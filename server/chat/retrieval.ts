import MiniSearch, { type SearchResult } from "minisearch";
import { type KnowledgeDoc, knowledgeDocuments } from "./knowledge";
import { passageIndexFields, passageSearchOptions } from "./passage-index";
import { questionTerms } from "./terms";

/** One passage of the site as a search tool hands it out: where it is, and what it says. */
export interface Passage {
  title: string;
  url: string;
  text: string;
}

export interface Retrieval {
  /** The passages that best match the query, best first; none when nothing matches. */
  search(query: string, limit: number): Passage[];
}

type Stored = Pick<KnowledgeDoc, "title" | "url" | "answer" | "text" | "prior" | "triggers">;

/** Long enough for a plan with its features, short enough that five passages fit a model's context. */
export const PASSAGE_MAX_CHARS = 600;
/** A passage scoring under this share of the best one is noise beside it. */
const RELATIVE_FLOOR = 0.25;
/** A passage named by one of its trigger words ("hours", "gst") is the answer to that word. */
const TRIGGER_BOOST = 1.5;

/** The passage's text cut at a sentence end (or, failing that, a word) before `max` characters. */
export function trimPassage(text: string, max = PASSAGE_MAX_CHARS): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const head = clean.slice(0, max);
  const sentenceEnd = Math.max(...[". ", "! ", "? "].map((end) => head.lastIndexOf(end)));
  let cut = sentenceEnd >= max / 3 ? head.slice(0, sentenceEnd + 1) : `${head.slice(0, head.lastIndexOf(" "))}…`;
  // A Markdown link cut in half would point nowhere: drop its start.
  const open = cut.lastIndexOf("[");
  if (open > cut.lastIndexOf(")")) cut = `${cut.slice(0, open).trimEnd()}…`;
  return cut;
}

/**
 * Search over the passages the site assistant indexes, for tools that hand them to a language
 * model (the n8n agent's search tool, the AI mode). Questions are read as the assistant reads
 * them (terms.ts), ranked by BM25 with typo tolerance, weighed by the passage's kind (a written
 * fact before an article's aside) and by how much of the question each passage covers.
 */
export function createRetrieval(documents: KnowledgeDoc[] = knowledgeDocuments()): Retrieval {
  const index = new MiniSearch<KnowledgeDoc>({
    ...passageIndexFields,
    storeFields: ["title", "url", "answer", "text", "prior", "triggers"],
  });
  index.addAll(documents);
  const triggerTerms = new Map<string, Set<string>>();
  const triggersOf = (triggers: string) => {
    let terms = triggerTerms.get(triggers);
    if (!terms) {
      terms = new Set(questionTerms(triggers));
      triggerTerms.set(triggers, terms);
    }
    return terms;
  };

  return {
    search(query, limit) {
      const terms = questionTerms(query);
      if (terms.length === 0 || limit < 1) return [];
      const named = (stored: Stored | undefined) =>
        stored?.triggers && terms.some((term) => triggersOf(stored.triggers!).has(term)) ? TRIGGER_BOOST : 1;
      const results = index.search(terms.join(" "), {
        ...passageSearchOptions,
        boostDocument: (_id, _term, stored) =>
          ((stored as Stored | undefined)?.prior ?? 1) * named(stored as Stored | undefined),
      }) as (SearchResult & Stored)[];
      const ranked = results
        .map((result) => ({ result, score: result.score * (0.5 + result.queryTerms.length / terms.length) }))
        .sort((a, b) => b.score - a.score);
      const floor = (ranked[0]?.score ?? 0) * RELATIVE_FLOOR;
      const seen = new Set<string>();
      const passages: Passage[] = [];
      for (const { result, score } of ranked) {
        if (passages.length >= limit || score < floor) break;
        const text = trimPassage(result.answer ?? result.text);
        // The same clause is indexed as a fact and as a paragraph of its page.
        const key = `${result.url}\n${text.slice(0, 120)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        passages.push({ title: result.title, url: result.url, text });
      }
      return passages;
    },
  };
}
