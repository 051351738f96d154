import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel, ModelMessage } from "ai";
import type { FastifyBaseLogger } from "fastify";
import type { ChatAiConfig } from "../../config";
import type { Intake } from "../../intake/intake";
import type { Assistant } from "../assistant";
import { type KnowledgeDoc, knowledgeDocuments } from "../knowledge";
import type { PreviousMessage } from "../previous-session";
import { createRetrieval } from "../retrieval";
import { createDailyCap } from "./daily-cap";
import { type AnswerEvent, guardedAnswer } from "./guarded-answer";
import { handoffTool } from "./handoff-tool";
import { createConversationHistory, type Turn } from "./history";
import { createNumberGuard, figureSet } from "./number-guard";
import { notSureLine, whatsappLink } from "./replies";
import { siteTools } from "./site-tools";
import { type Source, sourceLine, sourcesOf } from "./sources";
import { streamLines } from "./stream-lines";
import { systemPrompt } from "./system-prompt";

/**
 * The chat answered by a language model behind any OpenAI-compatible API, grounded in the
 * site: it answers through tools over the site's content, its figures are checked sentence by
 * sentence, and whenever it cannot answer (provider down, slow, rate-limited, silent, or about
 * to state a figure the site does not hold) the built-in assistant's answer or an offer of a
 * person takes its place. The visitor never sees an error from it.
 */
export interface AiQuestion {
  chatInput: string;
  sessionId: string;
  /** The page the visitor is on, as the browser reports it. */
  path?: string;
  /** The page language the browser reports, for the built-in assistant. */
  language?: string;
}

export interface AiChat {
  /**
   * The answer as the lines of a stream; null when today's cap is used up (then the built-in
   * assistant answers, as without a model).
   */
  answer(question: AiQuestion, options: { signal: AbortSignal; log: FastifyBaseLogger }): AsyncIterable<string> | null;
  /** The kept turns of a session, for a returning visitor. */
  previousMessages(sessionId: string): PreviousMessage[];
}

const documentTexts = (documents: KnowledgeDoc[]) =>
  documents.flatMap((document) => [document.title, document.keywords, document.text, document.answer ?? ""]);

const historyMessages = (turns: Turn[]): ModelMessage[] =>
  turns.flatMap((turn): ModelMessage[] => [
    { role: "user", content: turn.question },
    { role: "assistant", content: turn.answer },
  ]);

export function chatModel(config: ChatAiConfig): LanguageModel {
  return createOpenAICompatible({ name: "chat", baseURL: config.baseUrl, apiKey: config.apiKey }).chatModel(
    config.model,
  );
}

export function createAiChat({
  config,
  assistant,
  intake,
  documents = knowledgeDocuments(),
  now = () => Date.now(),
}: {
  config: ChatAiConfig;
  assistant: Assistant;
  intake: Pick<Intake, "saveInquiry">;
  documents?: KnowledgeDoc[];
  now?: () => number;
}): AiChat {
  const model = chatModel(config);
  const retrieval = createRetrieval(documents);
  const contentFigures = figureSet(documentTexts(documents));
  const history = createConversationHistory({ maxTurns: config.historyTurns, now });
  const dailyCap = createDailyCap(config.dailyRequestCap, now);
  const whatsapp = whatsappLink();
  const tools = siteTools({ retrieval, whatsappLink: whatsapp });

  async function* answer(question: AiQuestion, signal: AbortSignal, log: FastifyBaseLogger): AsyncGenerator<string> {
    const { chatInput, sessionId } = question;
    const turns = history.turns(sessionId);
    let shown = "";
    const builtIn = () => assistant.answer(chatInput, { sessionId, language: question.language });

    /** Ends the answer in place of the model's: one log line, and what the visitor gets instead. */
    const replacement = (event: Exclude<AnswerEvent, { kind: "sentence" }>): string => {
      const fields = { model: config.model, sentences: shown ? "some shown" : "none shown" };
      if (event.kind === "withheld") {
        log.warn(
          { ...fields, figures: event.figures.map((figure) => figure.text) },
          "AI answer held back: it stated a figure the site does not hold",
        );
      } else {
        log.warn(
          { ...fields, reason: event.reason, status: event.status, detail: event.detail },
          "AI model failed to answer",
        );
      }
      return shown ? `\n\n${notSureLine(chatInput)}` : builtIn();
    };

    yield streamLines.begin();
    const system = systemPrompt({ whatsappLink: whatsapp, pagePath: question.path });
    const guard = createNumberGuard(contentFigures, [...turns.map((turn) => turn.question), chatInput]);
    // The facts the prompt gives (the company, its pages) may be quoted too.
    guard.allow(system);
    const sources: Source[] = [];
    let replaced = false;
    const events = guardedAnswer({
      model,
      system,
      messages: [...historyMessages(turns), { role: "user", content: chatInput }],
      tools: {
        ...tools,
        hand_off_to_person: handoffTool(intake, {
          sessionId,
          path: question.path ?? "/",
          turns: () => [...turns, { question: chatInput, answer: shown }],
        }),
      },
      guard,
      maxOutputTokens: config.maxOutputTokens,
      firstTokenTimeoutMs: config.firstTokenTimeoutMs,
      answerTimeoutMs: config.answerTimeoutMs,
      signal,
      onToolResult: (output) => sources.push(...sourcesOf(output)),
    });
    for await (const event of events) {
      replaced ||= event.kind !== "sentence";
      const text = event.kind === "sentence" ? event.text : replacement(event);
      shown += text;
      yield streamLines.item(text);
    }
    if (signal.aborted) return;
    const link = replaced ? null : sourceLine(shown, sources);
    if (link) {
      shown += link;
      yield streamLines.item(link);
    }
    history.add(sessionId, { question: chatInput, answer: shown.trim() });
    yield streamLines.end();
  }

  let refusedOn = "";
  return {
    answer(question, { signal, log }) {
      if (!dailyCap.take()) {
        const today = new Date(now()).toISOString().slice(0, 10);
        if (refusedOn !== today) {
          refusedOn = today;
          log.warn(
            { cap: config.dailyRequestCap },
            "AI daily request cap reached; the built-in assistant answers until midnight UTC",
          );
        }
        return null;
      }
      return answer(question, signal, log);
    },
    previousMessages: (sessionId) =>
      history.turns(sessionId).flatMap((turn) => [
        { text: turn.question, isBot: false },
        { text: turn.answer, isBot: true },
      ]),
  };
}
