/**
 * n8n's streamed chat answer: newline-delimited JSON objects such as
 * {"type":"item","content":"Hel","metadata":{"nodeId":"…","runIndex":0}}. Network chunks may
 * split a line (or a character) anywhere and may carry several lines.
 */
export const streamEventTypes = ["begin", "item", "end", "error", "keepalive"] as const;
export type StreamEventType = (typeof streamEventTypes)[number];

export interface StreamEvent {
  type: StreamEventType;
  content?: string;
  metadata?: { nodeId?: string; runIndex?: number };
}

/** Turns byte chunks into complete text lines; `finish` returns the last line if it had no newline. */
export function createLineReader() {
  const decoder = new TextDecoder();
  let rest = "";
  const split = (text: string) => {
    const lines = (rest + text).split("\n");
    rest = lines.pop() ?? "";
    return lines;
  };
  return {
    push: (chunk: Uint8Array): string[] => split(decoder.decode(chunk, { stream: true })),
    finish: (): string[] => {
      const last = rest + decoder.decode();
      rest = "";
      return last.trim() ? [last] : [];
    },
  };
}

/** The event on a line, or null for a blank line, a line that is not JSON, or an unknown type. */
export function parseStreamLine(line: string): StreamEvent | null {
  if (!line.trim()) return null;
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
    const event = value as Record<string, unknown>;
    if (!streamEventTypes.includes(event.type as StreamEventType)) return null;
    const metadata = typeof event.metadata === "object" && event.metadata !== null ? event.metadata : undefined;
    return {
      type: event.type as StreamEventType,
      content: typeof event.content === "string" ? event.content : undefined,
      metadata: metadata as StreamEvent["metadata"],
    };
  } catch {
    return null;
  }
}

/**
 * The text of a streamed answer so far: item contents joined, and the texts of different nodes
 * or runs (each its own begin/end pair) separated by a blank line.
 */
export function createStreamText() {
  const parts = new Map<string, string>();
  let failed = false;
  const keyOf = (event: StreamEvent) => `${event.metadata?.nodeId ?? ""}\u0000${event.metadata?.runIndex ?? ""}`;
  return {
    /** Applies one event; returns true when the text changed. */
    apply(event: StreamEvent): boolean {
      if (event.type === "error") failed = true;
      if (event.type !== "item" || !event.content) return false;
      const key = keyOf(event);
      parts.set(key, (parts.get(key) ?? "") + event.content);
      return true;
    },
    get text(): string {
      return [...parts.values()].filter((part) => part.trim()).join("\n\n");
    },
    get failed(): boolean {
      return failed;
    },
  };
}
