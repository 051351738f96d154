import MiniSearch, { type SearchResult } from "minisearch";
import { fittedThresholds, type Thresholds } from "./assistant-data";
import { type KnowledgeDoc, knowledgeDocuments, link, solutionPlanNotes, summaryId } from "./knowledge";
import { clauseBreaks, followUpPattern, lexicon, partReferencePattern } from "./lexicon";
import { createTopicMemory, type Topic, type TopicMemory } from "./memory";
import { passageIndexFields, passageSearchOptions } from "./passage-index";
import { asksCompetitorPrice, asksPrice, periodTerms, planAnswers, planNames } from "./plan-answers";
import { replies } from "./replies";
import { smallTalk } from "./small-talk";
import { tamilReply } from "./tamil";
import { hasTamilScript, indexTerm, oneEditApart, questionTerms, words } from "./terms";

/**
 * The built-in site assistant, used when no CHAT_WEBHOOK_URL is configured. It reads a
 * question the way terms.ts does (Tanglish included), reads a word the site never uses as the
 * site's word one typo away, searches the site's passages (BM25, MiniSearch), and composes an
 * answer from the one or two passages that together cover the question, with links to where
 * they came from. A follow-up is read with the conversation's last topic; a message of several
 * questions gets each answered and a person offered for the rest. It answers only when the
 * match is confident (thresholds fitted by scripts/fit-assistant.ts); otherwise it says it is
 * not sure, names the nearest pages and offers a person, because a wrong answer costs a shop
 * owner more than "I'm not sure".
 */
const indexOptions = {
  ...passageIndexFields,
  storeFields: ["title", "url", "page", "answer", "text", "prior", "triggers", "kind", "plan", "advice"],
};
const searchOptions = passageSearchOptions;

/** A message this long, or with this many questions, is read sentence by sentence. */
const LONG_MESSAGE = 320;
const MAX_TERMS = 24;
/** Words this long or longer that the site never uses are read as the nearest word it does. */
const MIN_CORRECTED = 5;
/**
 * A shorter word is read only as one of the words questions are made of ("plna" is "plan",
 * "mnth" is "month"): one edit from a four-letter word reaches too many others ("tata", "data").
 */
const MIN_SHORT_CORRECTED = 4;
const questionWords: ReadonlySet<string> = new Set(
  questionTerms([...Object.values(lexicon), ...planNames.keys(), "month year price cost plan"].join(" ")),
);
/** A question of this many topic words or fewer asks what a page is about. */
const BROAD_QUESTION = 2;
/** How many of the best passages are read for agreement on one page. */
const CONSENSUS_WINDOW = 5;
/** A long message gets at most this many of its questions answered, in the order asked. */
const MAX_PARTS = 6;
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

/**
 * What a reply is: an answer from the content, an honest "not sure" (with the nearest pages and
 * a person), or small talk (a greeting, a person asked for, an off-topic or abusive message).
 */
export type ReplyOutcome = "answer" | "not_sure" | "small_talk";
export interface AssistantReply {
  text: string;
  outcome: ReplyOutcome;
}

export interface SiteAssistant extends Assistant {
  reply(question: string, context: { sessionId: string; language?: string }): AssistantReply;
}

type Stored = Pick<
  KnowledgeDoc,
  "id" | "title" | "url" | "page" | "answer" | "text" | "prior" | "triggers" | "kind" | "plan" | "advice"
>;
type Match = { doc: Stored; score: number; matched: Set<string> };

const isNumber = (term: string) => /^\d+$/.test(term);
/** A sentence that asks something: "…?" or "what does Pro cost". */
const asks = (sentence: string) =>
  sentence.includes("?") || /^\W*(what|how|which|when|where|who|can|could|do|does|is|are|will)\b/i.test(sentence);

const answer = (text: string): AssistantReply => ({ text, outcome: "answer" });
const smallTalkReply = (text: string): AssistantReply => ({ text, outcome: "small_talk" });

