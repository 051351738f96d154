import type { PublicSettings } from "../lib/public-settings";
import { loadArticles } from "./articles.server";
import { caseStudies } from "./case-studies";
import { caseStudyCategories } from "./case-study-types";
import { chatCopy, chatHandoff } from "./chat";
import { contactPage } from "./contact";
import { faqPage } from "./faq";
import { inquiryTopics } from "./inquiry-topics";
import { integrationCategories, integrationsPage } from "./integrations";
import { legalContacts, privacyPolicy, termsOfService } from "./legal";
import { pageRegistry, pages } from "./pages";
import { plans, pricingNotes } from "./pricing";
import { pricingPage } from "./pricing-page";
import { smartAiWhatsapp } from "./products";
import { servicesOverview } from "./services";
import { site } from "./site";
import { solutionPages } from "./solution-pages";
import { caseStudyCards, metricLabels } from "./ta/case-studies";
import {
  chatHandoffMessages,
  footerColumns,
  inquiryMessages,
  legalNote,
  navLabels,
  chatCopy as tamilChatCopy,
} from "./ta/chrome";
import { contactPage as tamilContactPage } from "./ta/contact";
import { faqPage as tamilFaqPage } from "./ta/faq";
import { home as tamilHome } from "./ta/home";
import { tamilPageLines } from "./ta/page-lines";
import { planCopy, pricingPage as tamilPricingPage } from "./ta/pricing";
import { smartAiWhatsapp as tamilSmartAiWhatsapp } from "./ta/products";
import { legalSectionTitles, termsInTamil } from "./ta/terms-summary";

/**
 * The content the server answers from (the chat's replies, its knowledge search, the AI mode's
 * tools and prompt, the inquiry messages in Tamil), gathered from the modules the pages render.
 * The build writes it to build/site-data.json (scripts/build-server-data.ts) and the server
 * reads it from there (server/site-data.ts), so the server answers from the site it serves and
 * never imports the pages' code. Plain data only: it goes through JSON.
 */
export function siteData(publicSettings: Pick<PublicSettings, "jurisdiction">) {
  return {
    site,
    jurisdiction: publicSettings.jurisdiction,
    pages,
    pageRegistry,
    plans,
    pricingNotes,
    pricingPage,
    contactPage,
    chatCopy,
    /** The card's words the AI mode's hand-off tool answers with (the rest is the chat panel's code). */
    chatHandoff: { thanks: chatHandoff.thanks },
    inquiryTopics,
    caseStudies,
    caseStudyCategories,
    articles: loadArticles(),
    faqPage,
    integrationCategories,
    integrationsPage,
    privacyPolicy,
    termsOfService,
    legalContacts,
    smartAiWhatsapp,
    servicesOverview,
    solutionPages,
    ta: {
      chatCopy: tamilChatCopy,
      footerColumns,
      navLabels,
      contactPage: tamilContactPage,
      caseStudyCards,
      metricLabels,
      legalNote,
      faqPage: tamilFaqPage,
      home: tamilHome,
      pageLines: tamilPageLines,
      planCopy,
      pricingPage: tamilPricingPage,
      smartAiWhatsapp: tamilSmartAiWhatsapp,
      legalSectionTitles,
      termsInTamil,
      inquiryMessages,
      chatHandoffMessages,
    },
  };
}

export type SiteData = ReturnType<typeof siteData>;
