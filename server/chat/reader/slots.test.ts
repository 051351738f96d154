import { describe, expect, it } from "vitest";
import { loadCorpus, type Slots } from "./corpus";
import { readSlots } from "./slots";

describe("reading a message's slots", () => {
  it.each<[string, Slots]>([
    [
      "we sell 15 sarees only on whatsapp, starter enough?",
      { items: 15, channels: ["whatsapp"], only: true, plan: "Starter" },
    ],
    ["around 2 lakh products on website and insta", { items: 200000, channels: ["website", "instagram"] }],
    ["20+ items, we don't use instagram", { items: 20, excluded: ["instagram"] }],
    ["a dozen designs", { items: 12 }],
    ["pro plan evlo varusham?", { plan: "Pro", period: "yearly" }],
    ["rendu lakh products iruku, whatsapp la mattum", { items: 200000, channels: ["whatsapp"], only: true }],
    [
      "ப்ரோ திட்டம் வருஷத்துக்கு எவ்வளவு? இருபது பொருட்கள் வாட்ஸ்அப்ல மட்டும்",
      { items: 20, channels: ["whatsapp"], only: true, plan: "Pro", period: "yearly" },
    ],
    ["show me your product list", {}],
    ["premium plan monthly price", { plan: "Premium", period: "monthly" }],
    ["and if i add 5 more items next month?", { items: 5, added: true, period: "monthly" }],
    ["only my 10 best sellers", { items: 10 }],
  ])("%s", (message, slots) => {
    expect(readSlots(message)).toEqual(slots);
  });

  it("agrees with the corpus's labels on catalogue sizes, plans and periods", () => {
    const corpus = loadCorpus();
    const agreement = (key: "items" | "plan" | "period") => {
      const labelled = corpus.filter((line) => line.intents.length === 1 && line.slots[key] !== undefined);
      const agreed = labelled.filter((line) => readSlots(line.text)[key] === line.slots[key]).length;
      return { agreed, total: labelled.length, share: agreed / labelled.length };
    };
    const figures = { items: agreement("items"), plan: agreement("plan"), period: agreement("period") };
    console.log(
      `Slots read as the corpus labels them: ${Object.entries(figures)
        .map(([key, { agreed, total }]) => `${key} ${agreed}/${total}`)
        .join(", ")}`,
    );
    // At the first measurement: items 243/291, plan 372/375, period 139/157; now items 277/330, plan 438/441, period 212/219.
    expect(figures.items.share).toBeGreaterThanOrEqual(0.83);
    expect(figures.plan.share).toBeGreaterThanOrEqual(0.99);
    expect(figures.period.share).toBeGreaterThanOrEqual(0.95);
  });
});
