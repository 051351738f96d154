import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { tamilPath } from "../../../app/lib/language-paths";
import { siteData } from "../../site-data";
import { link, whatsappLink } from "../knowledge";

const { chatCopy: englishChat, contactPage, pages, site } = siteData;
const { footerColumns, navLabels, chatCopy: tamilChat, contactPage: tamilContactPage } = siteData.ta;

/**
 * The two languages the assistant answers in, and what an answer in each needs: its wording
 * (wording.json), the page a link goes to and its name, the chat button as the page shows it,
 * and the WhatsApp link with its first message in that language.
 */
export type AnswerLanguage = "en" | "ta";

const wordingSchema = z
  .object({ en: z.record(z.string(), z.string().min(1)), ta: z.record(z.string(), z.string().min(1)) })
  .refine(
    ({ en, ta }) => Object.keys(en).sort().join() === Object.keys(ta).sort().join(),
    "en and ta must word the same keys",
  );
const wording = wordingSchema.parse(JSON.parse(readFileSync(path.join(import.meta.dirname, "wording.json"), "utf8")));

export { link };

const fill = (template: string, values: Readonly<Record<string, string | number>>) =>
  template.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token));

/** Footer links name the English-only pages in Tamil. */
const tamilLabels = new Map<string, string>(
  footerColumns.flatMap((column) => column.links.map((item) => [item.to, item.label] as [string, string])),
);

/** A page's name in the language, and its path: the Tamil page where there is one. */
export function pageLink(language: AnswerLanguage, path: string): string {
  if (language === "ta") {
    const tamil = pages[tamilPath(path)];
    if (tamil) return link(tamil.heading, tamilPath(path));
    const heading = pages[path]?.heading ?? path;
    return link(tamilLabels.get(path) ?? navLabels[heading] ?? heading, path);
  }
  return link(pages[path]?.heading ?? path, path);
}

/** Whether the visitor reading in this language gets the page in it. */
export const pageInLanguage = (language: AnswerLanguage, path: string) =>
  language === "en" || Boolean(pages[tamilPath(path)]);

/** What every answer in the language may name: the person to turn to and how to reach them. */
export function speaker(language: AnswerLanguage, demoUrl: string) {
  const words = wording[language];
  const word = (key: string) => {
    const template = words[key];
    if (template === undefined) throw new Error(`wording.json has no "${key}"`);
    return template;
  };
  const contact = language === "ta" ? tamilContactPage.details : contactPage.details;
  const contactPath = language === "ta" ? "/ta/contact" : "/contact";
  const shared: Record<string, string> = {
    company: site.name,
    phone: site.phone,
    hours: contact.hours,
    languages: contact.languages,
    talkToPerson: (language === "ta" ? tamilChat : englishChat).talkToPerson,
  };
  shared.whatsapp = link(word("whatsappLabel"), whatsappLink(fill(word("whatsappText"), shared)));
  shared.contact = link(word("contactLabel"), contactPath);
  shared.demo = link(word("demoLabel"), language === "ta" && demoUrl.startsWith("/") ? `/ta${demoUrl}` : demoUrl);
  shared.sales = link(word("salesLabel"), `${contactPath}?topic=pricing`);
  shared.pricing = pageLink(language, "/pricing");
  return {
    language,
    say: (key: string, values: Readonly<Record<string, string | number>> = {}) =>
      fill(word(key), { ...shared, ...values }),
    page: (path: string) => pageLink(language, path),
    shared,
  };
}

export type Speaker = ReturnType<typeof speaker>;
