import { aboutPage } from "../../app/content/about";
import { aiAgentsPage, aiSolutionsPage } from "../../app/content/ai-solutions";
import { loadArticles } from "../../app/content/articles.server";
import { caseStudies } from "../../app/content/case-studies";
import { contactPage } from "../../app/content/contact";
import { faqPage } from "../../app/content/faq";
import { home } from "../../app/content/home";
import { healthcarePage, industriesPage } from "../../app/content/industries";
import { industryPages } from "../../app/content/industry-pages";
import { infoPages } from "../../app/content/info-pages";
import { integrationCategories, integrationsPage } from "../../app/content/integrations";
import { legalContacts, privacyPolicy, termsOfService } from "../../app/content/legal";
import { pages } from "../../app/content/pages";
import { channelList, formatRupees, plans, plansFitting, pricingNotes } from "../../app/content/pricing";
import { pricingPage } from "../../app/content/pricing-page";
import { productsOverview, salesManagement, smartAiWhatsapp } from "../../app/content/products";
import { agileCoaching, servicePages, servicesOverview } from "../../app/content/services";
import { site } from "../../app/content/site";
import { solutionPages } from "../../app/content/solution-pages";
import { metricLabel } from "../../app/lib/metric-label";
import { settings } from "../../app/lib/settings";

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
}

const priors = { fact: 1.6, answer: 1.4, summary: 1.3, page: 1, story: 1.2, article: 0.7, legal: 0.5 } as const;

export const link = (label: string, url: string) => `[${label}](${url})`;

/** "a", "a and b", "a, b and c". */
export const listed = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");

const pageName = (path: string) => (pages as Record<string, { heading: string } | undefined>)[path]?.heading ?? path;

function planDocs(): KnowledgeDoc[] {
  const overview: KnowledgeDoc = {
    id: "pricing",
    title: "Plans and prices",
    keywords:
      "price cost plan fee rupee inr monthly yearly subscription how much cheap expensive budget afford quote starter pro premium",
    triggers: "price fee cheap cheapest expensive budget afford",
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
  };
  return [
    overview,
    ...plans.map((plan) => ({
      id: `plan-${plan.name.toLowerCase()}`,
      title: `${plan.name} plan`,
      keywords: `${plan.name} price cost plan monthly yearly ${plan.botIntegrations.join(" ")}`,
      triggers: plan.name.toLowerCase(),
      text: `${plan.description} ${plan.features.join(". ")}`,
      answer: planAnswer(plan),
      url: "/pricing",
      page: "Pricing",
      prior: priors.fact,
    })),
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
      keywords:
        "contact email mail phone call number reach talk address office location located visit chennai whatsapp landline",
      triggers: "email mail phone call address office located location contact",
      text: `${details.email} ${details.phone} ${contactAddress}`,
      answer: `You can email us at ${details.email}, call ${details.phone} or ${link("chat with us on WhatsApp", whatsappLink())}. Our office is at ${contactAddress}. Or send a message through the ${link("contact form", "/contact")}.`,
      url: "/contact",
      page: "Contact",
      prior: priors.fact,
    },
    {
      id: "hours",
      title: "Working hours",
      keywords: "hours open opening time timing when available working days weekend saturday sunday monday friday ist",
      triggers: "hours open weekend saturday sunday holiday",
      text: details.hours,
      answer: `We work ${details.hours}, and reply to messages within 24 hours on working days. ${link("Contact us", "/contact")}.`,
      url: "/contact",
      page: "Contact",
      prior: priors.fact,
    },
    {
      id: "consultation",
      title: freeNote.title,
      keywords: "consultation free call meeting demo book booking appointment proposal what to expect next steps",
      triggers: "demo consultation appointment meeting",
      text: expectations.items.map((item) => `${item.title} ${item.text}`).join(" "),
      answer: `${expectations.items.map((item) => item.title).join(", ")}. ${freeNote.text} ${link(
        "Book a free consultation",
        "/contact?topic=demo",
      )}.`,
      url: "/contact",
      page: "Contact",
      prior: priors.fact,
    },
  ];
}

