import { describe, expect, it } from "vitest";
import { caseStudies } from "../../app/content/case-studies";
import { createAssistant } from "./assistant";

const assistant = createAssistant();
let session = 0;
const ask = (question: string) => assistant.reply(question, { sessionId: `facts-${++session}` });

describe("facts people ask most, answered from structured content", () => {
  it("names bank transfer among the payment methods, with the invoice terms", () => {
    const reply = ask("our accounts team pays only by NEFT against invoice, is that ok?");
    expect(reply.outcome).toBe("answer");
    expect(reply.text).toContain("bank transfer");
    expect(reply.text).toContain("within 30 days of the invoice date");
  });

  it("states the age limit from the terms", () => {
    const reply = ask("my nephew is 17, can he sign up?");
    expect(reply.text).toContain("at least 18 years old");
  });

  it("names the mobile apps we have shipped, from the case studies", () => {
    const reply = ask("what mobile apps have you actually shipped?");
    for (const study of caseStudies.filter((item) => item.category === "Mobile App Development")) {
      expect(reply.text).toContain(`/case-studies/${study.slug}`);
    }
  });

  it("answers what the CRM keeps, with each plan's CRM", () => {
    const reply = ask("customer phone number, order history ellam save aaguma? CRM irukka?");
    expect(reply.text).toContain("Every plan includes a CRM");
    expect(reply.text).toContain("Advanced CRM");
  });

  it("answers the guarantee and data migration from the content", () => {
    expect(ask("do you give any guarantee?").text).toContain("30-day satisfaction guarantee");
    expect(ask("if we leave, can we export our data?").text).toContain("data-migration assistance");
  });

  it("says it is not sure, with pages and a person, instead of guessing", () => {
    const reply = ask("what is the name of your founder's dog?");
    expect(reply.outcome).toBe("not_sure");
    expect(reply.text).toMatch(/^I'm not sure about that/);
    expect(reply.text).toContain("https://wa.me/");
    expect(reply.text).toContain("Talk to a person");
  });

  it("declines to state a competitor's price, with no figure of ours, and offers a person", () => {
    const reply = ask("gallabox monthly charges vs yours, which is less?");
    expect(reply.outcome).toBe("not_sure");
    expect(reply.text).not.toContain("₹");
    expect(reply.text).toContain("Talk to a person");
  });

  it("is not sure of a monthly price the site does not state, rather than give another product's", () => {
    const reply = ask(
      "once the free trial conversations run out, what is the monthly price of the ready-made Smart AI WhatsApp Chatbot?",
    );
    expect(reply.outcome).toBe("not_sure");
    expect(reply.text).not.toContain("₹");
  });

  it("numbers the parts of a message of several questions and names the one it cannot answer", () => {
    const reply = ask(
      "Quick ones: 1) is there a setup fee? 2) do you take UPI? 3) is the uptime of your servers published?",
    );
    expect(reply.outcome).toBe("answer");
    expect(reply.text).toMatch(/\n1\. [^\n]*setup fee/i);
    expect(reply.text).toMatch(/\n2\. [^\n]*UPI/);
    expect(reply.text).toMatch(/\n3\. “is the uptime of your servers published\?”: the website doesn't say/);
  });

  it("answers the other questions of a message that also asks a competitor's price, and declines only that part", () => {
    const reply = ask("Hi, three quick doubts: 1) any setup fee? 2) can I pay by UPI? 3) what is WATI's price?");
    expect(reply.outcome).toBe("answer");
    expect(reply.text).toMatch(/\n1\. [^\n]*setup fee/i);
    expect(reply.text).toMatch(/\n2\. [^\n]*UPI/);
    expect(reply.text).toMatch(/\n3\. “what is WATI's price\?”: the website doesn't say/);
  });
});
