/**
 * The reply text of a chat answer: a plain string, else the first present
 * of output, response, message, text, result, content, answer, reply, data (when a string),
 * data.response, data.message; otherwise the whole answer as formatted JSON. A one-element
 * array (what many automation tools send) is read as its element.
 */
const replyKeys = ["output", "response", "message", "text", "result", "content", "answer", "reply"] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const present = (value: unknown) => value !== undefined && value !== null;
const asText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value, null, 2));

export function extractReplyText(answer: unknown): string {
  const body = Array.isArray(answer) && answer.length === 1 ? answer[0] : answer;
  if (typeof body === "string") return body;
  if (isRecord(body)) {
    for (const key of replyKeys) if (present(body[key])) return asText(body[key]);
    const { data } = body;
    if (typeof data === "string") return data;
    if (isRecord(data)) {
      if (present(data.response)) return asText(data.response);
      if (present(data.message)) return asText(data.message);
    }
  }
  return JSON.stringify(answer, null, 2);
}

const isEmptyValue = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && !value.trim()) ||
  (Array.isArray(value) && value.length === 0) ||
  (isRecord(value) && Object.keys(value).length === 0);

/**
 * The reply text of an answer, or null when it has nothing to show: {}, [], [{}], null, a blank
 * string, or a matched key whose value is blank. The chat shows an error instead of an empty bubble.
 */
export function replyText(answer: unknown): string | null {
  const body = Array.isArray(answer) && answer.length === 1 ? answer[0] : answer;
  if (isEmptyValue(body)) return null;
  const text = extractReplyText(answer);
  return text.trim() ? text : null;
}
