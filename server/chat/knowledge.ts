import { loadArticles } from "../../app/content/articles.server";
import { caseStudies } from "../../app/content/case-studies";
import { contactPage } from "../../app/content/contact";
import { faqPage } from "../../app/content/faq";
import { industryPages } from "../../app/content/industry-pages";
import { infoPages } from "../../app/content/info-pages";
import { pages } from "../../app/content/pages";
import { channelList, formatRupees, plans, pricingNotes } from "../../app/content/pricing";
import { pricingPage } from "../../app/content/pricing-page";
import { site } from "../../app/content/site";
import { solutionPages } from "../../app/content/solution-pages";
import { metricLabel } from "../../app/lib/metric-label";

/**
 * What the site assistant knows: short documents built from app/content, each with the text
 * it is found by and the answer it gives. Answers only restate content; nothing is invented.
 */
export interface KnowledgeDoc {
  id: string;
  title: string;
  /** Extra words people use for this topic. */
  keywords: string;
  text: string;
  answer: string;
  url: string;
}

const link = (label: string, url: string) => `[${label}](${url})`;

function planDocs(): KnowledgeDoc[] {
  const overview: KnowledgeDoc = {
    id: "pricing",
    title: "Plans and pricing",
    keywords:
      "price prices pricing cost costs plan plans fee fees rupees inr monthly yearly annual subscription how much",
    text: plans.map((plan) => `${plan.name} ${plan.description}`).join(" "),
    answer: `Our AI bot plans: ${plans
      .map((plan) => `${plan.name} ${formatRupees(plan.monthlyPrice)} a month (${channelList(plan.botIntegrations)})`)
      .join(
        "; ",
      )}. Yearly billing is ten times the monthly price. ${pricingNotes.setupFee} ${pricingNotes.infrastructure} See ${link("Pricing", "/pricing")}.`,
    url: "/pricing",
  };
  return [
    overview,
    ...plans.map((plan) => ({
      id: `plan-${plan.name.toLowerCase()}`,
      title: `${plan.name} plan`,
      keywords: `${plan.name} price cost plan monthly yearly ${plan.botIntegrations.join(" ")}`,
      text: `${plan.description} ${plan.features.join(". ")}`,
      answer: `The ${plan.name} plan costs ${formatRupees(plan.monthlyPrice)} a month or ${formatRupees(
        plan.yearlyPrice,
      )} a year, for ${channelList(plan.botIntegrations)}. It includes: ${plan.features.join("; ")}. ${
        pricingNotes.setupFee
      } ${pricingNotes.infrastructure} See ${link("Pricing", "/pricing")} or ${link("talk to sales", "/contact?topic=pricing")}.`,
      url: "/pricing",
    })),
  ];
}

function contactDocs(): KnowledgeDoc[] {
  const { details, expectations, freeNote } = contactPage;
  const address = `${site.address.streetAddress}, ${site.address.addressLocality} ${site.address.postalCode}, India`;
  return [
    {
      id: "contact",
      title: "Contact details",
      keywords: "contact email mail phone call number reach talk address office location located visit chennai",
      text: `${details.email} ${details.phone} ${address}`,
      answer: `You can email us at ${details.email} or call ${details.phone}. Our office is at ${address}. Or send a message through the ${link("contact form", "/contact")}.`,
      url: "/contact",
    },
    {
      id: "hours",
      title: "Working hours",
      keywords: "hours open opening time timing when available working days weekend monday friday ist",
      text: details.hours,
      answer: `We work ${details.hours}, and reply to messages within 24 hours on working days. ${link("Contact us", "/contact")}.`,
      url: "/contact",
    },
    {
      id: "consultation",
      title: freeNote.title,
      keywords: "consultation free call meeting demo proposal what to expect next steps",
      text: expectations.items.map((item) => `${item.title} ${item.text}`).join(" "),
      answer: `${expectations.items.map((item) => item.title).join(", ")}. ${freeNote.text} ${link(
        "Book a free consultation",
        "/contact?topic=demo",
      )}.`,
      url: "/contact",
    },
    ...contactPage.faq.map((item, index) => ({
      id: `contact-faq-${index}`,
      title: item.question,
      keywords: "",
      text: item.answer,
      answer: `${item.answer} ${link("Contact us", "/contact")}.`,
      url: "/contact",
    })),
  ];
}

