import { describe, expect, it } from "vitest";
import { whatsappGreeting, whatsappHref } from "./whatsapp";

describe("whatsappHref", () => {
  it("opens a chat with the number's digits and the message typed in", () => {
    expect(whatsappHref("+91 44 4631 8800", "Hi, a question & more?")).toBe(
      "https://wa.me/914446318800?text=Hi%2C%20a%20question%20%26%20more%3F",
    );
  });
});

describe("whatsappGreeting", () => {
  it("names the page by its title without the brand", () => {
    expect(whatsappGreeting("Cleverobotics", "WhatsApp AI Chatbot for Shops | Cleverobotics")).toBe(
      'Hi Cleverobotics, I\'m looking at your "WhatsApp AI Chatbot for Shops" page and have a question.',
    );
  });

  it("speaks of the website on the home page, whose title starts with the brand, and on pages without a title", () => {
    const general = "Hi Cleverobotics, I'm looking at your website and have a question.";
    expect(whatsappGreeting("Cleverobotics", "Cleverobotics | AI Automation from Chennai")).toBe(general);
    expect(whatsappGreeting("Cleverobotics", null)).toBe(general);
  });
});
