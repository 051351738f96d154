import { describe, expect, it } from "vitest";
import { createAssistant } from "./learned-assistant";

const assistant = createAssistant();
let session = 0;
const ask = (...turns: string[]) => {
  const sessionId = `learned-${++session}`;
  return turns.map((turn) => assistant.reply(turn, { sessionId })).at(-1) ?? { text: "", outcome: "not_sure" };
};

describe("the learned assistant", () => {
  it("reads the handoff feature apart from a visitor who wants a person", () => {
    const feature = ask("if a customer gets angry, can the whatsapp bot pass it to a real person in my shop?");
    expect(feature.outcome).toBe("answer");
    expect(feature.text).toContain("full chat history");
    const person = ask("i want to talk to someone from your team now");
    expect(person.text).toContain("**Talk to a person**");
  });

  it("answers a catalogue on one channel with the plan that fits, adding no channel", () => {
    const { text } = ask("we sell only on whatsapp, about 15 items: is starter enough or do we need pro?");
    expect(text).toContain("**Pro** plan fits");
    expect(text).toContain("10 items");
    expect(text).not.toMatch(/instagram/i);
  });

  it("answers in Tamil, with the Tamil plan features", () => {
    const { text, outcome } = ask("உங்கள் திட்டங்களும் விலையும் என்ன?");
    expect(outcome).toBe("answer");
    expect(text).toContain("₹15,999");
    expect(text).not.toContain("Catalogue of up to");
  });

  it("carries the plan into a follow-up", () => {
    expect(ask("how much is the starter plan", "and the yearly?").text).toContain("₹1,59,990");
  });

  it("adds items named as more to the catalogue before, and reads a new catalogue afresh", () => {
    const more = ask(
      "I have 8 items and take orders on WhatsApp, which plan should I choose?",
      "ok and if i add 5 more items next month?",
    );
    expect(more.text).toContain("13 items");
    expect(more.text).toContain("**Pro** plan fits");
    const fewer = ask(
      "which plan if i have 50 products",
      "too costly. if i keep only my 10 best sellers and only whatsapp, then?",
    );
    expect(fewer.text).toContain("**Starter** plan fits");
    expect(fewer.text).not.toContain("not sure");
  });

  it("answers how long a case study took after it", () => {
    expect(ask("Tell me about the Hey Valet app you built", "how long did it take to build?").text).toContain(
      "Built in 14 weeks",
    );
  });

  it("answers a channel added after a plan with the plan that has it", () => {
    const { text } = ask("Pro plan monthly cost?", "we also want the same bot on our website");
    expect(text).toContain("**Premium** plan fits");
    expect(text).toContain("₹79,999");
  });

  it("passes over the sentences around a message's questions instead of calling them unanswered", () => {
    const { text, outcome } = ask(
      "Hi, we are a stationery distributor in Madurai. We have around 150 SKUs and all our billing is in Tally. Can your bot put WhatsApp orders into Tally?",
    );
    expect(outcome).toBe("answer");
    expect(text).not.toContain("stationery distributor");
    expect(text).not.toContain("150 SKUs");
    expect(text).toContain("**TallyPrime**");
  });

  it("answers each question of a message", () => {
    const { text } = ask("what are your office hours? and does the bot reply in tamil?");
    expect(text).toContain("Monday to Friday");
    expect(text).toMatch(/Tamil/);
  });

  it("answers two questions joined by 'and what'", () => {
    const { text } = ask("whats the price of premium and what are your office timings");
    expect(text).toContain("₹79,999");
    expect(text).toContain("Monday to Friday");
  });

  it("names the tools a statement before the question names", () => {
    const { text } = ask("Our sales team works on Salesforce. Is integration possible?");
    expect(text).toContain("**Salesforce**");
  });

  it("says it is not sure, and offers a person, when it cannot read a question", () => {
    const { text, outcome } = ask("qwzx plorp vandersnatch?");
    expect(outcome).toBe("not_sure");
    expect(text).toContain("I'm not sure");
  });
});
