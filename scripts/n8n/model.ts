import type { FakeRequest, FakeTurn } from "../../server/testing/fake-openai";

/**
 * What the fake model does with the workflow's requests, like a model that follows the
 * template's system message: it searches the site for a question and answers with the first
 * passage found, linked; and when the visitor leaves a name and a number, it stores the handoff.
 */
export const QUESTION = "How much does the Pro plan cost?";
export const SEARCH_QUERY = "Pro plan price";
export const VISITOR = { name: "Priya Raman", phone: "+91 98400 12345" };
export const HANDOFF_REQUEST = `Please have someone call me. I am ${VISITOR.name}, ${VISITOR.phone}.`;
export const HANDOFF_SUMMARY = "Asked what the Pro plan costs, and wants a call back about it.";
export const HANDOFF_REPLY = `Thank you, ${VISITOR.name}. Someone from our team will call you back soon.`;

interface ChatMessage {
  role: string;
  content?: unknown;
  tool_calls?: { id: string; function: { name: string } }[];
  tool_call_id?: string;
}

interface ToolDefinition {
  function: { name: string; description?: string; parameters?: { properties?: Record<string, unknown> } };
}

export interface Passage {
  title: string;
  url: string;
  text: string;
}

const textOf = (content: unknown): string =>
  typeof content === "string"
    ? content
    : Array.isArray(content)
      ? content.map((part: { text?: unknown }) => (typeof part.text === "string" ? part.text : "")).join("")
      : "";

/** The search tool is the one with a `query` parameter; the handoff tool has `phone`. */
export function toolWith(request: FakeRequest, parameter: string): string | undefined {
  const tools = (request.body.tools ?? []) as ToolDefinition[];
  return tools.find((tool) => tool.function.parameters?.properties?.[parameter] !== undefined)?.function.name;
}

/** The passages in a tool result, however n8n wrapped the endpoint's JSON. */
export function passagesIn(toolResult: string): Passage[] {
  const found: Passage[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === "string" && /^[[{]/.test(value.trim())) {
      try {
        visit(JSON.parse(value));
      } catch {
        // Text, not JSON.
      }
    } else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (typeof record.title === "string" && typeof record.url === "string" && typeof record.text === "string") {
        found.push({ title: record.title, url: record.url, text: record.text });
      } else Object.values(record).forEach(visit);
    }
  };
  visit(toolResult);
  return found;
}

/** The first sentence of a passage, the part an answer quotes. */
export const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

export const groundedAnswer = (passage: Passage) =>
  `${firstSentence(passage.text)} See [${passage.title}](${passage.url}).`;

export function siteAssistantModel(request: FakeRequest): FakeTurn {
  const messages = (request.body.messages ?? []) as ChatMessage[];
  const last = messages.at(-1);
  if (!last) return { status: 400 };
  if (last.role === "tool") {
    const call = messages.flatMap((message) => message.tool_calls ?? []).find((c) => c.id === last.tool_call_id);
    if (call?.function.name === toolWith(request, "phone")) return { text: HANDOFF_REPLY, chunkSize: 6, delayMs: 30 };
    const [passage] = passagesIn(textOf(last.content));
    if (!passage) return { text: "I am not sure. Would you like a person to get back to you?" };
    // Small pieces, spaced out: the answer should be seen to grow in the panel.
    return { text: groundedAnswer(passage), chunkSize: 6, delayMs: 40 };
  }
  const question = textOf(last.content);
  const handoffTool = toolWith(request, "phone");
  if (question.includes(VISITOR.phone) && handoffTool) {
    return {
      toolCalls: [
        { name: handoffTool, arguments: { ...VISITOR, email: "", message: `${HANDOFF_SUMMARY} ${VISITOR.phone}` } },
      ],
    };
  }
  const searchTool = toolWith(request, "query");
  if (!searchTool) return { text: "I have no search tool to answer with." };
  return { toolCalls: [{ name: searchTool, arguments: { query: SEARCH_QUERY } }] };
}
