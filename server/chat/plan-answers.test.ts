import { describe, expect, it } from "vitest";
import { formatRupees, plans } from "../../app/content/pricing";
import { createAssistant } from "./assistant";
import { asksCompetitorPrice, catalogueLimit, planFitting } from "./plan-answers";
import { questionTerms } from "./terms";

const assistant = createAssistant();
let session = 0;
const conversation = () => {
  const sessionId = `plans-${++session}`;
  return (question: string) => assistant.reply(question, { sessionId });
};

describe("plans chosen from the plan data", () => {
  it("reads each plan's catalogue limit from its features", () => {
    expect(plans.map((plan) => catalogueLimit(plan).limit)).toEqual([10, 25, Number.POSITIVE_INFINITY]);
  });

  it("picks the smallest plan that holds the catalogue on every channel asked for", () => {
    expect(planFitting(8, ["whatsapp"])?.name).toBe("Starter");
    expect(planFitting(13, ["whatsapp"])?.name).toBe("Pro");
    expect(planFitting(6, ["whatsapp", "instagram"])?.name).toBe("Pro");
    expect(planFitting(5, ["website"])?.name).toBe("Premium");
    expect(planFitting(400, [])?.name).toBe("Premium");
  });

  it("answers a catalogue question, then a follow-up that adds items, with the plan that fits the new count", () => {
    const ask = conversation();
    const first = ask("We sell 8 products and all orders come on WhatsApp. Which plan should I take?");
    expect(first.outcome).toBe("answer");
    expect(first.text).toContain("the Starter plan fits");
    const next = ask("ok and if i add 5 more items next month?");
    expect(next.outcome).toBe("answer");
    expect(next.text).toContain("13 items");
    expect(next.text).toContain("the Pro plan fits");
    expect(next.text).toContain(formatRupees(39999));
  });

  it("moves to the plan with a channel added in a follow-up", () => {
    const ask = conversation();
    ask("I only use WhatsApp and have 6 items, which plan?");
    const next = ask("actually half my orders come on Instagram too");
    expect(next.text).toContain("the Pro plan fits");
  });

  it("says which plans include a channel, reading 'website' as the index does", () => {
    const ask = conversation();
    ask("Pro plan monthly cost?");
    expect(ask("we also want the same bot on our website").text).toMatch(/Premium \(₹79,999 a month\)/);
  });

  it("lets the catalogue size decide over a plan or channel the question names", () => {
    const reply = conversation()("just whatsapp for us, but 40 designs in the catalogue. is Pro ok?");
    expect(reply.outcome).toBe("answer");
    expect(reply.text).toMatch(/^No: Pro has catalogue of up to 25 items/);
    expect(reply.text).toContain("the Premium plan fits");
    expect(conversation()("we have 9 items, starter is enough na?").text).toMatch(/^Yes, Starter is enough/);
  });

  it("gives a named plan's yearly price when the year is asked", () => {
    const pro = plans.find((plan) => plan.name === "Pro");
    const reply = conversation()("pro plan yearly payment, how much in total?");
    expect(reply.outcome).toBe("answer");
    expect(reply.text).toContain(`${formatRupees(pro?.yearlyPrice ?? 0)} a year`);
  });

  it("compares the catalogue sizes of the plans named", () => {
    const reply = conversation()("starter vs premium, how many products can I list?");
    expect(reply.text).toContain("**Starter** catalogue of up to 10 items");
    expect(reply.text).toContain("**Premium** unlimited catalog");
    expect(reply.text).not.toContain("**Pro**");
  });

  it("knows a question about another company's price from one about a competitor's name alone", () => {
    const read = (question: string) => asksCompetitorPrice(question, questionTerms(question));
    expect(read("is Interakt cheaper than you?")).toBe(true);
    expect(read("how much does AiSensy cost a month")).toBe(true);
    expect(read("can your bot move our chats over from Interakt?")).toBe(false);
    expect(read("what is the price of your Pro plan?")).toBe(false);
  });
});
