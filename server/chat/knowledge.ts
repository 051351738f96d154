import { pageLang } from "../../app/lib/language-paths";
import { metricLabel } from "../../app/lib/metric-label";
import { channelList, formatRupees, plansFittingOf } from "../../app/lib/plan-figures";
import { siteData } from "../site-data";
import { factsData } from "./assistant-data";

const {
  articles,
  caseStudies,
  caseStudyCategories,
  contactPage,
  integrationCategories,
  legalContacts,
  privacyPolicy,
  termsOfService,
  pageRegistry,
  pages,
  plans,
  pricingNotes,
  site,
  solutionPages,
} = siteData;

/**
 * What the site assistant knows: passages of the site's own content, each found by its words
 * and linked to the page it is on. Most passages are answered by their best sentences; a few
 * facts people ask for by name (plans, contact details, hours) have a written answer. Nothing
 * here is invented: every answer restates app/content.
 */
export interface KnowledgeDoc {
  id: string;
  title: string;
  /** Extra words people use for this topic. */
  keywords: string;
  text: string;
  url: string;
  /** The page's name, for the link under an answer. */
  page: string;
  /** A written answer; without one the passage's best sentences answer. */
  answer?: string;
  /**
   * How much to trust this kind of passage over others that match as well: what we sell and
   * how to reach us first, the articles' general advice and the legal text after.
   */
  prior: number;
  /** Words that, in a question, make this passage the answer ("gst" for the GST clause). */
  triggers?: string;
  /**
   * What the passage is: the plan list, one plan, a page's summary, an article's summary, a
   * written fact, or a passage of a page. The assistant composes answers by kind, never by id.
   */
  kind?: DocKind;
  /** The plan a passage is about, by its lower-case name. */
  plan?: string;
  /** True for a passage of an article or a guide: general advice, not a fact about what we sell. */
  advice?: boolean;
}

export type DocKind = "plans" | "plan" | "summary" | "article-summary" | "fact" | "passage";

/** The id of a page's summary passage, by the page's path. */
export const summaryId = (path: string) => `summary-${path}`;

const { priors, docWords } = factsData;

export const link = (label: string, url: string) => `[${label}](${url})`;

/** "a", "a and b", "a, b and c". */
export const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");

const pageName = (path: string) => (pages as Record<string, { heading: string } | undefined>)[path]?.heading ?? path;

function planDocs(): KnowledgeDoc[] {
  const overview: KnowledgeDoc = {
    id: "pricing",
    title: "Plans and prices",
    ...docWords.plans,
    text: plans.map((plan) => `${plan.name} ${plan.description}`).join(" "),
    answer: `Our AI bot plans: ${plans
      .map(
        (plan) => `**${plan.name}** ${formatRupees(plan.monthlyPrice)} a month (${channelList(plan.botIntegrations)})`,
      )
      .join(
        "; ",
      )}. Yearly billing is ten times the monthly price. ${pricingNotes.setupFee} ${pricingNotes.infrastructure} See ${link("Pricing", "/pricing")}.`,
    url: "/pricing",
    page: "Pricing",
    prior: priors.fact,
    kind: "plans",
  };
  return [
    overview,
    ...plans.map((plan) => ({
      id: `plan-${plan.name.toLowerCase()}`,
      title: `${plan.name} plan`,
      keywords: `${plan.name} ${docWords.plan.keywords} ${plan.botIntegrations.join(" ")}`,
      triggers: `${plan.name.toLowerCase()} ${docWords.plan.triggers}`.trim(),
      text: `${plan.description} ${plan.features.join(". ")}`,
      answer: planAnswer(plan),
      url: "/pricing",
      page: "Pricing",
      prior: priors.fact,
      kind: "plan" as const,
      plan: plan.name.toLowerCase(),
    })),
    planComparison(),
  ];
}

export function planAnswer(plan: (typeof plans)[number]): string {
  return `The ${plan.name} plan costs ${formatRupees(plan.monthlyPrice)} a month or ${formatRupees(
    plan.yearlyPrice,
  )} a year, for ${channelList(plan.botIntegrations)}. It includes: ${plan.features.join("; ")}. ${
    pricingNotes.setupFee
  } ${pricingNotes.infrastructure} See ${link("Pricing", "/pricing")} or ${link("talk to sales", "/contact?topic=pricing")}.`;
}

