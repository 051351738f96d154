import { createServer } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * A stand-in n8n Chat Trigger for e2e/chat-n8n.spec.ts, run as its own process by the
 * Playwright config (FAKE_N8N_PORT). It streams n8n's newline-delimited JSON; the visitor's
 * words pick the scenario, so parallel tests do not share state:
 * - "fail" in the message: a few words, then an error line;
 * - "slow" in the message: nothing for a long while (to test the waiting state);
 * - anything else: an answer that grows over about two seconds, split mid-line and mid-character.
 */
const port = Number(process.env.FAKE_N8N_PORT ?? 4176);
const meta = { nodeId: "agent-1", nodeName: "AI Agent", itemIndex: 0, runIndex: 0 };
const line = (type: string, content?: string) => `${JSON.stringify({ type, content, metadata: meta })}\n`;

/** Text to write, bytes to write as they are, or milliseconds to wait. */
type Step = string | Buffer | number;

function scenario(message: string): Step[] {
  if (/fail/i.test(message))
    return [line("begin"), line("item", "Let me check that"), 300, line("error", "Agent failed")];
  if (/slow/i.test(message)) return [30_000, line("begin"), line("item", "Finally."), line("end")];
  const rest = Buffer.from(line("item", " at ₹15,999 a month."));
  const insideRupee = rest.indexOf(Buffer.from("₹")) + 1;
  return [
    line("begin"),
    line("item", "Our plans start"),
    `${JSON.stringify({ type: "keepalive" })}\n`,
    1500,
    rest.subarray(0, insideRupee),
    200,
    rest.subarray(insideRupee),
    300,
    line("end"),
  ];
}

createServer((request, response) => {
  let body = "";
  request.setEncoding("utf8");
  request.on("data", (chunk: string) => (body += chunk));
  request.on("end", async () => {
    const parsed = JSON.parse(body || "{}") as { action?: string; chatInput?: string };
    if (parsed.action === "loadPreviousSession") {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: [] }));
      return;
    }
    response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    response.flushHeaders();
    for (const step of scenario(parsed.chatInput ?? "")) {
      if (response.destroyed) return;
      if (typeof step === "number") await sleep(step);
      else response.write(step);
    }
    response.end();
  });
}).listen(port, "127.0.0.1");
