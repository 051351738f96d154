import { describe, expect, it } from "vitest";
import { errorLine, isStreamLine } from "./n8n-stream";

describe("isStreamLine", () => {
  it.each([
    '{"type":"begin","metadata":{"nodeId":"a"}}',
    '{"type":"item","content":"Hel"}',
    '{"type":"end"}',
    '{"type":"error","content":"boom"}',
    '{"type":"keepalive"}\r',
  ])("knows %s as a line of n8n's streaming format", (line) => {
    expect(isStreamLine(line)).toBe(true);
  });

  it.each([
    '{"output":"Hello"}',
    '{"type":"message","text":"Hello"}',
    '[{"type":"item"}]',
    '"item"',
    "{",
    "Hello there",
    "",
  ])("does not take %j for one", (line) => {
    expect(isStreamLine(line)).toBe(false);
  });
});

describe("errorLine", () => {
  it("is one JSON line of type error", () => {
    expect(errorLine('Cut "short"').toString()).toBe('{"type":"error","content":"Cut \\"short\\""}\n');
  });
});
