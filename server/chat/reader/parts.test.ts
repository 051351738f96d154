import { describe, expect, it } from "vitest";
import { joinedQuestions, messageParts } from "./parts";

describe("the questions of a message", () => {
  it("cuts after a question mark, a full stop or a line break, keeping a one-word piece with the one before", () => {
    expect(messageParts("premium la website bot varuma? dedicated manager kidaikuma?")).toEqual([
      { text: "premium la website bot varuma?", asks: true },
      { text: "dedicated manager kidaikuma?", asks: true },
    ]);
    expect(messageParts("We sell sarees.\nPro plan? price?")).toEqual([
      { text: "We sell sarees.", asks: false },
      { text: "Pro plan? price?", asks: true },
    ]);
  });

  it("offers the questions joined by 'and what', 'also do' and the like, and leaves other 'and's alone", () => {
    expect(joinedQuestions("whats the price of premium and what are your office timings")).toEqual([
      "whats the price of premium",
      "what are your office timings",
    ]);
    expect(joinedQuestions("hours and email pls, also do you work saturdays")).toEqual([
      "hours and email pls",
      "do you work saturdays",
    ]);
    expect(joinedQuestions("which plan has whatsapp and instagram")).toEqual(["which plan has whatsapp and instagram"]);
  });
});
