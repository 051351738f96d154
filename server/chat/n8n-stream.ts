/**
 * n8n's streaming answer: one JSON object a line, sent as application/json, with a type of
 * begin, item (a piece of the text in `content`), end or error, and keepalive in newer versions.
 */
const streamLineTypes = new Set(["begin", "item", "end", "error", "keepalive"]);

/** Whether one line (without its newline) is a line of n8n's streaming format. */
export function isStreamLine(line: string): boolean {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return false;
  }
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    streamLineTypes.has((value as { type?: unknown }).type as string)
  );
}

/** The line that ends a stream we had to cut, so the browser never waits on a silent stop. */
export function errorLine(content: string): Buffer {
  return Buffer.from(`${JSON.stringify({ type: "error", content })}\n`);
}
