import { describe, expect, it } from "vitest";
import { createAssistant } from "./assistant";

const assistant = createAssistant();
const ask = (question: string) => assistant.answer(question);

describe("site assistant", () => {
  it("states the plans and their prices", () => {
    const reply = ask("What plans do you have and how much do they cost?");
    expect(reply).toMatch(/Starter (is )?₹15,999 a month/);
    expect(reply).toMatch(/Pro (is )?₹39,999 a month/);
    expect(reply).toMatch(/Premium (is )?₹79,999 a month/);
    expect(reply).toMatch(/\]\(\/(pricing|faq)/);
  });

  it("answers about one plan with its monthly and yearly price and channels", () => {
    const reply = ask("how much is the pro plan per year?");
    expect(reply).toMatch(/^The Pro plan costs ₹39,999 a month or ₹3,99,990 a year, for WhatsApp and Instagram/);
    expect(reply).toContain("Infrastructure costs are extra");
  });

  it("tolerates typos", () => {
    expect(ask("premiun pricng")).toContain("₹79,999");
  });

  it("answers about services with a link to the page", () => {
    const reply = ask("Do you do robotic process automation?");
    expect(reply).toContain("(/services/rpa)");
    expect(ask("can you build a mobile app for my shop")).toContain("(/services/mobile-applications)");
  });

  it("gives the contact details", () => {
    const reply = ask("What is your email address and phone number?");
    expect(reply).toContain("hello@cleverobotics.com");
    expect(reply).toContain("+91 44 4631 8800");
    expect(reply).toContain("(/contact)");
  });

  it("gives the working hours", () => {
    expect(ask("What are your opening hours?")).toContain("Monday to Friday, 9:00 AM to 6:00 PM IST");
  });

  it("explains the free consultation", () => {
    expect(ask("is the consultation free?")).toMatch(/free/i);
  });

  it.each(["What's the weather in Paris tomorrow?", "Who won the cricket match yesterday?", "asdfgh qwerty"])(
    "falls back honestly on an off-topic question: %s",
    (question) => {
      const reply = ask(question);
      expect(reply).toMatch(/^I'm not sure about that/);
      expect(reply).toContain("[contact us](/contact)");
      expect(reply).toContain("[book a demo](/contact?topic=demo)");
      expect(reply).not.toMatch(/₹/);
    },
  );

  it("answers from the FAQ, with a link to it", () => {
    const reply = ask("Which payment methods do you accept?");
    expect(reply).toContain("UPI");
    expect(reply).toMatch(/\]\(\/(faq|pricing)/);
  });

  it("greets back when there is nothing to look up", () => {
    expect(ask("Hi!")).toMatch(/^Hello! I can tell you about our services/);
  });

  it("uses the booking link when one is configured", () => {
    expect(createAssistant({ demoUrl: "https://cal.example/cleverobotics" }).answer("zzzz")).toContain(
      "(https://cal.example/cleverobotics)",
    );
  });
});

describe("site assistant on the solution, industry and information pages", () => {
  it("answers about the WhatsApp bot from its page", () => {
    expect(ask("Do you have a WhatsApp bot that can take orders for my shop?")).toContain("(/ai-solutions/whatsapp)");
  });

  it("answers about retail and ecommerce from the industry pages", () => {
    expect(ask("Can you help my retail shop?")).toContain("(/industries/retail)");
    expect(ask("What do you do for ecommerce stores?")).toContain("(/industries/ecommerce)");
  });

  it("answers about security from the security page", () => {
    const reply = ask("How do you handle data security?");
    expect(reply).toContain("(/security)");
    expect(reply).toMatch(/DPDP|Digital Personal Data Protection/);
  });

  it("answers an FAQ of a page with its question leading, so the answer reads on its own", () => {
    expect(ask("Is my customers' data stored in India?")).toMatch(/^Is my customers' data stored in India\? /);
  });
});
