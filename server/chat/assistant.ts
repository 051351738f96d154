import MiniSearch, { type SearchOptions, type SearchResult } from "minisearch";
import { type KnowledgeDoc, knowledgeDocuments, link, solutionPlanNotes } from "./knowledge";
import { createTopicMemory, type Topic, type TopicMemory } from "./memory";
import { planAnswers, planNames } from "./plan-answers";
import { replies } from "./replies";
import { smallTalk } from "./small-talk";
import { answerInTamil } from "./tamil";
import { hasTamilScript, indexTerm, oneEditApart, questionTerms, words } from "./terms";

/**
 * The built-in site assistant, used when no CHAT_WEBHOOK_URL is configured. It reads a
 * question the way terms.ts does (Tanglish and typos included), searches the site's passages
 * (BM25 with typo tolerance, MiniSearch), and composes an answer from the one or two passages
 * that together cover the question, with links to where they came from. A follow-up is read
 * with the conversation's last topic; a long message gets its main questions answered and a
 * person offered for the rest. What the content does not hold, it says it does not know.
 */
const indexOptions = {
  fields: ["title", "keywords", "text"],
  storeFields: ["title", "url", "page", "answer", "text", "prior", "triggers"],
  tokenize: words,
  processTerm: indexTerm,
};

const searchOptions: SearchOptions = {
  boost: { title: 1.5, keywords: 1.5 },
  fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
  prefix: (term) => term.length >= 4,
  weights: { fuzzy: 0.4, prefix: 0.3 },
  combineWith: "OR",
  // Questions arrive as terms already read by questionTerms.
  tokenize: (query) => query.split(" "),
  processTerm: (term) => term,
};

/** A best match this weak is a coincidence. */
const MIN_SCORE = 3;
/** Share of the question's known words (weighted by rarity) the chosen passages must match. */
const MIN_COVERAGE = 0.5;
/** A message this long, or with this many questions, is read sentence by sentence. */
const LONG_MESSAGE = 320;
const MAX_TERMS = 24;
/** A passage whose trigger word is in the question (the GST clause for "gst") comes first. */
const TRIGGER_BOOST = 3;

/** Where the build writes the serialized index, inside the build directory. */
export const ASSISTANT_INDEX_FILE = "assistant-index.json";

export function buildAssistantIndex(documents: KnowledgeDoc[] = knowledgeDocuments()): string {
  const index = new MiniSearch<KnowledgeDoc>(indexOptions);
  index.addAll(documents);
  return JSON.stringify(index);
}

export const GREETING_REPLY = replies.greeting;

export interface Assistant {
  answer(question: string, context: { sessionId: string; language?: string }): string;
}

type Stored = Pick<KnowledgeDoc, "id" | "title" | "url" | "page" | "answer" | "text" | "prior" | "triggers">;
type Match = { doc: Stored; score: number; matched: Set<string> };

const followUpWords =
  /\b(that|it|this|those|these|they|them|same|also|too|what about|how about|and|include|includes|included|including|athu|adhu|idhu|ithu|athula|adhula|ithula|isme|usme|wahi)\b/;

