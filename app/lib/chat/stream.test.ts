import { describe, expect, it } from "vitest";
import { createLineReader, createStreamText, parseStreamLine, type StreamEvent } from "./stream";

const bytes = (text: string) => new TextEncoder().encode(text);

/** Feeds the chunks through a line reader and the events into a stream text, as send.ts does. */
function readAll(chunks: Uint8Array[]) {
  const lines = createLineReader();
  const stream = createStreamText();
  const seen: string[] = [];
  const take = (batch: string[]) => {
    for (const line of batch) {
      const event = parseStreamLine(line);
      if (event && stream.apply(event)) seen.push(stream.text);
    }
  };
  for (const chunk of chunks) take(lines.push(chunk));
  take(lines.finish());
  return { text: stream.text, failed: stream.failed, seen };
}

const item = (content: string, nodeId = "agent", runIndex = 0) =>
  `${JSON.stringify({ type: "item", content, metadata: { nodeId, runIndex } })}\n`;
const begin = (nodeId = "agent", runIndex = 0) =>
  `${JSON.stringify({ type: "begin", metadata: { nodeId, runIndex } })}\n`;
const end = (nodeId = "agent", runIndex = 0) => `${JSON.stringify({ type: "end", metadata: { nodeId, runIndex } })}\n`;

describe("createLineReader", () => {
  it("joins a line split across chunks and splits chunks carrying several lines", () => {
    const reader = createLineReader();
    expect(reader.push(bytes('{"a":'))).toEqual([]);
    expect(reader.push(bytes('1}\n{"b":2}\n{"c"'))).toEqual(['{"a":1}', '{"b":2}']);
    expect(reader.push(bytes(":3}"))).toEqual([]);
    expect(reader.finish()).toEqual(['{"c":3}']);
  });

  it("keeps a character whose bytes arrive in different chunks", () => {
    const encoded = bytes("₹39,999 🤖\n");
    const reader = createLineReader();
    const lines = [...encoded].flatMap((byte) => reader.push(Uint8Array.of(byte)));
    expect(lines).toEqual(["₹39,999 🤖"]);
  });
});

describe("parseStreamLine", () => {
  it("reads an event with its content and metadata", () => {
    expect(parseStreamLine(item("Hi").trim())).toEqual({
      type: "item",
      content: "Hi",
      metadata: { nodeId: "agent", runIndex: 0 },
    } satisfies StreamEvent);
  });

  it.each(["", "   ", "not json", '{"type":"progress","content":"x"}', '{"output":"x"}', "[1]", '"item"'])(
    "ignores %j",
    (line) => {
      expect(parseStreamLine(line)).toBeNull();
    },
  );
});

describe("a streamed answer", () => {
  it("grows item by item, whatever the chunking", () => {
    const body = begin() + item("Our ") + item("plans start ") + item("at ₹15,999.") + end();
    const encoded = bytes(body);
    // Every split point, including inside the multi-byte ₹.
    for (let at = 1; at < encoded.length; at++) {
      const result = readAll([encoded.slice(0, at), encoded.slice(at)]);
      expect(result.text).toBe("Our plans start at ₹15,999.");
    }
    expect(readAll([encoded]).seen).toEqual(["Our ", "Our plans start ", "Our plans start at ₹15,999."]);
  });

  it("ignores keepalives, unknown types and blank lines", () => {
    const body = `${begin()}\n{"type":"keepalive"}\n${item("Hello")}{"type":"tool-call","content":"{\\"raw\\":1}"}\n\n${item("!")}${end()}`;
    expect(readAll([bytes(body)]).text).toBe("Hello!");
  });

  it("separates the texts of different nodes or runs with a blank line", () => {
    const body =
      begin("first") +
      item("One.", "first") +
      end("first") +
      begin("second", 1) +
      item("Two.", "second", 1) +
      end("second", 1);
    expect(readAll([bytes(body)]).text).toBe("One.\n\nTwo.");
  });

  it("marks an error line as a failure", () => {
    const body = `${begin()}${item("Partial")}{"type":"error","content":"Workflow failed"}\n`;
    expect(readAll([bytes(body)])).toMatchObject({ text: "Partial", failed: true });
  });
});
