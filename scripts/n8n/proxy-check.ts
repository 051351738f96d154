import { CHAT_API_PATH } from "../../app/api-contract";

/** One answer of POST /api/chat, read as n8n's newline-delimited JSON as it arrives. */
export interface StreamedAnswer {
  status: number;
  contentType: string;
  /** The text of the item lines, joined. */
  text: string;
  /** The line types in order ("begin", "item", ..., "end"). */
  types: string[];
  /** Reads of the body that carried text. */
  textReads: number;
  /** From sending the question to the first text, and to the end, ms. */
  firstTextMs: number;
  totalMs: number;
}

export async function askThroughProxy(
  appUrl: string,
  question: string,
  sessionId: string,
  timeoutMs: number,
): Promise<StreamedAnswer> {
  const started = performance.now();
  const response = await fetch(`${appUrl}${CHAT_API_PATH}`, {
    method: "POST",
    // The panel's posts carry the Origin of the page it runs on; the app refuses a post without one.
    headers: { "content-type": "application/json", origin: new URL(appUrl).origin },
    body: JSON.stringify({ chatInput: question, sessionId, metadata: { path: "/", language: "en" } }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const decoder = new TextDecoder();
  let buffered = "";
  let text = "";
  let textReads = 0;
  let firstTextMs = Number.NaN;
  const types: string[] = [];
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    let carriedText = false;
    for (const line of lines.filter((candidate) => candidate.trim())) {
      const parsed = JSON.parse(line) as { type?: string; content?: string };
      types.push(parsed.type ?? "?");
      if (parsed.type === "item" && parsed.content) {
        text += parsed.content;
        carriedText = true;
      }
    }
    if (carriedText) {
      textReads++;
      if (Number.isNaN(firstTextMs)) firstTextMs = performance.now() - started;
    }
  }
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    text,
    types,
    textReads,
    firstTextMs,
    totalMs: performance.now() - started,
  };
}
