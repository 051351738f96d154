import { compile, smallTalkData } from "./assistant-data";

/**
 * Messages that are not questions about the site: recognised before any search, so a
 * greeting is greeted, a request for a person gets one, and "ignore your instructions" or
 * abuse never steers an answer. The patterns are data: knowledge-data/small-talk.json.
 */
export type SmallTalk = "injection" | "abuse" | "handoff" | "off-topic" | "greeting" | "thanks" | "goodbye";

const injection = compile(smallTalkData.injection);
const abuse = compile(smallTalkData.abuse);
const handoff = compile(smallTalkData.handoff);
const offTopic = compile(smallTalkData.offTopic);
const ourTopics = compile(smallTalkData.ourTopics);
const greeting = compile(smallTalkData.greeting);
const thanks = compile(smallTalkData.thanks);
const goodbye = compile(smallTalkData.goodbye);
/** The words a greeting or thanks is made of; anything more is a question to answer. */
const courtesyWords = new Set(smallTalkData.courtesyWords);

const any = (patterns: readonly RegExp[], text: string) => patterns.some((pattern) => pattern.test(text));

export function smallTalk(message: string): SmallTalk | null {
  const text = message.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
  if (any(injection, text)) return "injection";
  if (any(abuse, text)) return "abuse";
  if (any(handoff, text)) return "handoff";
  if (any(offTopic, text) && !any(ourTopics, text)) return "off-topic";
  const words = text.match(/[\p{L}]+/gu) ?? [];
  const others = words.filter((word) => !courtesyWords.has(word));
  // "ok thanks, will discuss with my partner and come back": thanks, not a question.
  if (any(thanks, text) && !text.includes("?") && others.length <= 8) return "thanks";
  if (others.length > 0) return null;
  if (any(goodbye, text)) return "goodbye";
  if (any(thanks, text)) return "thanks";
  if (any(greeting, text)) return "greeting";
  return null;
}