/** The solution, industry and information pages: found by everything they say, answered by their summary. */
function familyPageDocs(): KnowledgeDoc[] {
  const pageDoc = (path: string, text: string, keywords: string): KnowledgeDoc => {
    const page = pages[path as keyof typeof pages];
    return {
      id: `page-${path}`,
      title: page.heading,
      keywords: `${keywords} ${"keywords" in page ? page.keywords.join(" ") : ""}`.trim(),
      text,
      answer: `${page.description} More on ${link(page.heading, path)}.`,
      url: path,
    };
  };
  const faqDoc = (path: string) => (item: { question: string; answer: string }, index: number) => ({
    id: `faq-${path}-${index}`,
    title: item.question,
    keywords: "",
    text: item.answer,
    // The question leads, so an answer that starts "Yes" or "Not always" reads on its own.
    answer: `${item.question} ${item.answer} More on ${link(pages[path as keyof typeof pages].heading, path)}.`,
    url: path,
  });
  return [
    ...solutionPages.flatMap((solution) => [
      pageDoc(
        solution.path,
        [
          solution.hero.intro,
          ...solution.useCases.items.map((item) => `${item.title} ${item.description}`),
          ...solution.features.items.map((item) => item.title),
        ].join(" "),
        `${solution.hero.eyebrow} ${solution.kind === "agent" ? "agent" : "bot chatbot"} ${solution.useCases.items.map((item) => item.trade).join(" ")}`,
      ),
      ...solution.faq.map(faqDoc(solution.path)),
    ]),
    ...industryPages.flatMap((industry) => [
      pageDoc(
        industry.path,
        [industry.hero.intro, ...industry.problems.items.map((item) => `${item.problem} ${item.answer}`)].join(" "),
        `industry business ${industry.card.name} ${industry.card.description}`,
      ),
      ...industry.faq.map(faqDoc(industry.path)),
    ]),
    ...infoPages.flatMap((info) => [
      pageDoc(
        info.path,
        [
          info.hero.intro,
          ...info.blocks.map((block) =>
            block.kind === "guide" ? `${block.title} ${block.summary}` : block.intro.heading,
          ),
        ].join(" "),
        `${info.hero.eyebrow} ${pages[info.path as keyof typeof pages].title}`,
      ),
      ...info.blocks.flatMap((block) => (block.kind === "faq" ? block.items.map(faqDoc(info.path)) : [])),
    ]),
  ];
}

const familyPaths = () =>
  new Set([...solutionPages, ...industryPages, ...infoPages].map((familyPage) => familyPage.path));

function pageDocs(): KnowledgeDoc[] {
  const family = familyPaths();
  return Object.entries(pages)
    .filter(([path, page]) => path !== "/" && !family.has(path) && !("noindex" in page && page.noindex))
    .map(([path, page]) => ({
      id: `page-${path}`,
      title: page.heading,
      keywords: "keywords" in page ? page.keywords.join(" ") : "",
      text: page.description,
      answer: `${page.description} More on ${link(page.heading, path)}.`,
      url: path,
    }));
}

const resultsSentence = (results: Readonly<Record<string, string>>) =>
  `${Object.entries(results)
    .map(([name, value]) => `${metricLabel(name).toLowerCase()} ${value}`)
    .join(", ")}.`;

function storyDocs(): KnowledgeDoc[] {
  return [
    ...caseStudies.map((study) => ({
      id: `case-${study.slug}`,
      title: study.title,
      keywords: `case study example project client ${study.category} ${study.tags.join(" ")}`,
      text: `${study.client} ${study.description} ${study.technologies.join(" ")}`,
      answer: `${study.description} Results: ${resultsSentence(study.results)} Read the ${link(study.title, `/case-studies/${study.slug}`)} case study.`,
      url: `/case-studies/${study.slug}`,
    })),
    ...loadArticles().map((article) => ({
      id: `article-${article.slug}`,
      title: article.title,
      keywords: `article blog guide ${article.category} ${article.tags.join(" ")} ${article.seo.keywords.join(" ")}`,
      text: article.excerpt,
      answer: `${article.excerpt} Read ${link(article.title, `/blog/${article.slug}`)}.`,
      url: `/blog/${article.slug}`,
    })),
  ];
}

function faqDocs(): KnowledgeDoc[] {
  const entries = [
    ...faqPage.categories.flatMap((category) =>
      category.items.map((item) => ({ ...item, url: `/faq#${category.id}` })),
    ),
    ...pricingPage.faq.map((item) => ({ ...item, url: "/pricing" })),
  ];
  return entries.map((item, index) => ({
    id: `faq-${index}`,
    title: item.question,
    keywords: "",
    text: item.answer,
    answer: `${item.answer} More in our ${link(item.url.startsWith("/pricing") ? "pricing FAQ" : "FAQ", item.url)}.`,
    url: item.url,
  }));
}

export function knowledgeDocuments(): KnowledgeDoc[] {
  return [...planDocs(), ...contactDocs(), ...faqDocs(), ...pageDocs(), ...familyPageDocs(), ...storyDocs()];
}
