export interface PreviousMessage {
  text: string;
  isBot: boolean;
}

export const MAX_PREVIOUS_MESSAGES = 50;
export const MAX_PREVIOUS_MESSAGE_CHARS = 4000;

/** Message kind (the last part of its LangChain id) → whether the bot said it. */
const isBotByKind = new Map([
  ["HumanMessage", false],
  ["AIMessage", true],
  ["AIMessageChunk", true],
]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * n8n's answer to loadPreviousSession, `{ data: [{ id: ["langchain_core", "messages",
 * "HumanMessage"], kwargs: { content } }, ...] }` (possibly wrapped in a one-element array), as
 * the visitor's and the bot's messages, the last 50 at most; null when it is not that shape.
 * Messages of other kinds (system, tool) and empty or non-text contents are left out.
 */
export function previousMessages(answer: unknown): PreviousMessage[] | null {
  const root = Array.isArray(answer) && answer.length === 1 ? answer[0] : answer;
  if (!isRecord(root) || !Array.isArray(root.data)) return null;
  const messages: PreviousMessage[] = [];
  for (const entry of root.data) {
    if (!isRecord(entry) || !Array.isArray(entry.id) || !isRecord(entry.kwargs)) continue;
    const isBot = isBotByKind.get(String(entry.id.at(-1)));
    const content = entry.kwargs.content;
    if (isBot === undefined || typeof content !== "string" || !content.trim()) continue;
    messages.push({ text: [...content].slice(0, MAX_PREVIOUS_MESSAGE_CHARS).join(""), isBot });
  }
  return messages.slice(-MAX_PREVIOUS_MESSAGES);
}
