import { useEffect, useState } from "react";
import { legalDate } from "~/lib/legal-date";
import { useText } from "~/lib/page-language";
import { buildTime } from "~/lib/settings";

export interface LegalDocumentContent {
  title: string;
  effectiveDate: string;
  intro: string;
  sections: readonly { id: string; title: string; paragraphs: readonly string[]; list?: readonly string[] }[];
}

/** What the {tokens} in the legal copy stand for. */
export interface LegalValues {
  email: string;
  phone: string;
  legalEmail: string;
  supportEmail: string;
  jurisdiction: string;
}

/** Text with {email}, {legalEmail} and {supportEmail} as mailto links and {phone} as a tel link. */
function Filled({ text, values }: { text: string; values: LegalValues }) {
  const parts = text.split(/(\{(?:email|legalEmail|supportEmail|phone|jurisdiction)\})/g);
  return (
    <>
      {parts.map((part, index) => {
        const key = `${index}-${part}`;
        const token = /^\{(\w+)\}$/.exec(part)?.[1] as keyof LegalValues | undefined;
        if (!token) return part;
        const value = values[token];
        if (token === "phone") {
          return (
            <a
              key={key}
              href={`tel:${value.replace(/[^+\d]/g, "")}`}
              className="text-brand-700 underline dark:text-brand-300"
            >
              {value}
            </a>
          );
        }
        if (token === "jurisdiction") return value;
        return (
          <a key={key} href={`mailto:${value}`} className="text-brand-700 underline dark:text-brand-300">
            {value}
          </a>
        );
      })}
    </>
  );
}

/** A numbered legal document with its contents, effective date and today's last-updated date. */
export function LegalDocumentView({ document, values }: { document: LegalDocumentContent; values: LegalValues }) {
  // The last-updated date is the current date: prerendered with the build date, then today's
  // (by React where the page hydrates, else by the shell's "today" island).
  const [today, setToday] = useState(buildTime);
  const text = useText();
  useEffect(() => setToday(new Date().toISOString()), []);
  const [beforeToday, afterToday] = text("Effective {effectiveDate} · Last updated {today}", {
    effectiveDate: legalDate(document.effectiveDate),
    today: "\u0000",
  }).split("\u0000");
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="font-bold text-4xl tracking-tight">{document.title}</h1>
      <p className="mt-3 text-ink-muted text-sm">
        {beforeToday}
        <span data-island="today">{legalDate(today)}</span>
        {afterToday}
      </p>
      <p className="mt-6 text-lg leading-relaxed">
        <Filled text={document.intro} values={values} />
      </p>
      <nav aria-label={text("Contents")} className="mt-8 rounded-2xl border border-line bg-surface-muted p-6">
        <h2 className="font-semibold">{text("Contents")}</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-6 items-center text-brand-700 underline-offset-4 hover:underline dark:text-brand-300"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.id} id={section.id} className="mt-10 scroll-mt-24">
          <h2 className="font-bold text-2xl">
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed">
              <Filled text={paragraph} values={values} />
            </p>
          ))}
          {section.list && (
            <ul className="mt-3 list-disc space-y-1 pl-6">
              {section.list.map((item) => (
                <li key={item}>
                  <Filled text={item} values={values} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
