import { ContactForm } from "~/components/contact/ContactForm";
import { ContactSidebar } from "~/components/contact/ContactSidebar";
import { Picture } from "~/components/illustrations/Picture";
import { contactPage } from "~/content/contact";
import * as tamil from "~/content/ta/contact";
import { ReactIsland } from "~/islands/ReactIsland";
import { pageLoader } from "~/lib/page-head";
import { useText } from "~/lib/page-language";
import type { PageProps } from "~/lib/route-module";
import { contactPageJsonLd, faqJsonLd } from "~/lib/structured-data";

// The copy reaches the page as prerendered data, not as JavaScript.
export const loader = pageLoader((path, page, lang) => {
  const content = lang === "ta" ? tamil.contactPage : contactPage;
  return {
    page,
    content,
    topicLabels: lang === "ta" ? tamil.inquiryTopicLabels : undefined,
    jsonLd: [contactPageJsonLd(path), faqJsonLd(content.faq)],
  };
});

export default function Contact({ loaderData: { content, topicLabels } }: PageProps<typeof loader>) {
  const text = useText();
  return (
    <>
      <section className="bg-surface-muted">
        {/* On a phone the form comes straight after the intro; the picture joins from desktop width. */}
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:items-center lg:px-8">
          <div>
            <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
              {content.hero.eyebrow}
            </p>
            <h1 className="mt-3 max-w-3xl text-balance font-bold text-4xl tracking-tight sm:text-5xl">
              {content.hero.heading}
            </h1>
            <p className="mt-4 max-w-2xl text-ink-muted text-lg">{content.hero.intro}</p>
          </div>
          <Picture visual={content.hero.visual} priority className="hidden max-w-md justify-self-end lg:block" />
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <ReactIsland
          name="contact-form"
          component={ContactForm}
          props={{ title: content.formTitle, intro: content.formIntro, topicLabels }}
        />
        <ContactSidebar details={content.details} expectations={content.expectations} freeNote={content.freeNote} />
      </div>
      <section className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <h2 className="font-bold text-2xl">{text("Questions before you write")}</h2>
        <dl className="mt-6 divide-y divide-line border-line border-y">
          {content.faq.map((item) => (
            <div key={item.question} className="py-5">
              <dt className="font-semibold">{item.question}</dt>
              <dd className="mt-2 text-ink-muted">{item.answer}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
