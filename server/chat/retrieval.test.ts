import { describe, expect, it } from "vitest";
import { formatRupees, plans } from "../../app/content/pricing";
import type { KnowledgeDoc } from "./knowledge";
import { createRetrieval, PASSAGE_MAX_CHARS, trimPassage } from "./retrieval";

const doc = (fields: Partial<KnowledgeDoc> & Pick<KnowledgeDoc, "id" | "title" | "text">): KnowledgeDoc => ({
  keywords: "",
  url: `/${fields.id}`,
  page: fields.title,
  prior: 1,
  ...fields,
});

describe("retrieval over the site's passages", () => {
  const site = createRetrieval();

  it("finds a plan's written answer, with its price from the pricing content and a link", () => {
    const pro = plans.find((plan) => plan.name === "Pro")!;
    const [first] = site.search("How much does the Pro plan cost per month?", 5);
    expect(first).toMatchObject({ title: "Pro plan", url: "/pricing" });
    expect(first!.text).toContain(formatRupees(pro.monthlyPrice));
    expect(first!.text).toContain("](/pricing)");
  });

  it("reads questions as the assistant does: typos and Tanglish", () => {
    expect(
      site
        .search("wat r ur ofice timngs", 3)
        .map((passage) => passage.text)
        .join(" "),
    ).toContain("Monday to Friday");
    expect(site.search("gst extra ah?", 3)[0]?.text).toContain("Fees do not include GST");
  });

  it("returns at most `limit` passages, each trimmed, none twice", () => {
    const results = site.search("whatsapp bot orders payment reminders instagram catalogue", 10);
    expect(results).toHaveLength(10);
    for (const passage of results) {
      expect(passage.text.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS + 1);
      expect(passage.url).toMatch(/^\//);
    }
    const keys = results.map((passage) => `${passage.url} ${passage.text}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(site.search("whatsapp bot", 2)).toHaveLength(2);
  });

  it("finds nothing for a question of stop words only, or words the site never uses", () => {
    expect(site.search("the of and", 5)).toEqual([]);
    expect(site.search("zzqxv wqkjhz", 5)).toEqual([]);
  });
});

describe("retrieval over given passages", () => {
  it("prefers a passage's written answer to its text, and a stronger kind of passage to a weaker", () => {
    const retrieval = createRetrieval([
      doc({ id: "article", title: "Refunds", text: "Refunds vary by shop.", prior: 0.7 }),
      doc({
        id: "fact",
        title: "Refunds",
        text: "Refunds are not given.",
        answer: "Paid fees are not refunded. See [Terms](/legal/terms).",
        prior: 1.6,
      }),
    ]);
    expect(retrieval.search("refunds", 5)).toEqual([
      { title: "Refunds", url: "/fact", text: "Paid fees are not refunded. See [Terms](/legal/terms)." },
      { title: "Refunds", url: "/article", text: "Refunds vary by shop." },
    ]);
  });

  it("ranks the passage named by a trigger word first", () => {
    const retrieval = createRetrieval([
      doc({ id: "team", title: "Office", text: "Office hours and the team." }),
      doc({ id: "hours", title: "Office", text: "Office hours and the team.", triggers: "hours" }),
    ]);
    expect(retrieval.search("office hours", 2).map((passage) => passage.url)).toEqual(["/hours", "/team"]);
  });

  it("leaves out passages far weaker than the best", () => {
    const retrieval = createRetrieval([
      doc({ id: "plans", title: "Plans and prices", text: "Plan prices for every plan.", prior: 1.6 }),
      doc({
        id: "aside",
        title: "An aside",
        text: "A long article that mentions a price once among many other words.",
        prior: 0.5,
      }),
    ]);
    expect(retrieval.search("plan prices", 5).map((passage) => passage.url)).toEqual(["/plans"]);
  });
});

describe("trimPassage", () => {
  const sentence = "This sentence is about forty characters. ";

  it("leaves a short text as it is, spaces tidied", () => {
    expect(trimPassage("  One  line.\n Two. ")).toBe("One line. Two.");
  });

  it("cuts a long text at the last sentence end that fits", () => {
    const trimmed = trimPassage(sentence.repeat(30));
    expect(trimmed.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
    expect(trimmed.length).toBeGreaterThan(PASSAGE_MAX_CHARS - sentence.length);
    expect(trimmed.endsWith("characters.")).toBe(true);
  });

  it("cuts a text without sentence ends at a word, marked as cut", () => {
    const trimmed = trimPassage("word ".repeat(200));
    expect(trimmed.endsWith("word…")).toBe(true);
    expect(trimmed.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS + 1);
  });

  it("never leaves half a Markdown link", () => {
    const trimmed = trimPassage(`${"a".repeat(5)} ${"word ".repeat(110)}[Pricing page link](/pricing) more`, 580);
    expect(trimmed).not.toContain("[");
    expect(trimmed.endsWith("…")).toBe(true);
  });
});