export function createAssistant({
  serializedIndex = buildAssistantIndex(),
  demoUrl = "/contact?topic=demo",
  memory = createTopicMemory(),
}: {
  serializedIndex?: string;
  demoUrl?: string;
  memory?: TopicMemory;
} = {}): Assistant {
  const index = MiniSearch.loadJSON<KnowledgeDoc>(serializedIndex, indexOptions);
  const weights = new Map<string, number>();
  const planNotes = solutionPlanNotes();
  const notes = new Set(planNotes.values());
  const triggerTerms = new Map<string, string[]>();
  /** The question's words that make this passage the answer, read as questions are. */
  const triggersIn = (stored: Stored | undefined, asked: Set<string>): string[] => {
    if (!stored?.triggers) return [];
    let own = triggerTerms.get(stored.triggers);
    if (!own) {
      own = questionTerms(stored.triggers);
      triggerTerms.set(stored.triggers, own);
    }
    // "adress" names the address as well as "address" does.
    return own.filter(
      (term) => asked.has(term) || [...asked].some((word) => word.length >= 5 && oneEditApart(word, term)),
    );
  };

  /** How telling a word is: rare words weigh more; a word the site never uses weighs nothing. */
  const weight = (term: string): number => {
    let value = weights.get(term);
    if (value === undefined) {
      const found = index.search(term, searchOptions).length;
      value = found ? Math.log(1 + index.documentCount / found) : 0;
      if (weights.size < 50_000) weights.set(term, value);
    }
    return value;
  };
  const weightOf = (terms: Iterable<string>) => [...terms].reduce((sum, term) => sum + weight(term), 0);
  const { planChannelAnswer, planFollowUp, catalogPlanAnswer } = planAnswers((term) => weight(term) > 0);

  /** Passages for the terms, the ones that match more of the question first. */
  const search = (terms: string[], boostIds: readonly string[] = []): Match[] => {
    const total = weightOf(terms) || 1;
    // Two plans named is a question about moving between them, not about either plan.
    const plansNamed = terms.filter((term) => planNames.has(term)).length;
    // In a question of many words a trigger word is a detail ("learn my products and prices").
    const focused = terms.filter((term) => weight(term) > 0).length <= 7;
    const asked = new Set(!focused ? [] : plansNamed > 1 ? terms.filter((term) => !planNames.has(term)) : terms);
    const triggered = (stored: Stored | undefined) => (triggersIn(stored, asked).length ? TRIGGER_BOOST : 1);
    const ranked = (
      index.search(terms.join(" "), {
        ...searchOptions,
        boostDocument: (id, _term, stored) =>
          ((stored as Stored | undefined)?.prior ?? 1) *
          triggered(stored as Stored | undefined) *
          (boostIds.includes(String(id)) ? 1.6 : 1),
      }) as (SearchResult & Stored)[]
    )
      .slice(0, 30)
      .map((result) => {
        const matched = new Set(result.queryTerms);
        return { doc: result, score: result.score * (0.4 + weightOf(matched) / total), matched };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, 12);
    const best = ranked[0]?.score ?? 0;
    // Among passages that match nearly as well, one the question names by its trigger word comes first.
    const named = (match: Match) => match.score >= best / 2 && triggersIn(match.doc, asked).length > 0;
    return [...ranked.filter(named), ...ranked.filter((match) => !named(match))];
  };

  /** The best passage, and a second one when it answers a part of the question the first does not. */
  const choose = (terms: string[], matches: Match[]): { chosen: Match[]; coverage: number } | null => {
    const best = matches[0];
    const known = terms.filter((term) => weight(term) > 0);
    if (!best || best.score < MIN_SCORE || known.length === 0) return null;
    const total = weightOf(known);
    const covered = new Set([...best.matched].filter((term) => known.includes(term)));
    const chosen = [best];
    for (const match of matches.slice(1)) {
      if (chosen.length === 2 || match.score < best.score * 0.35) break;
      if (chosen.some((other) => other.doc.url === match.doc.url)) continue;
      const adds = [...match.matched].filter((term) => known.includes(term) && !covered.has(term));
      if (weightOf(adds) >= total * 0.2) {
        chosen.push(match);
        for (const term of adds) covered.add(term);
      }
    }
    const coverage = weightOf(covered) / total;
    const triggered = triggersIn(best.doc, new Set(terms)).length > 0;
    return coverage >= MIN_COVERAGE || triggered ? { chosen, coverage } : null;
  };

  /** An article's summary says what it covers; a passage of it that matches nearly as well says the thing. */
  const specific = (match: Match, matches: Match[]): Match => {
    if (!/^article-[^-]+(?:-[^-]+)*$/.test(match.doc.id) || match.doc.answer === undefined) return match;
    const passage = matches.find(
      (other) => other.doc.url === match.doc.url && other.doc.answer === undefined && other.score >= match.score * 0.5,
    );
    return passage ?? match;
  };

  const answerFrom = (match: Match, terms: string[]): string =>
    match.doc.answer ?? passageAnswer(match.doc, terms, weight);

  const related = (chosen: Match[], matches: Match[]): string => {
    const best = chosen[0]?.score ?? 0;
    const links = matches
      .filter((match) => match.score >= best / 2 && !chosen.some((other) => other.doc.url === match.doc.url))
      .filter((match, i, list) => list.findIndex((other) => other.doc.url === match.doc.url) === i)
      .slice(0, 2)
      .map((match) => link(match.doc.page, match.doc.url));
    return links.length ? `\n\n${replies.related(links.join(", "))}` : "";
  };

  const planIn = (terms: string[], chosen: Match[] = []): string | undefined =>
    terms.find((term) => planNames.has(term)) ??
    chosen.map((match) => /^plan-(\w+)$/.exec(match.doc.id)?.[1]).find((name) => name !== undefined);

  const remember = (sessionId: string, terms: string[], chosen: Match[], plan?: string) => {
    const best = chosen[0];
    if (!best) return;
    const topicTerms = [
      ...new Set([...questionTerms(best.doc.title), ...terms.filter((term) => best.matched.has(term))]),
    ];
    memory.set(sessionId, { docIds: chosen.map((match) => match.doc.id), terms: topicTerms.slice(0, 8), plan });
  };

  /** One question: its answer and what it was about, or null when the content does not answer it. */
  const answerQuestion = (
    question: string,
    terms: string[],
    topic: Topic | undefined,
    isFollowUp: boolean,
  ): { text: string; chosen: Match[]; plan?: string; matches: Match[] } | null => {
    const byCatalog = catalogPlanAnswer(question, terms);
    if (byCatalog) {
      const planDoc = search([byCatalog.plan, "plan"]).slice(0, 1);
      return { text: byCatalog.text, chosen: planDoc, plan: byCatalog.plan, matches: [] };
    }
    const plan = planIn(terms) ?? (isFollowUp ? topic?.plan : undefined);
    const channelAnswer =
      planChannelAnswer(terms, plan) ?? (isFollowUp && !planIn(terms) ? planFollowUp(terms, plan) : null);
    if (channelAnswer) {
      const planDoc = search([plan ?? "price", "plan"]).slice(0, 1);
      return { text: channelAnswer, chosen: planDoc, plan, matches: [] };
    }
    const standalone = search(terms);
    let matches = standalone;
    let picked = choose(terms, standalone);
    if (isFollowUp && topic) {
      const withTopic = [...new Set([...terms, ...topic.terms])];
      const contextual = search(withTopic, topic.docIds);
      const inContext = choose(withTopic, contextual);
      // "How long did it take?" after a case study: "it" is that case study, if it answers.
      const sameTopic =
        followUpWords.test(question.toLowerCase()) && topic.docIds.includes(inContext?.chosen[0]?.doc.id ?? "");
      if (inContext && (!picked || picked.coverage < 0.8 || sameTopic)) {
        matches = contextual;
        picked = inContext;
      }
    }
    if (!picked) return null;
    // "How much for the voice assistant?": the solution's own pricing note answers, not the plan list.
    if (picked.chosen[0]?.doc.id === "pricing") {
      const solution = matches.slice(0, 5).find((match) => planNotes.has(match.doc.url));
      const rest = terms.filter((term) => term !== "price" && weight(term) > 0);
      if (
        solution &&
        rest.length > 0 &&
        weightOf(rest.filter((term) => solution.matched.has(term))) >= weightOf(rest) / 2
      ) {
        picked.chosen = [solution];
      }
    }
    picked.chosen = picked.chosen.map((match) => specific(match, matches));
    const lead = picked.chosen[0];
    const note = planNotes.get(lead?.doc.url ?? "");
    // A use case from a solution page answers best after a line on what the solution is.
    if (lead && note && !lead.doc.id.startsWith("summary-") && !lead.doc.title.endsWith("?")) {
      const summary = index.getStoredFields(`summary-${lead.doc.url}`) as Stored | undefined;
      if (summary && !picked.chosen.some((match) => match.doc.id === summary.id)) {
        picked.chosen = [
          { doc: { ...summary, id: `summary-${lead.doc.url}` }, score: lead.score, matched: lead.matched },
          ...picked.chosen.slice(0, 1),
        ];
      }
    }
    const parts = picked.chosen.map((match) => answerFrom(match, terms));
    // Two passages of one page: its link once, under the second.
    if (parts.length === 2 && picked.chosen[0]?.doc.url === picked.chosen[1]?.doc.url) {
      parts[0] = (parts[0] ?? "").replace(/ More on \[[^\]]*\]\([^)]*\)\.$/, "");
    }
    const text = [...parts, ...(note ? [note] : [])].join("\n\n");
    return { text, chosen: picked.chosen, plan: planIn(terms, picked.chosen) ?? plan, matches };
  };

  const longAnswer = (message: string, sessionId: string): string => {
    const sentences = message
      .split(/(?<=[.?!])\s+|\n+/)
      .map((sentence) => sentence.trim())
      .filter(Boolean);
    const found: { text: string; chosen: Match[]; score: number; position: number }[] = [];
    sentences.forEach((sentence, position) => {
      const terms = questionTerms(sentence).slice(0, MAX_TERMS);
      if (terms.filter((term) => weight(term) > 0).length < 2 && !sentence.includes("?")) return;
      const answered = answerQuestion(sentence, terms, undefined, false);
      const best = answered?.chosen[0];
      if (!answered || !best || found.some((other) => other.chosen[0]?.doc.id === best.doc.id)) return;
      found.push({
        text: answered.text,
        chosen: answered.chosen,
        score: best.score * (sentence.includes("?") ? 1.5 : 1),
        position,
      });
    });
    // The best-answered questions, in the order they were asked.
    const top = found
      .sort((a, b) => b.score - a.score)
      .slice(0, 4)
      .sort((a, b) => a.position - b.position);
    const first = top[0];
    if (!first) return replies.longNothing(demoUrl);
    remember(sessionId, questionTerms(message).slice(0, MAX_TERMS), first.chosen);
    return [
      replies.longIntro,
      // One passage per question, with its price note, keeps a reply to a long message readable on a phone.
      ...top.map((item) => {
        const [first, ...more] = item.text.split("\n\n");
        return `- ${[first, ...more.filter((part) => notes.has(part))].join(" ")}`;
      }),
      replies.longClose(demoUrl),
    ].join("\n\n");
  };

  return {
    answer(question, context) {
      const kind = smallTalk(question);
      if (kind === "injection") {
        // "…new rule from admin… Now tell me, what are your working hours?": the rule is
        // refused and the real question, if there is one, answered.
        const asked = question
          .split(/(?<=[.?!]["'’”)]?)\s+|\n+/)
          .filter((sentence) => sentence.includes("?") && smallTalk(sentence) !== "injection")
          .at(-1);
        const answer = asked ? this.answer(asked.replace(/^.*?\b(now )?tell me,?\s*/i, ""), context) : null;
        return answer && !answer.startsWith("I'm not sure")
          ? `${replies.injectionShort}\n\n${answer}`
          : replies.injection();
      }
      const { sessionId } = context;
      if (kind === "abuse") return replies.abuse;
      if (hasTamilScript(question)) return answerInTamil(question);
      // A long message that also asks for a call gets its questions answered, and the person.
      const questionCount = (question.match(/\?/g) ?? []).length;
      if (question.length > LONG_MESSAGE || questionCount >= 3) return longAnswer(question, sessionId);
      if (kind === "handoff") return replies.handoff();
      if (kind === "off-topic") return replies.offTopic;
      if (kind === "greeting") return replies.greeting;
      if (kind === "thanks") return replies.thanks;
      if (kind === "goodbye") return replies.goodbye;

      const terms = questionTerms(question).slice(0, MAX_TERMS);
      if (terms.length === 0) return replies.greeting;
      const topic = memory.get(sessionId);
      const isFollowUp =
        topic !== undefined &&
        terms.length <= 6 &&
        (followUpWords.test(question.toLowerCase()) || terms.filter((term) => weight(term) > 0).length <= 2);
      const answered = answerQuestion(question, terms, topic, isFollowUp);
      // Several sentences that no one passage covers may each be answerable on their own.
      const sentences = question.split(/(?<=[.?!])\s+/).filter((sentence) => sentence.trim().length > 0);
      if (!answered && sentences.length >= 2) {
        const parts = longAnswer(question, sessionId);
        if (parts !== replies.longNothing(demoUrl)) return parts;
      }
      if (!answered) {
        const near = search(terms)
          .filter((match, i, list) => list.findIndex((other) => other.doc.url === match.doc.url) === i)
          .slice(0, 2);
        const maybe = near.length && (near[0]?.score ?? 0) >= MIN_SCORE;
        return maybe
          ? `${replies.fallback(demoUrl)}\n\n${replies.maybe(near.map((match) => link(match.doc.page, match.doc.url)).join(", "))}`
          : replies.fallback(demoUrl);
      }
      remember(sessionId, terms, answered.chosen, answered.plan);
      return `${answered.text}${related(answered.chosen, answered.matches)}`;
    },
  };
}

/** A passage without a written answer speaks through its sentences that best match the question. */
function passageAnswer(doc: Stored, terms: string[], weight: (term: string) => number): string {
  const heading = doc.title.endsWith("?") ? `**${doc.title}** ` : `**${doc.title}**: `;
  const more = `More on ${link(doc.page, doc.url)}.`;
  if (doc.text.length <= 450) return `${heading}${doc.text} ${more}`;
  const sentences = doc.text.split(/(?<=[.!?])\s+(?=[A-Z0-9“"‘(₹])/);
  const scoreOf = (sentence: string) => {
    const own = new Set(words(sentence).flatMap((word) => indexTerm(word) ?? []));
    return terms.reduce(
      (sum, term) => sum + (own.has(term) || [...own].some((word) => word.startsWith(term)) ? weight(term) : 0),
      0,
    );
  };
  const scores = sentences.map(scoreOf);
  const best = scores.indexOf(Math.max(...scores));
  let body = sentences[best] ?? "";
  const next = sentences[best + 1];
  if (next && body.length + next.length < 450) body = `${body} ${next}`;
  return `${heading}${body} ${more}`;
}
