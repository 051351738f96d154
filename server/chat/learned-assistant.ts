import { siteData } from "../site-data";
import { type Composed, compose, type Outcome } from "./answers/compose";
import { type AnswerLanguage, link, pageLink, type Speaker, speaker as speakerFor } from "./answers/language";
import { planFitting } from "./answers/plans";
import { knowledgeDocuments } from "./knowledge";
import { type ConversationMemory, createConversationMemory } from "./memory";
import { loadClassifier } from "./reader/classifier";
import type { Slots } from "./reader/corpus";
import { type ReaderModel, readModel } from "./reader/model-file";
import { joinedQuestions, type MessagePart, messageParts } from "./reader/parts";
import { readSlots } from "./reader/slots";
import { createRetrieval, type Retrieval } from "./retrieval";

const { pages } = siteData;

/**
 * The built-in site assistant, used when neither a chat webhook nor a model is configured. It
 * reads a message with the classifier trained on the corpus (reader/), fills the slots the
 * message states, and answers each question from the site's content in the visitor's language
 * (answers/). Under the fitted confidence it says it is not sure and offers a person, with the
 * pages a search finds, because a wrong answer costs a shop owner more than "I'm not sure".
 */
export interface Assistant {
  answer(question: string, context: { sessionId: string; language?: string }): string;
}

export type ReplyOutcome = Outcome;
export interface AssistantReply {
  text: string;
  outcome: ReplyOutcome;
}

export interface SiteAssistant extends Assistant {
  reply(question: string, context: { sessionId: string; language?: string }): AssistantReply;
}

interface Reading {
  intent: string;
  confidence: number;
  slots: Slots;
  text: string;
  /** For a part of a message: whether it asks, or states something around the questions ("We are a distributor in Salem."). */
  asks?: boolean;
}

/** Intents whose slots a follow-up inherits ("and yearly?" after Pro's price). */
const planIntents = new Set(["plans.list", "plan.price", "plan.features", "plan.recommend", "pricing.yearly"]);
/** A part that only greets or thanks is not a question of its own. */
const courtesies = new Set(["smalltalk.greeting", "smalltalk.thanks", "smalltalk.goodbye"]);
const RELATED_PAGES = 3;

const hasTamilScript = (text: string) => /[\u0B80-\u0BFF]/.test(text);
const answerLanguage = (question: string, pageLanguage?: string): AnswerLanguage =>
  hasTamilScript(question) || pageLanguage === "ta" ? "ta" : "en";

/**
 * The slots of a follow-up: what it states, the rest from the plan talk before it. Items "more"
 * add to the catalogue named before; a new catalogue size asks afresh, without the plan named before.
 */
function inherit(slots: Slots, previous: Reading | undefined): Slots {
  if (!previous || !planIntents.has(previous.intent)) return slots;
  const channels =
    slots.channels && previous.slots.channels && !slots.only
      ? [...new Set([...previous.slots.channels, ...slots.channels])]
      : (slots.channels ?? previous.slots.channels);
  const { added, ...stated } = slots;
  const earlier = slots.items === undefined ? previous.slots : { ...previous.slots, plan: undefined };
  const inherited: Slots = { ...earlier, ...stated, ...(channels ? { channels } : {}) };
  if (added && previous.slots.items !== undefined && slots.items !== undefined)
    inherited.items = previous.slots.items + slots.items;
  if (!inherited.plan) delete inherited.plan;
  return inherited;
}

const isStatement = (reading: Reading) => reading.asks === false;

