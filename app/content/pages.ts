import { FORM_PROBLEM_PATH, INQUIRY_SENT_PATH } from "../api-contract";
import { aboutPage } from "./about";
import { aiAgentsPage, aiSolutionsPage } from "./ai-solutions";
import { contactPage } from "./contact";
import { type FamilyModules, familyFolders, familyModules, familyPagesFrom } from "./family-modules";
import { faqPage } from "./faq";
import { home } from "./home";
import { healthcarePage, industriesPage } from "./industries";
import { integrationsPage } from "./integrations";
import { buildMainNavigation, type NavGroup } from "./navigation";
import {
  type PageDeclaration,
  type PageEntry,
  type PageFamily,
  type PageInfo,
  type PageLang,
  tamilPath,
} from "./page-entry";
import { monthlyPrice } from "./pricing";
import { pricingPage } from "./pricing-page";
import { productsOverview, salesManagement, smartAiWhatsapp } from "./products";
import { agileCoaching, servicePages, servicesOverview } from "./services";
import { tamilPages } from "./ta/pages";

export type { PageEntry, PageInfo } from "./page-entry";

/**
 * The pages that are not in a family folder, with their head copy, the route module that renders
 * them (`family`) and their page copy, which the site assistant reads. Family pages (app/content/industry-pages/, solution-pages/, info-pages/)
 * declare themselves in their own module.
 */