export function whatsappLink(text = `Hi ${site.name}, I have a question from your website's chat.`): string {
  return `https://wa.me/${site.whatsapp.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}

const spacedName = (name: string) => name.replace(/([a-z])([A-Z])/g, "$1 $2");
/** Words in product names that name no one product ("Sales" in "SAP Sales Cloud"). */
const genericNameWords = new Set([
  "microsoft",
  "sales",
  "cloud",
  "desk",
  "books",
  "plus",
  "commerce",
  "adobe",
  "magic",
  "checkout",
  "scout",
]);

/** Every integration by name: "do you work with Tally?" is answered with what we do with it. */
function integrationDocs(): KnowledgeDoc[] {
  const count = integrationCategories.reduce((sum, category) => sum + category.items.length, 0);
  return integrationCategories.flatMap((category) =>
    category.items.map((item) => ({
      id: `integration-${item.name}`,
      title: `${item.name} integration`,
      // "TallyPrime" is asked for as "Tally".
      keywords: `integration integrate connect sync ${category.title} ${spacedName(item.name)}`,
      triggers: spacedName(item.name)
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
    })),
  );
}

const legalValues: Record<string, string> = {
  email: site.email,
  phone: site.phone,
  ...legalContacts,
  jurisdiction: settings.jurisdiction,
};
const fillLegal = (text: string) => text.replace(/\{(\w+)\}/g, (token, name: string) => legalValues[name] ?? token);

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
 * The clauses shop owners ask about by their own words (GST, refunds, notice), quoted from the
 * terms and the product pages. `quote` must stay in the text; the build fails if it goes.
 */
const factsByQuote = [
  {
    quote: "Fees do not include GST",
    title: "GST",
    triggers: "gst tds",
    keywords: "gst tax extra inclusive exclusive invoice",
  },
  {
    quote: "You may cancel a subscription at any time",
    title: "Cancelling a subscription",
    triggers: "cancel cancellation refund refundable",
    keywords: "cancel cancellation stop quit refund any time anytime contract lock",
  },
  {
    quote: "Overdue amounts accrue interest",
    title: "Late payment",
    triggers: "overdue late interest",
    keywords: "late payment overdue interest penalty",
  },
  {
    quote: "For material changes, we will notify you",
    title: "Changes to the terms",
    triggers: "change notify",
    keywords: "change terms notice notify advance",
  },
  {
    quote: "For non-payment, we will first give you written notice",
    title: "Suspension for non-payment",
    triggers: "suspend suspension non",
    keywords: "suspend suspension non payment pay notice terminate",
  },
  {
    quote: "You may end a service at any time by written notice",
    title: "Ending a service",
    triggers: "notice period terminate termination",
    keywords: "notice period end terminate termination stop service",
  },
  {
    quote: "You must be at least 18 years old",
    title: "Who can sign up",
    triggers: "age old minor",
    keywords: "age minimum old sign up eligible minor adult",
  },
  {
    quote: "The free trial needs no credit card",
    title: "Free trial",
    triggers: "trial",
    keywords: "free trial try test credit card conversations setup start",
  },
] as const;

function quotedFacts(sources: readonly { text: string; url: string; page: string }[]): KnowledgeDoc[] {
  return factsByQuote.map((fact) => {
    const source = sources.find((candidate) => candidate.text.includes(fact.quote));
    if (!source) throw new Error(`The assistant's fact "${fact.title}" quotes text no page has: "${fact.quote}"`);
    return {
      id: `fact-${fact.title}`,
      title: fact.title,
      keywords: fact.keywords,
      triggers: fact.triggers,
      text: source.text,
      answer: `${source.text} More on ${link(source.page, source.url)}.`,
      url: source.url,
      page: source.page,
      prior: priors.fact,
    };
  });
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
  return loadArticles().flatMap((article) => {
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
  const visit = (value: unknown, trail: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        visit(item, `${trail}.${index}`);
      });
      return;
    }
    if (typeof value !== "object" || value === null) return;
    const record = value as Record<string, unknown>;
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
      found.push({ id: `page-${path}${trail}`, title, keywords, text: body, url, page: pageName(url), prior: weight });
    }
    for (const [key, field] of Object.entries(record)) if (typeof field === "object") visit(field, `${trail}.${key}`);
  };
  visit(copy, "");
  return found;
}

/** Every page's own summary, from its metadata. */
function pageSummaries(): KnowledgeDoc[] {
  return Object.entries(pages)
    .filter(([path, page]) => !("noindex" in page && page.noindex) && !path.startsWith("/legal/"))
    .map(([path, page]) => ({
      id: `summary-${path}`,
      title: page.heading,
      keywords: `${page.title} ${"keywords" in page ? page.keywords.join(" ") : ""}`,
      text: page.description,
      answer: `${page.description} More on ${link(page.heading, path)}.`,
      url: path,
      page: page.heading,
      prior: priors.summary,
    }));
}

const resultsSentence = (results: Readonly<Record<string, string>>) =>
  `${Object.entries(results)
    .map(([name, value]) => `${metricLabel(name).toLowerCase()} ${value}`)
    .join(", ")}.`;

function caseStudyDocs(): KnowledgeDoc[] {
  return caseStudies.flatMap((study) => {
    const url = `/case-studies/${study.slug}`;
    return [
      {
        id: `case-${study.slug}`,
        title: study.title,
        keywords: `case study example project client work portfolio ${study.client} ${study.wordmark.name} ${study.wordmark.note} ${study.category} ${study.tags.join(" ")}`,
        text: `${study.client} ${study.description} ${study.technologies.join(" ")} ${study.duration}`,
        answer: `${study.description} Results: ${resultsSentence(study.results)} It took ${study.duration} (${study.year}), with a team of ${study.teamSize}. Read the ${link(study.title, url)} case study.`,
        url,
        page: study.title,
        prior: priors.story,
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
      const included = plansFitting(fit).filter((plan) => plan.included);
      return [
        solution.path,
        `On our plans: included in ${listed(
          included.map((plan) => `${plan.name} (${formatRupees(plan.monthlyPrice)} a month)`),
        )}. See ${link("Pricing", "/pricing")}.`,
      ];
    }),
  );
}

/** Pages whose copy is a module of its own, by path. Family pages carry their path. */
function pageCopies(): [unknown, string][] {
  return [
    [home, "/"],
    [servicesOverview, "/services"],
    ...Object.values(servicePages).map((page): [unknown, string] => [page, page.path]),
    [agileCoaching, "/services/agile-coaching"],
    [productsOverview, "/products"],
    [salesManagement, "/products/sales-management"],
    [smartAiWhatsapp, "/products/smart-ai-whatsapp"],
    [aiSolutionsPage, "/ai-solutions"],
    [aiAgentsPage, "/ai-agents"],
    [industriesPage, "/industries"],
    [healthcarePage, "/industries/healthcare"],
    ...[...solutionPages, ...industryPages, ...infoPages].map((page): [unknown, string] => [page, page.path]),
    [aboutPage, "/about"],
    [pricingPage, "/pricing"],
    [integrationsPage, "/integrations"],
    [contactPage, "/contact"],
    [faqPage, "/faq"],
  ];
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
    ...caseStudyDocs(),
    ...articleDocs(),
  ];
  const ids = new Set<string>();
  return docs.filter((doc) => !ids.has(doc.id) && ids.add(doc.id));
}
