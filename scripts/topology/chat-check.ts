import { CHAT_API_PATH } from "../../app/api-contract";
import { type FakeN8n, n8nAnswer, type StreamStep, streamLine } from "../../server/testing/fake-n8n";
import { type Endpoint, header, send } from "./http";

/**
 * A streamed chat answer through nginx: n8n sends it in pieces with pauses between them, and
 * the visitor must get each piece when it is sent, not one block at the end (a buffering
 * proxy would hold them back).
 */
const PIECES = ["Starter is ", "₹15,999 a month, ", "Pro is ", "₹39,999."];
const GAP_MS = 300;
/** A gap the visitor sees must be most of the one n8n made. */
const MIN_SEEN_GAP_MS = GAP_MS * 0.6;

export interface ChatReport {
  status: number;
  /** Pieces of the body as they arrived. */
  chunks: number;
  /** Time between the arrival of consecutive pieces that carry text, ms. */
  gapsMs: number[];
  text: string;
  problems: string[];
}

/** The text of the answer's item lines (n8n's newline-delimited JSON). */
function itemText(body: string): string {
  return body
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type?: string; content?: string })
    .filter((line) => line.type === "item")
    .map((line) => line.content ?? "")
    .join("");
}

export async function checkChatStream({
  nginx,
  n8n,
  siteUrl,
}: {
  nginx: Endpoint;
  n8n: FakeN8n;
  siteUrl: string;
}): Promise<ChatReport> {
  const steps: StreamStep[] = [{ line: streamLine.begin() }];
  for (const [index, piece] of PIECES.entries()) {
    if (index > 0) steps.push({ waitMs: GAP_MS });
    steps.push({ line: streamLine.item(piece) });
  }
  steps.push({ line: streamLine.end() });
  n8n.answer(n8nAnswer.stream(...steps));

  const answer = await send({
    ...nginx,
    path: CHAT_API_PATH,
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: new URL(siteUrl).origin,
      // Offered, and must not be used: compression would hold the pieces back.
      "accept-encoding": "gzip, br",
    },
    body: JSON.stringify({ chatInput: "What do your plans cost?", sessionId: "topology-chat-1", metadata: {} }),
  });
  const problems: string[] = [];
  const body = answer.body.toString("utf8");
  const textChunks = answer.chunks.filter((chunk) => chunk.data.toString("utf8").includes('"item"'));
  const gapsMs = textChunks.slice(1).map((chunk, index) => chunk.atMs - textChunks[index]!.atMs);
  let text = "";
  try {
    text = itemText(body);
  } catch {
    problems.push(`the chat answer is not n8n's line format: ${JSON.stringify(body.slice(0, 120))}`);
  }
  if (answer.status !== 200) problems.push(`the chat answered ${answer.status}: ${JSON.stringify(body.slice(0, 200))}`);
  if (header(answer, "content-encoding"))
    problems.push(`the chat stream was compressed (${header(answer, "content-encoding")})`);
  if (text !== PIECES.join("")) problems.push(`the chat text is "${text}", expected "${PIECES.join("")}"`);
  if (textChunks.length < 3 || gapsMs.filter((gap) => gap >= MIN_SEEN_GAP_MS).length < 2) {
    problems.push(
      `the chat answer arrived in ${textChunks.length} pieces with text, gaps ${gapsMs.map(Math.round).join(", ")} ms: ` +
        `expected at least 3, apart by about ${GAP_MS} ms (is nginx buffering ${CHAT_API_PATH}?)`,
    );
  }
  return { status: answer.status, chunks: answer.chunks.length, gapsMs, text, problems };
}
