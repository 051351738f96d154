import { describe, expect, it } from "vitest";
import { extractReplyText, replyText } from "./reply";

describe("extractReplyText", () => {
  it.each([
    ["a plain string", "Hello there", "Hello there"],
    ["output", { output: "from output", response: "no" }, "from output"],
    ["response", { response: "from response", message: "no" }, "from response"],
    ["message", { message: "from message", text: "no" }, "from message"],
    ["text", { text: "from text", result: "no" }, "from text"],
    ["result", { result: "from result", content: "no" }, "from result"],
    ["content", { content: "from content", answer: "no" }, "from content"],
    ["answer", { answer: "from answer", reply: "no" }, "from answer"],
    ["reply", { reply: "from reply", data: "no" }, "from reply"],
    ["data as a string", { data: "from data" }, "from data"],
    ["data.response", { data: { response: "from data.response", message: "no" } }, "from data.response"],
    ["data.message", { data: { message: "from data.message" } }, "from data.message"],
    ["a one-element array (n8n)", [{ output: "from the array" }], "from the array"],
  ])("takes %s", (_label, answer, text) => {
    expect(extractReplyText(answer)).toBe(text);
  });

  it("skips keys that are present but empty (null or undefined)", () => {
    expect(extractReplyText({ output: null, response: undefined, message: "third" })).toBe("third");
  });

  it("shows the whole answer as formatted JSON when nothing matches", () => {
    expect(extractReplyText({ status: "queued", id: 7 })).toBe('{\n  "status": "queued",\n  "id": 7\n}');
    expect(extractReplyText({ data: { other: 1 } })).toBe('{\n  "data": {\n    "other": 1\n  }\n}');
    expect(extractReplyText([1, 2])).toBe("[\n  1,\n  2\n]");
    expect(extractReplyText(null)).toBe("null");
  });

  it("formats a present non-string value", () => {
    expect(extractReplyText({ output: { items: ["a"] } })).toBe('{\n  "items": [\n    "a"\n  ]\n}');
  });
});

describe("replyText", () => {
  it("is the extracted reply when there is something to show", () => {
    expect(replyText({ output: "Hello" })).toBe("Hello");
    expect(replyText("plain")).toBe("plain");
    expect(replyText({ status: "queued" })).toBe('{\n  "status": "queued"\n}');
  });

  it.each([
    ["{}", {}],
    ["[]", []],
    ["[{}]", [{}]],
    ["null", null],
    ["[null]", [null]],
    ["an empty string", ""],
    ["whitespace", " \n\t"],
    ["an empty matched key", { output: "" }],
    ["a blank matched key in an array", [{ response: "  " }]],
  ])("is null for %s", (_label, answer) => {
    expect(replyText(answer)).toBeNull();
  });
});
