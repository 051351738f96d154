import { describe, expect, it } from "vitest";
import { createSentenceSplitter } from "./sentences";

function split(pieces: string[]): string[] {
  const splitter = createSentenceSplitter();
  const sentences = pieces.flatMap((piece) => splitter.push(piece));
  const rest = splitter.rest();
  return rest ? [...sentences, rest] : sentences;
}

describe("the sentence splitter", () => {
  it("releases each sentence once it is complete, whitespace included, however the text arrives", () => {
    const text = "Starter costs ₹15,999 a month. Pro adds Instagram! Want the details? See [Pricing](/pricing).";
    const expected = [
      "Starter costs ₹15,999 a month. ",
      "Pro adds Instagram! ",
      "Want the details? ",
      "See [Pricing](/pricing).",
    ];
    expect(split([text])).toEqual(expected);
    expect(split([...text])).toEqual(expected);
    expect(split(text.match(/.{1,7}/gsu) ?? [])).toEqual(expected);
  });

  it("does not cut at decimals, abbreviations or dots inside links", () => {
    expect(
      split(["Uptime is 99.9 percent. Pay Rs. 15,999 by UPI. ", "[Chat](https://wa.me/9144?text=Hi. there) now."]),
    ).toEqual([
      "Uptime is 99.9 percent. ",
      "Pay Rs. 15,999 by UPI. ",
      "[Chat](https://wa.me/9144?text=Hi. there) now.",
    ]);
  });

  it("cuts at line breaks, so a list is released item by item", () => {
    expect(split(["Plans:\n- Starter\n", "- Pro\n\nAsk me more."])).toEqual([
      "Plans:\n",
      "- Starter\n",
      "- Pro\n\n",
      "Ask me more.",
    ]);
  });

  it("cuts Hindi at the danda", () => {
    expect(split(["हाँ, यह संभव है। और कुछ?"])).toEqual(["हाँ, यह संभव है। ", "और कुछ?"]);
  });
});
