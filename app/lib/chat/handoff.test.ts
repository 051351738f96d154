import { describe, expect, it } from "vitest";
import { chatTranscript, handoffWhatsappHref } from "./handoff";
import { errorMessage, greeting, newMessage } from "./session";

const whatsappText = (href: string) => new URL(href).searchParams.get("text");

describe("handoffWhatsappHref", () => {
  it("quotes the visitor's last three messages and the page", () => {
    const messages = [
      greeting(),
      newMessage("first question", false),
      newMessage("An answer", true),
      newMessage("second", false),
      newMessage("third", false),
      errorMessage("Sorry, I encountered an error. Please try again.", "third"),
      newMessage("fourth", false),
    ];
    const href = handoffWhatsappHref(messages, "/pricing", "Pricing | Cleverobotics");
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(whatsappText(href)).toBe(
      "Hi Cleverobotics, I was chatting with the assistant on your website (/pricing). My questions: second / third / fourth",
    );
  });

  it("cuts long questions to about 300 characters", () => {
    const href = handoffWhatsappHref([greeting(), newMessage("x".repeat(1000), false)], "/", "Cleverobotics");
    const questions = whatsappText(href)?.split("My questions: ")[1] ?? "";
    expect([...questions]).toHaveLength(300);
    expect(questions.endsWith("…")).toBe(true);
  });

  it("is the page greeting when the visitor has asked nothing", () => {
    expect(whatsappText(handoffWhatsappHref([greeting()], "/pricing", "Pricing | Cleverobotics"))).toBe(
      'Hi Cleverobotics, I\'m looking at your "Pricing" page and have a question.',
    );
  });
});

describe("chatTranscript", () => {
  const now = new Date("2025-06-30T12:00:00.000Z");

  it("lists the conversation under the page and date, without error messages", () => {
    const messages = [
      greeting(),
      newMessage("How much is Pro?", false),
      errorMessage("Sorry, I'm having trouble connecting right now. Please try again in a moment.", "x"),
      newMessage("₹39,999 a month.", true),
    ];
    expect(chatTranscript(messages, "/pricing", now)).toBe(
      "Chat on /pricing (2025-06-30T12:00:00.000Z)\n\nAssistant: Hi!\nVisitor: How much is Pro?\nAssistant: ₹39,999 a month.",
    );
  });

  it("keeps the most recent part within 5000 characters", () => {
    const messages = Array.from({ length: 40 }, (_, index) =>
      newMessage(`${index} ${"word ".repeat(40)}`, index % 2 === 0),
    );
    const transcript = chatTranscript(messages, "/", now);
    expect([...transcript].length).toBeLessThanOrEqual(5000);
    expect([...transcript].length).toBeGreaterThan(4500);
    expect(transcript.startsWith("Chat on / (2025-06-30T12:00:00.000Z)\n\n")).toBe(true);
    expect(transcript.endsWith(`Visitor: 39 ${"word ".repeat(40)}`)).toBe(true);
    expect(transcript).not.toContain("Assistant: 0 ");
  });

  it("keeps the end of a single message longer than the limit", () => {
    const transcript = chatTranscript([newMessage(`${"a".repeat(6000)}END`, true)], "/", now);
    expect([...transcript].length).toBe(5000);
    expect(transcript.endsWith("aEND")).toBe(true);
  });
});
