import { describe, expect, it } from "vitest";
import { caseStudies } from "../../../app/content/case-studies";
import { contactPage } from "../../../app/content/contact";
import { plans } from "../../../app/content/pricing";
import { intentIds } from "../reader/corpus";
import { compose } from "./compose";
import { speaker } from "./language";

const english = speaker("en", "/contact?topic=demo");
const tamil = speaker("ta", "/contact?topic=demo");
const answerable = intentIds.filter((intent) => intent !== "unanswerable");
const slotsToTry = [{}, { plan: "Pro" as const }, { items: 15, channels: ["whatsapp" as const], only: true }];

/** The English site data a Tamil answer must not paste: plan features, the hours, the English button. */
const englishSiteData = [...plans.flatMap((plan) => plan.features), contactPage.details.hours, "Talk to a person"];
/** The words of a reply where its language shows: outside link targets and names (WhatsApp, Pro, Tally). */
const prose = (text: string) =>
  text
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/https?:\S+/g, "")
    .replace(/\b[A-Z][\w.-]*/g, "");
const tamilShare = (text: string) => {
  const letters = prose(text).match(/\p{L}/gu) ?? [];
  return letters.filter((letter) => /[\u0B80-\u0BFF]/.test(letter)).length / Math.max(letters.length, 1);
};

describe("answers composed from the content", () => {
  it("has an answer for every intent the site answers, in both languages", () => {
    for (const intent of answerable) {
      for (const slots of slotsToTry) {
        expect(compose(intent, slots, english, "")?.text, intent).toBeTruthy();
        expect(compose(intent, slots, tamil, "")?.text, intent).toBeTruthy();
      }
    }
    expect(compose("unanswerable", {}, english, "")).toBeNull();
  });

  it("answers in Tamil throughout: no English plan features, hours or button names, and mostly Tamil letters", () => {
    for (const intent of answerable) {
      for (const slots of slotsToTry) {
        const text = compose(intent, slots, tamil, "")?.text ?? "";
        for (const data of englishSiteData) expect(text, `${intent}: "${data}"`).not.toContain(data);
        expect(tamilShare(text), `${intent}: ${text}`).toBeGreaterThanOrEqual(0.65);
      }
    }
  });

  it("names the chat's button as the Tamil page shows it, and prefills WhatsApp in Tamil", () => {
    const handoff = compose("handoff.request", {}, tamil, "")?.text ?? "";
    expect(handoff).toContain("**எங்கள் குழுவிடம் பேசுங்கள்**");
    const prefill = decodeURIComponent(/wa\.me\/\d+\?text=([^)]+)\)/.exec(handoff)?.[1] ?? "");
    expect(prefill).toMatch(/^வணக்கம் Cleverobotics/);
    expect(compose("handoff.request", {}, english, "")?.text).toContain("**Talk to a person**");
  });

  it("links a Tamil answer to the Tamil page where there is one", () => {
    expect(compose("plan.price", {}, tamil, "")?.text).toContain("(/ta/pricing)");
    expect(compose("contact.hours", {}, tamil, "")?.text).toContain("(/ta/faq)");
    expect(compose("plan.price", {}, english, "")?.text).toContain("(/pricing)");
  });

  it("lets the visitor's slots decide the plan, and says why the smaller one does not do", () => {
    const text = compose(
      "plan.recommend",
      { items: 15, channels: ["whatsapp"], only: true, plan: "Starter" },
      english,
      "",
    )?.text;
    expect(text).toContain("No: **Starter** is not enough");
    expect(text).toContain("**Pro** plan fits");
    expect(text).toContain("Starter holds up to 10 items");
    expect(text).not.toMatch(/instagram/i);
    const tamilText = compose("plan.recommend", { items: 40, channels: ["instagram"] }, tamil, "")?.text;
    expect(tamilText).toContain("**Premium**");
    expect(tamilText).toContain("25 பொருட்கள் வரை");
  });

  it("names an integration the visitor asked about, under any intent, and says how we connect a tool we do not list", () => {
    expect(compose("integrations", {}, english, "does it work with tally?")?.text).toContain("**TallyPrime**");
    expect(compose("integrations", {}, english, "zoho?")?.text).not.toContain("**Zoho");
    const payments = compose("feature.orders-payments", {}, english, "can the bot send a razorpay link?")?.text;
    expect(payments).toContain("**Razorpay Magic Checkout**");
    const sale = compose("plan.recommend", { items: 40 }, english, "40 sarees listed for online sale")?.text;
    expect(sale).not.toContain("Salesforce");
    const unlisted = compose("integrations", {}, english, "we use marg erp, can you connect?")?.text;
    expect(unlisted).toContain("custom integrations");
    expect(compose("integrations", {}, tamil, "Tally-ல இணைக்க முடியுமா?")?.text).toContain("**TallyPrime** எங்கள்");
  });

  it("answers a refund with the terms' clause, and the chatbot's own answer where it has one", () => {
    expect(compose("pricing.refund", {}, english, "")?.text).toContain("non-refundable");
    expect(compose("languages", {}, english, "")?.text).toContain("Hindi");
    expect(compose("feature.handoff", {}, english, "")?.text).toContain("nights and weekends");
  });

  it("shows the work behind an industry or a service, with its results and build time", () => {
    const clinics = compose("industry:healthcare", {}, english, "")?.text ?? "";
    expect(clinics).toContain("(/case-studies/ai-powered-healthcare-platform)");
    expect(clinics).toContain("front desk calls −45%");
    expect(compose("case-study:hey-valet-smart-parking-app", {}, english, "")?.text).toContain("Built in 14 weeks");
    expect(compose("case-study:hey-valet-smart-parking-app", {}, tamil, "")?.text).toContain("14 வாரங்கள்");
  });

  it("lists the tools of a kind the visitor names, and reads a tool's name at the end of a sentence", () => {
    const crm = compose("integrations", {}, english, "which CRM softwares can your bot push leads into?")?.text ?? "";
    for (const name of ["Salesforce", "HubSpot", "Zoho CRM", "LeadSquared"]) expect(crm).toContain(name);
    expect(crm).not.toContain("TallyPrime");
    expect(compose("integrations", {}, english, "our billing is in tally.")?.text).toContain("**TallyPrime**");
  });

  it("gives the price of the one plan a feature is on", () => {
    expect(compose("feature.campaigns", {}, english, "")?.text).toContain("₹79,999");
    expect(compose("feature.campaigns", {}, tamil, "")?.text).toContain("₹79,999");
  });

  it("lists every case study when asked for the work, each with its results and page", () => {
    for (const who of [english, tamil]) {
      const text = compose("case-studies.list", {}, who, "")?.text ?? "";
      for (const study of caseStudies) expect(text).toContain(`(/case-studies/${study.slug})`);
    }
  });

  it("answers support terms with each plan's support, chats' use with the chatbot's promise, and a price with what is extra", () => {
    expect(compose("terms:service-levels", {}, english, "")?.text).toContain(
      "Starter: Basic support within 1-2 business days",
    );
    expect(compose("terms:ai-services-and-data", {}, english, "")?.text).toContain(
      "never shared with other businesses or used to train their bots",
    );
    expect(compose("plan.price", { plan: "Pro" }, english, "")?.text).toContain("No setup fee");
    expect(compose("plan.price", { plan: "Pro" }, tamil, "")?.text).toContain("செட்டப் கட்டணம் இல்லை");
  });
});