export const contactAddress = `${site.address.streetAddress}, ${site.address.addressLocality} ${site.address.postalCode}, India`;

function contactDocs(): KnowledgeDoc[] {
  const { details, expectations, freeNote } = contactPage;
  return [
    {
      id: "contact",
      title: "Contact details",
      ...docWords.contact,
      text: `${details.email} ${details.phone} ${contactAddress}`,
      answer: `You can email us at ${details.email}, call ${details.phone} or ${link("chat with us on WhatsApp", whatsappLink())}. Our office is at ${contactAddress}. Or send a message through the ${link("contact form", "/contact")}.`,
      url: "/contact",
      page: "Contact",
      prior: priors.fact,
      kind: "fact",
    },
    {
      id: "hours",
      title: "Working hours",
      ...docWords.hours,
      text: details.hours,
      answer: `We work ${details.hours}, and reply to messages within 24 hours on working days. ${link("Contact us", "/contact")}.`,
      url: "/contact",
      page: "Contact",
      prior: priors.fact,
      kind: "fact",
    },
    {
      id: "consultation",
      title: freeNote.title,
      ...docWords.consultation,
      text: expectations.items.map((item) => `${item.title} ${item.text}`).join(" "),
      answer: `${expectations.items.map((item) => item.title).join(", ")}. ${freeNote.text} ${link(
        "Book a free consultation",
        "/contact?topic=demo",
      )}.`,
      url: "/contact",
      page: "Contact",
      prior: priors.fact,
      kind: "fact",
    },
  ];
}

export function whatsappLink(text = `Hi ${site.name}, I have a question from your website's chat.`): string {
  return `https://wa.me/${site.whatsapp.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

const spacedName = (name: string) => name.replace(/([a-z])([A-Z])/g, "$1 $2");
/** Words in product names that name no one product ("Sales" in "SAP Sales Cloud"). */
const genericNameWords = new Set(factsData.genericNameWords);

/** Every integration by name: "do you work with Tally?" is answered with what we do with it. */
function integrationDocs(): KnowledgeDoc[] {
  const count = integrationCategories.reduce((sum, category) => sum + category.items.length, 0);
  return integrationCategories.flatMap((category) =>
    category.items.map((item) => ({
      id: `integration-${item.name}`,
      title: `${item.name} integration`,
      // "TallyPrime" is asked for as "Tally".
      keywords: `${docWords.integration.keywords} ${category.title} ${spacedName(item.name)}`,
      triggers: `${docWords.integration.triggers} ${spacedName(item.name)}`
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((word) => word.length >= 4 && !genericNameWords.has(word))
        .join(" "),
      text: `${item.description} ${item.features.join(". ")}`,
      answer: `Yes, we connect our bots and automations to ${item.name} (${category.title}): ${item.description} It covers ${item.features
        .join(", ")
        .toLowerCase()}. See all ${count} ${link("integrations", "/integrations")}.`,
      url: "/integrations",
      page: "Integrations",
      // Found by its name (a trigger), not by the category words every integration shares.
      prior: priors.page,
      kind: "fact" as const,
    })),
  );
}

const legalValues: Record<string, string> = {
  email: site.email,
  phone: site.phone,
  ...legalContacts,
  jurisdiction: siteData.jurisdiction,
};
export const fillLegal = (text: string) =>
  text.replace(/\{(\w+)\}/g, (token, name: string) => legalValues[name] ?? token);

/** Each paragraph of the terms and the privacy policy: short passages, so one clause can answer. */
function legalDocs(): KnowledgeDoc[] {
  return [
    { document: termsOfService, path: "/legal/terms", keywords: "terms contract agreement" },
    { document: privacyPolicy, path: "/legal/privacy", keywords: "privacy data personal" },
  ].flatMap(({ document, path, keywords }) =>
    document.sections.flatMap((section) =>
      [...section.paragraphs, ...(section.list ? [section.list.join(" ")] : [])].map((paragraph, index) => ({
        id: `legal-${path}-${section.id}-${index}`,
        title: section.title,
        keywords,
        text: fillLegal(paragraph),
        url: `${path}#${section.id}`,
        page: document.title,
        prior: priors.legal,
        kind: "passage" as const,
      })),
    ),
  );
}

