import { FORM_PROBLEM_PATH, INQUIRY_SENT_PATH } from "../../api-contract";
import type { PageFamily, PageInfo } from "../page-entry";
import { head as aboutHead, aboutPage } from "./about";
import { head as contactHead, contactPage, problemHead, sentHead } from "./contact";
import { tamilIndustryPages, tamilSolutionPages } from "./family-pages";
import { head as faqHead, faqPage } from "./faq";
import { home, head as homeHead } from "./home";
import { head as pricingHead, pricingPage } from "./pricing";
import { salesManagement, salesManagementHead, smartAiWhatsapp, smartAiWhatsappHead } from "./products";

interface TamilPage extends PageInfo {
  family: PageFamily;
  translationOf: string;
  copy: unknown;
}

const single = (family: PageFamily, translationOf: string, head: PageInfo, copy: unknown): TamilPage => ({
  ...head,
  family,
  translationOf,
  copy,
});

/** The Tamil pages, each with the English page it translates: the pages our buyers land on. */
export const tamilPages: readonly TamilPage[] = [
  single("home", "/", homeHead, home),
  single("pricing", "/pricing", pricingHead, pricingPage),
  ...tamilIndustryPages.map((page) => single("industry", page.translationOf ?? "", page.head, page)),
  ...tamilSolutionPages.map((page) => single("ai-solution", page.translationOf ?? "", page.head, page)),
  single("smart-ai-whatsapp", "/products/smart-ai-whatsapp", smartAiWhatsappHead, smartAiWhatsapp),
  single("sales-management", "/products/sales-management", salesManagementHead, salesManagement),
  single("contact", "/contact", contactHead, contactPage),
  single("contact-sent", INQUIRY_SENT_PATH, sentHead, undefined),
  single("contact-problem", FORM_PROBLEM_PATH, problemHead, undefined),
  single("faq", "/faq", faqHead, faqPage),
  single("about", "/about", aboutHead, aboutPage),
];