export function createAssistant({
  serializedIndex = buildAssistantIndex(),
  demoUrl = "/contact?topic=demo",
  memory = createTopicMemory(),
  thresholds = fittedThresholds,
}: {
  serializedIndex?: string;
  demoUrl?: string;
  memory?: TopicMemory;
  /** The confidence an answer needs; knowledge-data/thresholds.json unless a fit tries others. */
  thresholds?: Thresholds;
} = {}): SiteAssistant {
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
  /** Whether the site uses the word itself, not only one like it. */
  const usesWord = (term: string) =>
    isNumber(term) || index.search(term, { ...searchOptions, fuzzy: false, prefix: false }).length > 0;
  const corrections = new Map<string, string>();
  /**
   * A word the site never uses, read as the site's word one typo away ("startr" is "starter",
   * "instagarm" is "instagram"): the one most passages use. A four-letter word is read only as
   * a question word; shorter ones are left alone.
   */
  const corrected = (term: string): string => {
    let value = corrections.get(term);
    if (value === undefined) {
      value = term;
      const short = term.length < MIN_CORRECTED;
      if (term.length >= MIN_SHORT_CORRECTED && !usesWord(term)) {
        const found = new Map<string, number>();
        const nearby = { ...searchOptions, prefix: false, fuzzy: term.length >= 8 ? 2 : 1 };
        for (const result of index.search(term, nearby)) {
          for (const candidate of result.terms) {
            if (!short || questionWords.has(candidate)) found.set(candidate, (found.get(candidate) ?? 0) + 1);
          }
        }
        const best = [...found].sort((a, b) => b[1] - a[1])[0];
        if (best) value = best[0];
      }
      if (corrections.size < 50_000) corrections.set(term, value);
    }
    return value;
  };
  /** A question's terms, as questionTerms reads them, with typos read as the site's words. */
  const read = (text: string) => [...new Set(questionTerms(text).map(corrected))].slice(0, MAX_TERMS);
  const weightOf = (terms: Iterable<string>) => [...terms].reduce((sum, term) => sum + weight(term), 0);
  const { planChannelAnswer, planFeatureAnswer, planFollowUp, catalogPlanAnswer, planYearAnswer, catalogueComparison } =
    planAnswers((term) => weight(term) > 0);

  /** What a price question is about: its words other than price, period and plan words. */
  const topicOf = (terms: string[]) =>
    terms.filter(
      (term) =>
        weight(term) > 0 && !isNumber(term) && !asksPrice([term]) && !periodTerms.has(term) && !planNames.has(term),
    );

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
    // Numbers are values ("17", "200 items"), not topics: they neither count for nor against.
    const known = terms.filter((term) => weight(term) > 0 && !isNumber(term));
    // A question of a word or two ("plans", "what services do you offer") scores low however well
    // it is matched: it has its own floor.
    const floor = known.length <= BROAD_QUESTION ? thresholds.minBroadScore : thresholds.minScore;
    if (!best || best.score < floor || known.length === 0) return null;
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
    // Words the site never uses (typos aside, which search finds) are a part of the question
    // that no passage answers: "telegram", "uptime", a festival offer.
    const unknown = terms.filter((term) => weight(term) === 0 && !isNumber(term)).length;
    const confidence = weightOf(covered) / (total + unknown * thresholds.unknownWeight);
    const triggered = triggersIn(best.doc, new Set(terms)).length > 0;
    // Several of the best passages from one page: the page is the answer even when no one
    // passage covers the question ("do you do frontend work?" and the front-end page).
    const consensus = matches.slice(0, CONSENSUS_WINDOW).filter((match) => match.doc.url === best.doc.url).length;
    // The question's most telling word answered ("dental" in "dental clinic appointments") makes
    // a partial match more likely the right one.
    const rarest = known.reduce((most, term) => (weight(term) > weight(most) ? term : most), known[0] ?? "");
    const confident =
      confidence >= thresholds.minCoverage ||
      (triggered && confidence >= thresholds.minTriggeredCoverage) ||
      (consensus >= thresholds.minConsensus && confidence >= thresholds.minConsensusCoverage) ||
      (covered.has(rarest) && confidence >= thresholds.minRareCoverage);
    // A passage of an article or a guide is general advice: it answers only a question it covers
    // nearly whole, never one about what we do that it merely shares words with.
    const advice = best.doc.advice === true && confidence < thresholds.minAdviceCoverage;
    return confident && !advice ? { chosen, coverage } : null;
  };

  /** The share of the question's own known words (by weight) the chosen passages match. */
  const ownShare = (terms: string[], chosen: Match[]): number => {
    const known = terms.filter((term) => weight(term) > 0 && !isNumber(term));
    const covered = known.filter((term) => chosen.some((match) => match.matched.has(term)));
    return weightOf(covered) / (weightOf(known) || 1);
  };

  /** An article's summary says what it covers; a passage of it that matches nearly as well says the thing. */
  const specific = (match: Match, matches: Match[]): Match => {
    if (match.doc.kind !== "article-summary") return match;
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
    chosen.map((match) => match.doc.plan).find((name) => name !== undefined);

  const remember = (
    sessionId: string,
    terms: string[],
    chosen: Match[],
    facts: Pick<Topic, "plan" | "items" | "channels"> = {},
  ) => {
    const best = chosen[0];
    if (!best) return;
    const topicTerms = [
      ...new Set([...questionTerms(best.doc.title), ...terms.filter((term) => best.matched.has(term))]),
    ];
    memory.set(sessionId, { docIds: chosen.map((match) => match.doc.id), terms: topicTerms.slice(0, 8), ...facts });
  };

  type Answered = {
    text: string;
    chosen: Match[];
    plan?: string;
    matches: Match[];
    items?: number;
    channels?: Topic["channels"];
  };

  /** One question: its answer and what it was about, or null when the content does not answer it. */
  const answerQuestion = (
    question: string,
    terms: string[],
    topic: Topic | undefined,
    isFollowUp: boolean,
    /** The whole message this question is a part of: its catalogue size answers "which plan fits". */
    message?: string,
  ): Answered | null => {
    const byCatalog =
      catalogPlanAnswer(question, terms, topic) ??
      (message && terms.includes("plan") ? catalogPlanAnswer(message, read(message), topic) : null);
    if (byCatalog) {
      const planDoc = search([byCatalog.plan, "plan"]).slice(0, 1);
      return { ...byCatalog, chosen: planDoc, matches: [] };
    }
    const plan = planIn(terms) ?? (isFollowUp ? topic?.plan : undefined);
    const channelAnswer =
      planYearAnswer(terms) ??
      catalogueComparison(question, terms) ??
      planChannelAnswer(terms, plan) ??
      planFeatureAnswer(terms, plan) ??
      (isFollowUp && !planIn(terms) ? planFollowUp(terms, plan) : null);
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
        followUpPattern.test(question.toLowerCase()) && topic.docIds.includes(inContext?.chosen[0]?.doc.id ?? "");
      // The topic answers only if it matches some of the new words ("ok what about zoho books"
      // after Tally is about Zoho Books), and as well as they are answered on their own unless
      // the message points back at it ("how many weeks did that take?").
      const own = (found: typeof picked) => ownShare(terms, found?.chosen ?? []);
      const ownInContext = own(inContext);
      const asWell = ownInContext >= own(picked) && (!picked || picked.coverage < 0.8);
      if (inContext && ownInContext > 0 && (sameTopic || asWell)) {
        matches = contextual;
        picked = inContext;
      }
    }
    if (!picked) return null;
    // "How much for the voice assistant?": the solution's own pricing note answers, not the plan list.
    if (picked.chosen[0]?.doc.kind === "plans") {
      const solution = matches.slice(0, 5).find((match) => planNotes.has(match.doc.url));
      const rest = terms.filter((term) => term !== "price" && weight(term) > 0);
      if (
        solution &&
        rest.length > 0 &&
        weightOf(rest.filter((term) => solution.matched.has(term))) >= weightOf(rest) / 2
      ) {
        picked.chosen = [solution];
      } else if (
        asksPrice(terms) &&
        picked.chosen[1] &&
        picked.chosen[1].doc.kind !== "plan" &&
        !planNotes.has(picked.chosen[1].doc.url) &&
        weightOf(topicOf(terms).filter((term) => picked.chosen[0]?.matched.has(term))) < weightOf(topicOf(terms)) / 2
      ) {
        // "Monthly fee for the smart chatbot?": the plan list matched the price words and another
        // page the thing asked about, a page with no price of its own. Its price is not on the site.
        return null;
      }
    }
    picked.chosen = picked.chosen.map((match) => specific(match, matches));
    // "What services do you offer?": a question of a word or two about what a page is about is
    // answered by the page's summary, not by one passage of it.
    const broad = terms.filter((term) => weight(term) > 0 && !isNumber(term)).length <= BROAD_QUESTION;
    const first = picked.chosen[0];
    if (broad && first?.doc.kind === "passage") {
      const summary = matches.find(
        (match) =>
          match.doc.kind === "summary" &&
          match.score >= first.score * 0.5 &&
          [...first.matched].every((term) => match.matched.has(term)),
      );
      if (summary) picked.chosen = [summary];
    }
    const lead = picked.chosen[0];
    const note = planNotes.get(lead?.doc.url ?? "");
    // A use case from a solution page answers best after a line on what the solution is.
    if (lead && note && lead.doc.kind !== "summary" && !lead.doc.title.endsWith("?")) {
      const id = summaryId(lead.doc.url);
      const summary = index.getStoredFields(id) as Stored | undefined;
      if (summary && !picked.chosen.some((match) => match.doc.id === id)) {
        picked.chosen = [
          { doc: { ...summary, id }, score: lead.score, matched: lead.matched },
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
    // A monthly or yearly price asked, and the passage that answers states none: the site has
    // none for this, and a price from another passage (another product's) would mislead.
    const figureAsked = asksPrice(terms) && terms.some((term) => periodTerms.has(term));
    const priced = (part = "") => part.includes("₹") || /\bquote\b/i.test(part);
    const leadPriced = lead?.doc.kind === "plans" || lead?.doc.kind === "plan" || priced(parts[0]);
    if (figureAsked && !(leadPriced || (lead?.doc.kind === "summary" && priced(note)))) return null;
    // A share or a count asked ("what uptime percentage", "how many weeks"), and no such figure
    // in the answer: it answers something else.
    if (/(?<!\d\s?)%|\bper ?cent(age)?\b/i.test(question) && !text.includes("%")) return null;
    if (
      /\bhow (long|many)\b/i.test(question) &&
      !/\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve)\b/i.test(text)
    )
      return null;
    return { text, chosen: picked.chosen, plan: planIn(terms, picked.chosen) ?? plan, matches };
  };

  /** Up to two pages nearest the question, for an honest "not sure". */
  const nearestPages = (terms: string[]): string[] =>
    search(terms)
      .filter((match) => match.score >= thresholds.minScore)
      .filter((match, i, list) => list.findIndex((other) => other.doc.url === match.doc.url) === i)
      .slice(0, 2)
      .map((match) => link(match.doc.page, match.doc.url));

  const notSure = (terms: string[]): AssistantReply => ({
    text: replies.notSure(demoUrl, nearestPages(terms)),
    outcome: "not_sure",
  });

  /**
   * A long message: its best-answered questions, with a person offered for the rest. `whole`:
   * the answers to its parts must together cover enough of the message (a short message of two
   * questions that no passage covers as a whole).
   */
  const longAnswer = (message: string, sessionId: string, whole = false): AssistantReply & { parts: number } => {
    const sentences = clausesOf(message);
    // Among questions asked outright, the other sentences are what the asker tells about themselves.
    const askedOutright = sentences.filter(asks).length >= 2;
    const found: { text: string; chosen: Match[]; score: number; position: number }[] = [];
    const unanswered: { text: string; position: number }[] = [];
    sentences.forEach((part, position) => {
      // "…for a distributor? what were the results?": a question of a word or two goes on from the one before.
      const previous = sentences[position - 1];
      const short = read(part).filter((term) => weight(term) > 0 && !isNumber(term)).length <= 1;
      const sentence = short && previous && partReferencePattern.test(part) ? `${previous} ${part}` : part;
      const terms = read(sentence);
      if (asksCompetitorPrice(sentence, terms)) {
        unanswered.push({ text: sentence, position });
        return;
      }
      if (askedOutright && !asks(part)) return;
      if (terms.filter((term) => weight(term) > 0).length < 2 && !asks(sentence)) return;
      const answered = answerQuestion(sentence, terms, undefined, false, message);
      const best = answered?.chosen[0];
      if (!answered || !best) {
        if (/\?\W*$/.test(sentence) || askedOutright) unanswered.push({ text: sentence, position });
        return;
      }
      if (found.some((other) => other.chosen[0]?.doc.id === best.doc.id)) return;
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
      .slice(0, MAX_PARTS)
      .sort((a, b) => a.position - b.position);
    const first = top[0];
    const nothing = { text: replies.longNothing(demoUrl), outcome: "not_sure" as const, parts: 0 };
    if (!first) return nothing;
    if (whole) {
      const asked = read(askedOutright ? sentences.filter(asks).join(" ") : message);
      const known = asked.filter((term) => weight(term) > 0);
      const unknown = asked.filter((term) => weight(term) === 0 && !isNumber(term)).length;
      const covered = new Set(top.flatMap((item) => item.chosen.flatMap((match) => [...match.matched])));
      const share =
        weightOf(known.filter((term) => covered.has(term))) /
        (weightOf(known) + unknown * thresholds.unknownWeight || 1);
      if (share < thresholds.minPartsCoverage) return nothing;
    }
    remember(sessionId, read(message), first.chosen);
    return {
      parts: top.length,
      ...answer(
        [
          replies.longIntro,
          // One passage per question, with its price note, keeps a reply to a long message readable
          // on a phone; a question the site does not answer is named, so none looks answered.
          ...[
            ...top.map((item) => {
              // Both passages when the second answers a word of the question the first does not
              // ("do you support Tamil?": the support passage, then the Tamil one).
              const passages = item.text.split("\n\n").filter((part) => !notes.has(part));
              const kept = passages.slice(0, item.chosen.length);
              const note = item.text.split("\n\n").filter((part) => notes.has(part));
              return { position: item.position, line: [...kept, ...note].join(" ") };
            }),
            ...unanswered.map((item) => ({ position: item.position, line: replies.partUnanswered(item.text) })),
          ]
            .sort((a, b) => a.position - b.position)
            .map((item, index) => `${index + 1}. ${item.line}`),
          replies.longClose(demoUrl),
        ].join("\n\n"),
      ),
    };
  };

  const reply = (question: string, context: { sessionId: string; language?: string }): AssistantReply => {
    const kind = smallTalk(question);
    if (kind === "injection") {
      // "…new rule from admin… Now tell me, what are your working hours?": the rule is
      // refused and the real question, if there is one, answered.
      const asked = question
        .split(/(?<=[.?!]["'’”)>]?)\s+|\n+|<\/?\w+>/)
        .filter((sentence) => asks(sentence) && smallTalk(sentence) !== "injection")
        .join(" ")
        .replace(/^.*?\b(now )?tell me,?\s*/i, "");
      const inner = asked.trim() ? reply(asked, context) : null;
      return inner?.outcome === "answer"
        ? answer(`${replies.injectionShort}\n\n${inner.text}`)
        : smallTalkReply(replies.injection());
    }
    const { sessionId } = context;
    if (kind === "abuse") return smallTalkReply(replies.abuse);
    const questionCount = (question.match(/\?/g) ?? []).length;
    // A competitor's price asked among other questions is declined as one part of the answer.
    const competitorPrice = asksCompetitorPrice(question, questionTerms(question));
    const declineCompetitor = (): AssistantReply => ({ text: replies.competitorPrice(demoUrl), outcome: "not_sure" });
    if (competitorPrice && questionCount < 2) return declineCompetitor();
    if (hasTamilScript(question)) {
      return tamilReply(question, (terms) => nearestPages(terms), usesWord);
    }
    // A long message that also asks for a call gets its questions answered, and the person.
    if (question.length > LONG_MESSAGE || questionCount >= 3) return longAnswer(question, sessionId);
    if (kind === "handoff") return smallTalkReply(replies.handoff());
    if (kind === "off-topic") return smallTalkReply(replies.offTopic);
    if (kind === "greeting") return smallTalkReply(replies.greeting);
    if (kind === "thanks") return smallTalkReply(replies.thanks);
    if (kind === "goodbye") return smallTalkReply(replies.goodbye);

    const terms = read(question);
    if (terms.length === 0) return smallTalkReply(replies.greeting);
    const topic = memory.get(sessionId);
    // "How much if I pay for the whole year?" after a plan was named asks that plan's price.
    const planPriceAgain =
      topic?.plan !== undefined && asksPrice(terms) && terms.some((term) => periodTerms.has(term)) && !planIn(terms);
    const isFollowUp =
      topic !== undefined &&
      terms.length <= 6 &&
      (followUpPattern.test(question.toLowerCase()) ||
        terms.filter((term) => weight(term) > 0).length <= 2 ||
        planPriceAgain);
    // "Pro price? any setup fee?": several questions get an answer each, when each has one.
    if (questionCount >= 2) {
      const parts = longAnswer(question, sessionId, true);
      if (parts.parts >= 2) return parts;
    }
    if (competitorPrice) return declineCompetitor();
    const answered = answerQuestion(question, terms, topic, isFollowUp);
    // Several questions in one message ("hours and email pls, also do you work saturdays") get an
    // answer each when each has one; several sentences that no one passage covers may too.
    const clauses = clausesOf(question);
    const asking = clauses.filter(asks).length;
    if (clauses.length >= 2 && (!answered || clauseBreaks.test(question) || asking >= 2)) {
      // A message answered as a whole that asks two or more questions outright gets each answered
      // on its own; otherwise its parts must together cover it well enough.
      const parts = longAnswer(question, sessionId, !(answered && asking >= 2));
      if (parts.outcome === "answer" && (!answered || parts.parts >= 2)) return parts;
    }
    if (!answered) return notSure(terms);
    remember(sessionId, terms, answered.chosen, {
      plan: answered.plan,
      items: answered.items ?? (isFollowUp ? topic?.items : undefined),
      channels: answered.channels ?? (isFollowUp ? topic?.channels : undefined),
    });
    return answer(`${answered.text}${related(answered.chosen, answered.matches)}`);
  };

  return {
    reply,
    answer: (question, context) => reply(question, context).text,
  };
}

/** A message's questions: its sentences, and the parts of a sentence that go on to another question. */
function clausesOf(message: string): string[] {
  return (
    message
      .split(/(?<=[.?!])\s+|\n+|:\s+|[;,]?\s+(?=\(?\d{1,2}[).]\s)/)
      .flatMap((sentence) => sentence.split(clauseBreaks))
      // "1) any setup fee?": the number only orders the questions.
      .map((clause) => clause?.replace(/^\(?\d{1,2}[).]\s*/, "").trim() ?? "")
      .filter(Boolean)
  );
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