export function createAssistant({
  model = readModel(),
  demoUrl = "/contact?topic=demo",
  retrieval,
  memory = createConversationMemory<Reading>(),
}: {
  model?: ReaderModel;
  demoUrl?: string;
  /** The search that names "these pages may help"; over the pages' summaries, built on the first "not sure" when not given. */
  retrieval?: Retrieval;
  memory?: ConversationMemory<Reading>;
} = {}): SiteAssistant {
  const classifier = loadClassifier(model.classifier);
  let search = retrieval;

  const read = (text: string, slots: Slots): Reading => {
    const { intent, confidence } = classifier.classify(text);
    return { intent: intent || "unanswerable", confidence, slots, text };
  };
  const confident = (reading: Reading) => reading.confidence >= model.threshold && reading.intent !== "unanswerable";

  /** The pages a search finds for the question, named in the visitor's language. */
  function relatedPages(speaker: Speaker, question: string): string[] {
    // The pages' own summaries are enough to name a page, and a search over them is quick.
    search ??= createRetrieval(knowledgeDocuments().filter((doc) => doc.kind === "summary"));
    const paths = new Set<string>();
    const links: string[] = [];
    for (const passage of search.search(question, RELATED_PAGES * 3)) {
      const path = passage.url.split("#")[0] as string;
      if (paths.has(path) || paths.size >= RELATED_PAGES) continue;
      paths.add(path);
      links.push(pages[path] ? pageLink(speaker.language, path) : link(passage.title, passage.url));
    }
    return links;
  }

  function notSure(speaker: Speaker, question: string): Composed {
    const links = relatedPages(speaker, question);
    const pagesLine = links.length ? speaker.say("pages", { links: links.join(", ") }) : "";
    return { text: speaker.say("notSure", { pages: pagesLine }), outcome: "not_sure" };
  }

  /**
   * A message of several questions: each answered, or said to be for a person. A price asked after
   * the plan that fits is that plan's price, which the recommendation already gave.
   */
  function severalAnswers(speaker: Speaker, readings: Reading[]): Composed | null {
    const lines: string[] = [];
    let answered = 0;
    let unanswered = 0;
    let recommended: string | undefined;
    // What the statements before a question say ("Our billing is in Tally.") belongs to its answer.
    let stated = "";
    for (const reading of readings) {
      if (!confident(reading) && isStatement(reading)) {
        stated += `${reading.text} `;
        continue;
      }
      const message = `${stated}${reading.text}`;
      stated = "";
      if (reading.intent === "plan.recommend") recommended = planFitting(reading.slots)?.name;
      else if (reading.intent === "plan.price" && !reading.slots.plan && recommended && confident(reading)) continue;
      const composed = confident(reading) ? compose(reading.intent, reading.slots, speaker, message) : null;
      if (composed) answered += 1;
      else unanswered += 1;
      const text = composed?.text ?? speaker.say("partNotSure", { question: reading.text });
      if (!lines.includes(text)) lines.push(text);
    }
    if (answered === 0) return null;
    if (unanswered > 0) lines.push(speaker.say("partsClose"));
    return { text: lines.join("\n\n"), outcome: "answer" };
  }

  /**
   * One question of a message, with the slots the message states elsewhere: the plan, the period
   * and the catalogue it describes. The channels it names belong to the question that names them,
   * unless this one asks which plan fits the business the message describes.
   */
  function partReading(part: MessagePart, messageSlots: Slots): Reading {
    const own = readSlots(part.text);
    const { channels, excluded, only, ...shared } = messageSlots;
    const reading = { ...read(part.text, { ...shared, ...own }), asks: part.asks };
    if (reading.intent === "plan.recommend") reading.slots = { ...messageSlots, ...own };
    return reading;
  }

  /**
   * A part's reading, or its joined questions' ("price of premium and what are your hours") when
   * the reader is sure of each and they ask different things.
   */
  function partReadings(part: MessagePart, messageSlots: Slots): Reading[] {
    const reading = partReading(part, messageSlots);
    const joined = joinedQuestions(part.text);
    if (joined.length < 2) return [reading];
    const readings = joined.map((text) => partReading({ text, asks: part.asks }, messageSlots));
    const separate = readings.every(confident) && new Set(readings.map((each) => each.intent)).size === readings.length;
    return separate ? readings : [reading];
  }

  function reply(question: string, context: { sessionId: string; language?: string }): AssistantReply {
    const speaker = speakerFor(answerLanguage(question, context.language), demoUrl);
    const previous = memory.get(context.sessionId);
    const messageSlots = readSlots(question);
    let whole = read(question, inherit(messageSlots, previous));
    // In plan talk, a follow-up that states a catalogue or a channel, and asks nothing clearer, asks which plan fits now.
    const plansAgain =
      previous && planIntents.has(previous.intent) && (messageSlots.items !== undefined || messageSlots.channels);
    if (!confident(whole) && plansAgain) whole = { ...whole, intent: "plan.recommend", confidence: model.threshold };
    else if (!confident(whole) && previous) {
      const withContext = read(`${previous.text} ${question}`, whole.slots);
      if (confident(withContext)) whole = withContext;
    }
    // "How long did that take?" after a case study asks its build time, which its answer gives.
    if (previous?.intent.startsWith("case-study:") && whole.intent === "project.timeline" && confident(whole))
      whole = { ...whole, intent: previous.intent };
    const parts = messageParts(question)
      .flatMap((part) => partReadings(part, whole.slots))
      .filter((reading) => !courtesies.has(reading.intent) || !confident(reading));
    const distinct = new Set(
      parts.filter(confident).map((reading) => `${reading.intent} ${JSON.stringify(reading.slots)}`),
    );
    let composed: Composed | null;
    let remembered = whole;
    // Several questions, or one question the reader is sure of among statements about the business.
    const oneAmongStatements =
      distinct.size === 1 &&
      !confident(whole) &&
      parts.every((part) => (confident(part) ? !isStatement(part) : isStatement(part)));
    if (parts.length >= 2 && (distinct.size >= 2 || oneAmongStatements)) {
      composed = severalAnswers(speaker, parts);
      remembered = parts.filter(confident).at(-1) ?? whole;
    } else {
      composed = confident(whole) ? compose(whole.intent, whole.slots, speaker, question) : null;
    }
    if (!composed) return notSure(speaker, question);
    if (composed.outcome === "answer") memory.set(context.sessionId, { ...remembered, text: question });
    return composed;
  }

  return { reply, answer: (question, context) => reply(question, context).text };
}
