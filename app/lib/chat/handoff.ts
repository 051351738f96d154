import { chatHandoff } from "~/content/chat";
import { site } from "~/content/site";
import { inquiryLimits } from "~/lib/inquiry/validation";
import { type TextOf, whatsappGreeting, whatsappHref } from "~/lib/whatsapp";
import type { ChatMessage } from "./session";

/** The words of the WhatsApp summary and the transcript in the page's language; `chatHandoff` is the English. */
export interface HandoffWording {
  whatsappSummary: (brand: string, path: string, questions: string) => string;
  transcriptHeading: (path: string, isoDate: string) => string;
  visitorLine: string;
  assistantLine: string;
}

/** Longest part of the visitor's questions quoted in the WhatsApp message, in characters. */
const SUMMARY_QUESTIONS_MAX = 300;
const SUMMARY_QUESTION_COUNT = 3;

const visitorTexts = (messages: readonly ChatMessage[]) =>
  messages.filter((message) => !message.isBot && !message.error).map((message) => message.text.trim());

function cut(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join("")
    .trimEnd()}…`;
}

/**
 * The wa.me link of the handoff card: its first message says where the visitor was chatting and
 * quotes their last questions, so the team does not have to ask again. Without questions it is
 * the page greeting every WhatsApp link uses (`textOf` gives it in the page's language).
 */
export function handoffWhatsappHref(
  messages: readonly ChatMessage[],
  path: string,
  pageTitle: string,
  wording: HandoffWording = chatHandoff,
  textOf?: TextOf,
): string {
  const questions = visitorTexts(messages).slice(-SUMMARY_QUESTION_COUNT);
  const text = questions.length
    ? wording.whatsappSummary(site.name, path, cut(questions.join(" / "), SUMMARY_QUESTIONS_MAX))
    : whatsappGreeting(site.name, pageTitle, textOf);
  return whatsappHref(site.whatsapp, text);
}

/**
 * The conversation as the inquiry's message: a heading with the page and date, then one line per
 * message (errors left out), keeping the most recent part within the inquiry's message limit.
 */
export function chatTranscript(
  messages: readonly ChatMessage[],
  path: string,
  now: Date,
  wording: HandoffWording = chatHandoff,
): string {
  const heading = `${wording.transcriptHeading(path, now.toISOString())}\n\n`;
  const lines = messages
    .filter((message) => !message.error)
    .map((message) => `${message.isBot ? wording.assistantLine : wording.visitorLine}: ${message.text}`);
  const room = inquiryLimits.message - [...heading].length;
  const kept: string[] = [];
  let used = 0;
  for (const line of [...lines].reverse()) {
    const length = [...line].length + (kept.length ? 1 : 0);
    if (used + length > room) {
      // Nothing fits yet: keep the end of the newest message rather than nothing.
      if (!kept.length) kept.push([...line].slice(-room).join(""));
      break;
    }
    kept.unshift(line);
    used += length;
  }
  return heading + kept.join("\n");
}
