import { describe, expect, it } from "vitest";
import { previousMessages } from "./previous-session";

const message = (kind: string, content: unknown) => ({ id: ["langchain_core", "messages", kind], kwargs: { content } });

describe("previousMessages", () => {
  it("keeps the visitor's and the bot's text messages in order", () => {
    expect(
      previousMessages({
        data: [
          message("SystemMessage", "You are helpful"),
          message("HumanMessage", "Hi"),
          message("AIMessageChunk", "Hello!"),
          message("constructor", "odd"),
          message("toString", "odd"),
          { id: "HumanMessage", kwargs: { content: "id not a list" } },
          { id: ["langchain_core", "messages", "HumanMessage"] },
          message("AIMessage", ""),
          message("AIMessage", 42),
        ],
      }),
    ).toEqual([
      { text: "Hi", isBot: false },
      { text: "Hello!", isBot: true },
    ]);
  });

  it("caps a text at 4000 characters without splitting a character", () => {
    const [only] = previousMessages({ data: [message("AIMessage", "🤖".repeat(4001))] })!;
    expect([...only!.text]).toHaveLength(4000);
    expect(only!.text.endsWith("🤖")).toBe(true);
  });

  it("knows no session as an empty list, and any other shape as not an answer", () => {
    expect(previousMessages({ data: [] })).toEqual([]);
    expect(previousMessages([{ data: [] }])).toEqual([]);
    expect(previousMessages([{ data: [] }, { data: [] }])).toBeNull();
    expect(previousMessages({ output: "hi" })).toBeNull();
    expect(previousMessages("")).toBeNull();
  });
});