const singlePages = {
  "/": {
    family: "home",
    copy: home,
    title: "AI Automation & WhatsApp Bots from Chennai",
    heading: "AI agents and automation that sell, support and save time",
    description:
      "Cleverobotics builds AI agents, WhatsApp bots, web and mobile apps and RPA for retail, wholesale and ecommerce businesses. 50+ projects delivered from Chennai.",
  },
  "/services": {
    family: "services",
    copy: servicesOverview,
    title: "Technology Services: AI, Apps & Automation",
    heading: "Technology Services That Drive Growth",
    description:
      "Agentic AI automation, WhatsApp CRM, AI agents, custom bots, web and mobile apps, custom software, RPA and agile coaching, delivered by one Chennai team.",
  },
  "/services/ai-automation": {
    family: "service",
    copy: servicePages["ai-automation"],
    title: "AI Automation Services",
    heading: "AI Automation Services",
    description:
      "Automate order intake, customer replies and back-office work with AI agents. 500+ processes automated, 75% average cost reduction, running 24/7.",
    keywords: ["AI automation", "agentic AI", "business process automation", "AI agents India", "workflow automation"],
  },
  "/services/web-applications": {
    family: "service",
    copy: servicePages["web-applications"],
    title: "Web Application Development",
    heading: "Web Application Development",
    description:
      "Fast, secure web applications built with React and TypeScript. 100+ apps delivered, 99.9% uptime and round-the-clock support.",
  },
  "/services/mobile-applications": {
    family: "service",
    copy: servicePages["mobile-applications"],
    title: "Mobile App Development",
    heading: "Mobile App Development",
    description:
      "iOS and Android apps your customers keep using. 50+ apps launched with 95% client satisfaction and support around the clock.",
  },
  "/services/front-end": {
    family: "service",
    copy: servicePages["front-end"],
    title: "Front-End Development",
    heading: "Front-End Development",
    description:
      "Responsive, accessible interfaces that load fast on any phone. 200+ components shipped with a 98% performance score.",
  },
  "/services/back-end": {
    family: "service",
    copy: servicePages["back-end"],
    title: "Back-End Development",
    heading: "Back-End Development",
    description: "APIs and data systems that handle 1M+ requests a day at 50 ms response times with 99.9% uptime.",
  },
  "/services/custom-software-development": {
    family: "service",
    copy: servicePages["custom-software-development"],
    title: "Custom Software Development",
    heading: "Custom Software Development",
    description:
      "Billing, stock and dealer software shaped around how your business really works, from engineers with 150+ projects behind them and 99% client satisfaction.",
  },
  "/services/rpa": {
    family: "service",
    copy: servicePages.rpa,
    title: "Robotic Process Automation (RPA)",
    heading: "Robotic Process Automation",
    description:
      "Software robots that copy invoices, reconcile stock and file reports: 80% time savings, 95% accuracy and payback within 6 months.",
  },
  "/services/agile-coaching": {
    family: "agile-coaching",
    copy: agileCoaching,
    title: "Agile Coaching for Product Teams",
    heading: "Agile Coaching",
    description:
      "Scrum, Kanban, SAFe and Lean coaching from coaches with 20 years of agile practice among them: 236+ teams coached, 40% average productivity gain.",
  },
  "/products": {
    family: "products",
    copy: productsOverview,
    title: "WhatsApp Sales & AI Chatbot Products",
    heading: "Our Products",
    description:
      "Two products built for businesses that sell on WhatsApp: a sales management suite and a smart AI chatbot that learns from your website.",
  },
  "/products/sales-management": {
    family: "sales-management",
    copy: salesManagement,
    title: "WhatsApp Sales Management for Ecommerce",
    heading: "WhatsApp Sales Management",
    description:
      "Run orders, customers and follow-ups from one dashboard connected to WhatsApp, with AI lead scoring and sales forecasting.",
  },
  "/products/smart-ai-whatsapp": {
    family: "smart-ai-whatsapp",
    copy: smartAiWhatsapp,
    title: "AI WhatsApp Chatbot Trained on Your Website",
    heading: "Smart AI WhatsApp Chatbot",
    description:
      "A WhatsApp chatbot that learns from your website in 2 minutes, answers 24/7 and hands over to your team. No credit card required.",
  },
  "/industries": {
    family: "industries",
    copy: industriesPage,
    title: "Industries We Serve",
    heading: "Industries We Serve",
    description:
      "AI and automation for healthcare, retail, manufacturing and real estate, shaped by the rules and rhythms of each trade.",
  },
  "/industries/healthcare": {
    family: "healthcare",
    copy: healthcarePage,
    title: "Healthcare Technology Solutions",
    heading: "Healthcare Technology",
    description:
      "Patient engagement bots, clinic workflow automation and secure health data platforms built with compliance in mind.",
  },
  "/ai-solutions": {
    family: "ai-solutions",
    copy: aiSolutionsPage,
    title: "AI Solutions: WhatsApp, Voice & Web Bots",
    heading: "AI Solutions",
    description:
      "WhatsApp AI bots, voice assistants, web chatbots and AI agents for lead generation, sales and support, built for retail and ecommerce.",
    keywords: ["AI solutions", "WhatsApp AI bot", "voice AI assistant", "AI chatbot", "AI sales agent"],
  },
  "/ai-agents": {
    family: "ai-agents",
    copy: aiAgentsPage,
    title: "AI Agents for WhatsApp, Instagram & Web",
    heading: "AI Agents",
    description:
      "Channel AI agents that answer, sell and book on WhatsApp, Instagram, Messenger, the phone and your website. Join the waitlist.",
  },
  "/case-studies": {
    family: "case-studies",
    title: "Case Studies: AI, Healthcare & Mobile Apps",
    heading: "Case Studies",
    description:
      "How we built AI dashboards, WhatsApp and Instagram bots, healthcare platforms and mobile apps, with the results our clients measured.",
    keywords: [
      "case studies",
      "AI automation projects",
      "WhatsApp bot case study",
      "healthcare app development",
      "mobile app portfolio",
    ],
  },
  "/legal": {
    family: "legal-index",
    title: "Legal",
    heading: "Legal",
    description:
      "The legal documents of Cleverobotics: how we handle personal data, and the terms that govern our services and this website.",
  },
  "/blog": {
    family: "blog",
    title: "Blog: AI, WhatsApp & Business Software",
    heading: "Blog",
    description:
      "Practical articles on WhatsApp bots, AI agents, RPA and app development for retail, wholesale and ecommerce owners.",
    keywords: [
      "AI blog",
      "WhatsApp automation",
      "AI chatbots",
      "RPA",
      "AI for small business",
      "app development trends",
    ],
  },
  "/about": {
    family: "about",
    copy: aboutPage,
    title: "About Us",
    heading: "About Us",
    description:
      "Cleverobotics is a Chennai team of engineers and automation specialists: 10+ years, 50+ projects, 25+ clients in 5+ countries.",
  },
  "/contact": {
    family: "contact",
    copy: contactPage,
    title: "Contact Us: Free 30-Minute Consultation",
    heading: "Contact Us",
    description:
      "Tell us about your project. We reply within 24 hours and offer a free 30-minute consultation. Monday to Friday, 9 AM to 6 PM IST.",
    keywords: ["contact Cleverobotics", "AI automation consultation", "WhatsApp bot Chennai", "free consultation"],
  },
  [INQUIRY_SENT_PATH]: {
    family: "contact-sent",
    title: "Thank You: Your Message Is On Its Way",
    heading: "Thank you! Your message has been sent.",
    description: "We have your message and will reply within 24 hours, Monday to Friday.",
    noindex: true,
  },
  [FORM_PROBLEM_PATH]: {
    family: "contact-problem",
    title: "Your Message Was Not Sent",
    heading: "Your message was not sent",
    description: "Something in the form needs your attention before we can receive your message.",
    noindex: true,
  },
  "/faq": {
    family: "faq",
    copy: faqPage,
    title: "Frequently Asked Questions",
    heading: "Frequently Asked Questions",
    description:
      "Answers about our AI automation services, plans and pricing, timelines, features and how to get started.",
  },
  "/pricing": {
    family: "pricing",
    copy: pricingPage,
    title: "Pricing: AI Bot Plans for Retail & Ecommerce",
    heading: "Pricing",
    description: `WhatsApp and Instagram AI bot plans from ${monthlyPrice("Starter")} a month: Starter, Pro and Premium. No setup fee.`,
  },
  "/integrations": {
    family: "integrations",
    copy: integrationsPage,
    title: "Integrations: CRM, Ecommerce & Accounting",
    heading: "Integrations",
    description:
      "Connect your bots and automations to 31+ tools across CRM, support, project management, ecommerce and accounting.",
  },
  "/legal/privacy": {
    family: "legal-document",
    title: "Privacy Policy",
    heading: "Privacy Policy",
    description: "How Cleverobotics collects, uses and protects personal data, and the rights you have over it.",
  },
  "/legal/terms": {
    family: "legal-document",
    title: "Terms of Service",
    heading: "Terms of Service",
    description: "The terms that govern the use of Cleverobotics services and this website.",
  },
} as const satisfies Record<string, PageInfo & { family: PageFamily; copy?: unknown }>;