const htmlText = (html: string) =>
  html
    .replace(/<\/(p|li|h3|td|th|tr|blockquote)>/g, ". ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s*\.(\s*\.)+/g, ".")
    .replace(/:\./g, ":")
    .replace(/\s+/g, " ")
    .trim();

/**
 * The facts shop owners ask about by their own words (GST, refunds, payment, age, data),
 * answered by the passages that hold their quotes (knowledge-data/facts.json). A quote that no
 * page holds any more stops the start, so an answer cannot outlive its source.
 */
function quotedFacts(sources: readonly { text: string; url: string; page: string }[]): KnowledgeDoc[] {
  return factsData.quotedFacts.map((fact) => {
    const found = fact.quotes.map((quote) => {
      const source = sources.find((candidate) => candidate.text.includes(quote));
      if (!source) throw new Error(`The assistant's fact "${fact.title}" quotes text no page has: "${quote}"`);
      return source;
    });
    const byPlan = fact.planFeature ? planFeatureLine(fact.planFeature) : "";
    const first = found[0] as (typeof found)[number];
    return {
      id: `fact-${fact.title}`,
      title: fact.title,
      keywords: fact.keywords,
      triggers: fact.triggers,
      text: found.map((source) => source.text).join(" "),
      answer: [
        ...found.map((source, index) =>
          // Two quotes from one page share its link, under the last.
          found.slice(index + 1).some((other) => other.url === source.url)
            ? source.text
            : `${source.text} More on ${link(source.page, source.url)}.`,
        ),
        ...(byPlan ? [byPlan] : []),
      ].join(" "),
      url: first.url,
      page: first.page,
      prior: priors.fact,
      kind: "fact",
    };
  });
}

/** "By plan: Starter: Basic CRM; Pro: Advanced CRM; ...": each plan's feature naming `words`. */
function planFeatureLine(words: string): string {
  const lines = plans.flatMap((plan) => {
    const feature = plan.features.find((line) => line.toLowerCase().includes(words.toLowerCase()));
    return feature ? [`${plan.name} (${formatRupees(plan.monthlyPrice)} a month): ${feature}`] : [];
  });
  return lines.length ? `By plan: ${lines.join("; ")}. See ${link("Pricing", "/pricing")}.` : "";
}

/** What each plan includes, side by side, read from the plans. */
function planComparison(): KnowledgeDoc {
  return {
    id: "plans-compared",
    title: "What each plan includes",
    ...docWords.plansCompared,
    text: plans.map((plan) => `${plan.name} ${plan.features.join(". ")}`).join(" "),
    answer: `${plans
      .map(
        (plan) =>
          `**${plan.name}** (${formatRupees(plan.monthlyPrice)} a month, ${channelList(plan.botIntegrations)}): ${plan.features.join("; ")}.`,
      )
      .join("\n")}\n${pricingNotes.setupFee} See ${link("Pricing", "/pricing")}.`,
    url: "/pricing",
    page: "Pricing",
    prior: priors.fact,
    kind: "plans",
  };
}

/** A section's blocks (paragraphs, lists, tables) as passages of a few hundred characters. */
function paragraphGroups(html: string): string[] {
  const blocks = html
    .split(/(?=<h3)|(?<=<\/p>|<\/ul>|<\/ol>|<\/table>|<\/blockquote>)/)
    .map(htmlText)
    .filter(Boolean);
  const groups: string[] = [];
  let current = "";
  for (const block of blocks) {
    current = current ? `${current} ${block}` : block;
    if (current.length >= 400) {
      groups.push(current);
      current = "";
    }
  }
  if (current) groups.push(current);
  return groups;
}

/** Each article's summary, and each of its ## sections as a passage of its own. */
function articleDocs(): KnowledgeDoc[] {
  return articles.flatMap((article) => {
    const url = `/blog/${article.slug}`;
    const sections = article.html.split(/<h2 id="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/);
    const docs: KnowledgeDoc[] = [
      {
        id: `article-${article.slug}`,
        title: article.title,
        keywords: `article blog guide ${article.category} ${article.tags.join(" ")} ${article.seo.keywords.join(" ")}`,
        text: article.excerpt,
        answer: `${article.excerpt} Read ${link(article.title, url)}.`,
        url,
        page: article.title,
        prior: priors.article,
        kind: "article-summary",
      },
    ];
    for (let index = 1; index + 2 < sections.length + 1; index += 3) {
      const [id, heading, body] = [sections[index], sections[index + 1], sections[index + 2]];
      if (!id || !heading || !body) continue;
      paragraphGroups(body).forEach((text, part) => {
        docs.push({
          id: `article-${article.slug}-${id}-${part}`,
          title: htmlText(heading),
          keywords: "",
          text,
          url,
          page: article.title,
          prior: priors.article,
          kind: "passage",
          advice: true,
        });
      });
    }
    return docs;
  });
}

const headingKeys = ["question", "title", "heading", "headline", "name", "problem", "role", "label"] as const;
const bodyKeys = [
  "answer",
  "description",
  "intro",
  "text",
  "subtitle",
  "desc",
  "summary",
  "solution",
  "challenge",
  "impact",
  "when",
] as const;
const listKeys = ["paragraphs", "features", "benefits", "list", "useCases"] as const;

/**
 * The passages of one page's copy, found by walking its data: any object with a heading
 * (title, question, heading…) and some text (description, answer, paragraphs…) is a passage.
 * New pages and sections are picked up without a line here.
 */
function pagePassages(copy: unknown, path: string, prior: number = priors.page): KnowledgeDoc[] {
  // "your contact form" finds the contact page's own answers before another page's.
  const keywords = (pages as Record<string, { title: string } | undefined>)[path]?.title ?? "";
  const found: KnowledgeDoc[] = [];
  const visit = (value: unknown, trail: string, inGuide = false) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${trail}.${index}`, inGuide);
      });
      return;
    }
    if (typeof value !== "object" || value === null) return;
    const record = value as Record<string, unknown>;
    // A guide's chapters are advice for any business, as an article's are.
    const advice = inGuide || record.kind === "guide";
    const title = headingKeys.map((key) => record[key]).find((field) => typeof field === "string") as
      | string
      | undefined;
    const body = [
      ...bodyKeys.map((key) => record[key]).filter((field): field is string => typeof field === "string"),
      ...listKeys.flatMap((key) => {
        const list = record[key];
        return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
      }),
      // Figures ("6 months", "ROI") belong with the heading they stand under.
      ...(Array.isArray(record.figures) ? record.figures : []).flatMap(
        (figure: { value?: unknown; label?: unknown }) =>
          typeof figure.value === "string" && typeof figure.label === "string"
            ? [`${figure.value} ${figure.label}.`]
            : [],
      ),
    ].join(" ");
    if (title && body.length >= 30) {
      // A question with its answer was written to answer exactly that.
      const weight = typeof record.question === "string" ? Math.max(prior, priors.answer) : prior;
      // A card that links to a page of ours is about that page.
      const target = [record.link, record.to, record.href, record.path].find(
        (field): field is string => typeof field === "string" && field.startsWith("/") && field in pages,
      );
      const url = target ?? path;
      found.push({
        id: `page-${path}${trail}`,
        title,
        keywords,
        text: body,
        url,
        page: pageName(url),
        prior: weight,
        kind: "passage",
        ...(advice ? { advice } : {}),
      });
    }
    for (const [key, field] of Object.entries(record))
      if (typeof field === "object") visit(field, `${trail}.${key}`, advice);
  };
  visit(copy, "");
  return found;
}

/** Every English page's own summary, from its metadata (the Tamil pages', as pageCopies says, are not searched). */
function pageSummaries(): KnowledgeDoc[] {
  return Object.entries(pages)
    .filter(
      ([path, page]) => pageLang(path) === "en" && !("noindex" in page && page.noindex) && !path.startsWith("/legal/"),
    )
    .map(([path, page]) => ({
      id: summaryId(path),
      title: page.heading,
      keywords: `${page.title} ${"keywords" in page ? page.keywords.join(" ") : ""}`,
      text: page.description,
      answer: `${page.description} More on ${link(page.heading, path)}.`,
      url: path,
      page: page.heading,
      prior: priors.summary,
      kind: "summary" as const,
    }));
}

const resultsSentence = (results: Readonly<Record<string, string>>) =>
  `${Object.entries(results)
    .map(([name, value]) => `${metricLabel(name).toLowerCase()} ${value}`)
    .join(", ")}.`;

/** "What mobile apps have you shipped?": the case studies of one category, by name. */
function caseStudyKindDocs(): KnowledgeDoc[] {
  return caseStudyCategories.flatMap((category) => {
    const studies = caseStudies.filter((study) => study.category === category);
    if (studies.length === 0) return [];
    return [
      {
        id: `case-kind-${category}`,
        title: `${category} case studies`,
        keywords: docWords.caseStudyKind.keywords,
        triggers: docWords.caseStudyKind.triggers,
        // The trade's words ("mobile apps") in the text: they find the list, but count less than "case study".
        text: `${factsData.caseStudyKinds[category] ?? ""} ${studies.map((study) => `${study.title} ${study.client} ${study.description}`).join(" ")}`,
        answer: `Our ${category.toLowerCase()} work includes ${listed(
          studies.map(
            (study) => `${link(study.title, `/case-studies/${study.slug}`)} (${study.client}, ${study.year})`,
          ),
        )}. ${studies.map((study) => study.description).join(" ")} See all ${link("case studies", "/case-studies")}.`,
        url: "/case-studies",
        page: "Case Studies",
        // Found by its trigger ("shipped", "portfolio") or "case study", not by the trade's words alone.
        prior: priors.article,
        kind: "fact" as const,
      },
    ];
  });
}

function caseStudyDocs(): KnowledgeDoc[] {
  return caseStudies.flatMap((study) => {
    const url = `/case-studies/${study.slug}`;
    return [
      {
        id: `case-${study.slug}`,
        title: study.title,
        keywords: `${docWords.caseStudy.keywords} ${study.client} ${study.wordmark.name} ${study.wordmark.note} ${study.category} ${study.tags.join(" ")}`,
        text: `${study.client} ${study.description} ${study.technologies.join(" ")} ${study.duration}`,
        answer: `${study.description} Results: ${resultsSentence(study.results)} It took ${study.duration} (${study.year}), with a team of ${study.teamSize}. Read the ${link(study.title, url)} case study.`,
        url,
        page: study.title,
        prior: priors.story,
        kind: "fact" as const,
      },
      ...pagePassages({ challenge: study.challenge, solution: study.solution, impact: study.impact }, url).map(
        (doc) => ({ ...doc, title: `${study.title}: ${doc.title}`, page: study.title }),
      ),
    ];
  });
}

/**
 * How each solution page relates to the plans, said under an answer from that page:
 * "Instagram bots come with Pro and Premium", or why it is quoted per project.
 */
export function solutionPlanNotes(): Map<string, string> {
  return new Map(
    solutionPages.map((solution) => {
      const { fit } = solution.plans;
      if (fit.kind === "quote") return [solution.path, `${fit.note} ${link("Ask for a quote", "/contact")}.`];
      const included = plansFittingOf(plans, fit).filter((plan) => plan.included);
      // The solution is named, so the line cannot be read as "message charges are included".
      const name = pages[solution.path as keyof typeof pages]?.title ?? "It";
      return [
        solution.path,
        `On our plans: the ${name} is included in ${listed(
          included.map((plan) => `${plan.name} (${formatRupees(plan.monthlyPrice)} a month)`),
        )}. See ${link("Pricing", "/pricing")}.`,
      ];
    }),
  );
}

/**
 * The English pages' copy, by path, from the page registry. The Tamil pages are left out: they
 * say the same in Tamil, and a Tamil question is answered by the Tamil intents (tamil.ts), which
 * read the Tamil pages and link them.
 */
function pageCopies(): [unknown, string][] {
  return pageRegistry.flatMap((page): [unknown, string][] =>
    page.copy && page.lang === "en" ? [[page.copy, page.path]] : [],
  );
}

export function knowledgeDocuments(): KnowledgeDoc[] {
  const passages = [...legalDocs(), ...pageCopies().flatMap(([copy, path]) => pagePassages(copy, path))];
  const docs = [
    ...quotedFacts(passages),
    ...planDocs(),
    ...contactDocs(),
    ...integrationDocs(),
    ...pageSummaries(),
    ...passages,
    ...caseStudyKindDocs(),
    ...caseStudyDocs(),
    ...articleDocs(),
  ];
  const ids = new Set<string>();
  return docs.filter((doc) => !ids.has(doc.id) && ids.add(doc.id));
}
