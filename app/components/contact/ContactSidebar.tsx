import type { contactPage } from "~/content/contact";
import { telHref } from "~/content/site";
import type { Translation } from "~/content/ta/translation";
import { useText } from "~/lib/page-language";
import { WhatsAppLink } from "../ui/WhatsAppLink";

/** The contact page's copy in either language: the English module's shape, any text in it. */
type Content = Translation<typeof contactPage>;

/** Contact details, what happens after sending, and the free-consultation note. */
export function ContactSidebar({
  details,
  expectations,
  freeNote,
}: Pick<Content, "details" | "expectations" | "freeNote">) {
  const { address } = details;
  const text = useText();
  return (
    <aside className="space-y-6" aria-label={text("Contact details and what to expect")}>
      <section className="rounded-2xl border border-line bg-surface-muted p-6">
        <h2 className="font-semibold text-lg">{details.title}</h2>
        <dl className="mt-4 space-y-3 text-sm">
          <div>
            <dt className="text-ink-muted">{text("Email")}</dt>
            <dd>
              <a
                className="inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300"
                href={`mailto:${details.email}`}
                lang="en"
              >
                {details.email}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">{text("Phone")}</dt>
            <dd>
              <a
                className="inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300"
                href={telHref(details.phone)}
              >
                {details.phone}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">{text("WhatsApp")}</dt>
            <dd>
              <WhatsAppLink
                placement="contact"
                className="inline-flex min-h-6 items-center gap-2 font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300"
              >
                {details.whatsapp}
                <span className="sr-only">{text("(opens WhatsApp)")}</span>
              </WhatsAppLink>
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">{text("Office")}</dt>
            <dd>
              <address className="not-italic">
                <span lang="en">{address.streetAddress}</span>
                <br />
                <span lang="en">
                  {address.addressLocality} {address.postalCode}, {address.addressRegion}
                </span>
                , {text("India")}
              </address>
            </dd>
          </div>
          <div>
            <dt className="text-ink-muted">{text("Hours")}</dt>
            <dd>{details.hours}</dd>
          </div>
          <div>
            <dt className="text-ink-muted">{text("Languages")}</dt>
            <dd>{details.languages}</dd>
          </div>
        </dl>
      </section>
      <section className="rounded-2xl border border-line p-6">
        <h2 className="font-semibold text-lg">{expectations.title}</h2>
        <ol className="mt-4 space-y-4 text-sm">
          {expectations.items.map((item, index) => (
            <li key={item.title} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 dark:bg-brand-900 dark:text-brand-100"
              >
                {index + 1}
              </span>
              <span>
                <span className="block font-medium">{item.title}</span>
                <span className="text-ink-muted">{item.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
      <section className="rounded-2xl bg-brand-700 p-6 text-white">
        <h2 className="font-semibold text-lg">{freeNote.title}</h2>
        <p className="mt-2 text-brand-50 text-sm">{freeNote.text}</p>
      </section>
    </aside>
  );
}