/**
 * Every page of the site, from the single pages above and the given family modules: the single
 * pages first, then each family in its order. The site assistant's passages keep this order,
 * which decides ties in its search.
 */
export function buildPageRegistry(modules: FamilyModules): PageEntry[] {
  const singles = Object.entries(singlePages).map(([path, { family, ...declared }]): PageEntry => {
    const { copy, ...head } = declared as typeof declared & { copy?: unknown };
    return { path, family, lang: "en", head, copy };
  });
  const members = familyFolders.flatMap(({ folder, family }) =>
    familyPagesFrom<PageDeclaration>(modules, folder).map(
      ({ head, ...copy }): PageEntry => ({
        path: copy.path,
        family,
        lang: copy.lang ?? "en",
        translationOf: copy.translationOf,
        nav: copy.nav,
        head,
        copy,
      }),
    ),
  );
  const translations = tamilPages.map(
    ({ family, translationOf, copy, ...head }): PageEntry => ({
      path: tamilPath(translationOf),
      family,
      lang: "ta",
      translationOf,
      head,
      copy,
    }),
  );
  return [...singles, ...members, ...translations];
}

/** Every page of the site. */
export const pageRegistry: readonly PageEntry[] = buildPageRegistry(familyModules);

/** The header menus, with every page that places itself in them. */
export const mainNavigation: readonly NavGroup[] = buildMainNavigation(pageRegistry);

/** The head copy of every page, keyed by its path (keywords an empty list when a page has none). */
export const pages: Readonly<Record<string, PageInfo & { keywords: readonly string[] }>> = Object.fromEntries(
  pageRegistry.map((entry) => [entry.path, { ...entry.head, keywords: entry.head.keywords ?? [] }]),
);

export function pageInfo(path: string): PageInfo | undefined {
  return pages[path];
}

/** A page and its translation, by language: each page's hreflang alternates and its language switch. */
export type PageVersions = Partial<Record<PageLang, string>>;

/** The versions of a page in each language it is written in; a page without a translation has only its own. */
export function pageVersions(path: string, registry: readonly PageEntry[] = pageRegistry): PageVersions {
  const entry = registry.find((page) => page.path === path);
  if (!entry) return {};
  const english = entry.translationOf ?? entry.path;
  const versions: PageVersions = { en: english };
  for (const page of registry) if (page.translationOf === english) versions[page.lang] = page.path;
  return versions;
}
