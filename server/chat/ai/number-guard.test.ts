import { describe, expect, it } from "vitest";
import { knowledgeDocuments } from "../knowledge";
import { createNumberGuard, figureSet } from "./number-guard";

const content = figureSet(knowledgeDocuments().flatMap((document) => [document.text, document.answer ?? ""]));
const unsupported = (text: string, visitor: string[] = []) =>
  createNumberGuard(content, visitor)
    .unsupported(text)
    .map((figure) => figure.text);

describe("the number guard", () => {
  it("lets through the site's own figures however they are grouped", () => {
    expect(unsupported("Starter is ₹15,999 a month, or ₹1,59,990 a year (₹159,990).")).toEqual([]);
    expect(unsupported("Pro is Rs. 39999 a month, with a catalog of up to 25 items.")).toEqual([]);
    expect(unsupported("We reply within 24 hours, Monday to Friday, 9:00 AM to 6:00 PM IST.")).toEqual([]);
  });

  it("holds back a price, a percentage or a duration the site does not state", () => {
    expect(unsupported("Starter costs ₹9,999 a month.")).toEqual(["9,999"]);
    expect(unsupported("You get a 15% discount on yearly plans.")).toEqual(["15"]);
    expect(unsupported("We reply within 7 hours.")).toEqual(["7"]);
    expect(unsupported("Setup takes 37 weeks.")).toEqual(["37"]);
  });

  it("needs a price to be a price on the site, not any number", () => {
    // 25 is a count on the site (catalog items), never a price.
    expect(unsupported("Starter costs ₹25 a day.")).toEqual(["25"]);
    expect(unsupported("Starter costs $15,999 a month.")).toEqual(["15,999"]);
  });

  it("allows the visitor's own numbers and this turn's tool results", () => {
    expect(
      unsupported("For your 13 items, and a budget of ₹20,000, Pro fits.", ["I have 13 items, budget 20000"]),
    ).toEqual([]);
    const guard = createNumberGuard(content, []);
    expect(guard.unsupported("The quote was ₹4,44,444.")).toHaveLength(1);
    guard.allow(JSON.stringify({ quote: "₹444,444" }));
    expect(guard.unsupported("The quote was ₹4,44,444.")).toEqual([]);
  });
});
