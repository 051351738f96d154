// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { privacyPolicy } from "~/content/legal";
import {
  type ChatMessage,
  chatSessionId,
  clearConversation,
  errorMessage,
  greeting,
  historyLimits,
  loadMessages,
  newMessage,
  SESSION_KEY,
  saveMessages,
  withRetryForUnanswered,
} from "./session";

const DAY = 24 * 60 * 60 * 1000;
const at = (message: ChatMessage, time: number): ChatMessage => ({
  ...message,
  timestamp: new Date(time).toISOString(),
});
const stored = (sessionId: string) => JSON.parse(localStorage.getItem(`cleverobotics:chat:${sessionId}`) ?? "null");

describe("chat history in the browser", () => {
  it("keeps at most 50 messages, the newest", () => {
    expect(historyLimits.maxMessages).toBe(50);
    const messages = Array.from({ length: 60 }, (_, index) => newMessage(`message ${index}`, index % 2 === 1));
    saveMessages("session-1", messages);
    const kept = stored("session-1") as ChatMessage[];
    expect(kept).toHaveLength(50);
    expect(kept[0]?.text).toBe("message 10");
    expect(kept.at(-1)?.text).toBe("message 59");
    expect(loadMessages("session-1")).toHaveLength(50);
  });

  it("forgets a conversation whose last message is older than 30 days", () => {
    expect(historyLimits.maxAgeDays).toBe(30);
    const now = Date.parse("2025-06-30T12:00:00Z");
    const conversation = (lastAt: number) => [at(greeting(), lastAt - 1000), at(newMessage("Hello", false), lastAt)];
    saveMessages("fresh", conversation(now - 30 * DAY + 1000));
    expect(loadMessages("fresh", now)?.map((message) => message.text)).toEqual(["Hi!", "Hello"]);
    saveMessages("stale", conversation(now - 30 * DAY - 1000));
    expect(loadMessages("stale", now)).toBeNull();
    expect(stored("stale")).toBeNull();
  });

  it("does not store error messages", () => {
    saveMessages("session-2", [greeting(), newMessage("Hello", false), errorMessage("Sorry, …", "Hello")]);
    expect((stored("session-2") as ChatMessage[]).map((message) => message.text)).toEqual(["Hi!", "Hello"]);
    saveMessages("session-3", [greeting(), errorMessage("Sorry, …", "Hello")]);
    expect(stored("session-3")).toBeNull();
  });

  it("clears the conversation and starts a new session id", () => {
    const sessionId = chatSessionId();
    saveMessages(sessionId, [greeting(), newMessage("Hello", false)]);
    const next = clearConversation(sessionId);
    expect(next).not.toBe(sessionId);
    expect(localStorage.getItem(SESSION_KEY)).toBe(next);
    expect(chatSessionId()).toBe(next);
    expect(loadMessages(sessionId)).toBeNull();
  });
});

describe("a question left without its reply", () => {
  it("ends the conversation with an offer to ask again, and leaves an answered one alone", () => {
    const question = newMessage("Do you work on Sundays?", false);
    const answered = [newMessage("Hi!", true), question, newMessage("We do not.", true)];
    expect(withRetryForUnanswered(answered, "Send it again?")).toBe(answered);
    const cut = withRetryForUnanswered([newMessage("Hi!", true), question], "Send it again?");
    expect(cut).toHaveLength(3);
    expect(cut.at(-1)).toMatchObject({
      isBot: true,
      text: "Send it again?",
      error: { retryText: "Do you work on Sundays?" },
    });
  });
});

describe("the privacy policy", () => {
  it("states the limits the browser keeps the chat to", () => {
    expect(JSON.stringify(privacyPolicy)).toContain(
      `up to ${historyLimits.maxAgeDays} days and ${historyLimits.maxMessages} messages`,
    );
  });
});
