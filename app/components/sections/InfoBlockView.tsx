import type { InfoBlock } from "~/content/info-pages/types";
import { cardColumns } from "~/lib/card-columns";
import { useText } from "~/lib/page-language";
import { ActionLink } from "../ui/Action";
import { BulletList } from "./BulletList";
import { CardGrid } from "./CardGrid";
import { FaqSection } from "./FaqSection";
import { PrintButton } from "./PrintButton";
import { Section } from "./Section";

type Block<Kind extends InfoBlock["kind"]> = Extract<InfoBlock, { kind: Kind }>;

function DetailedSteps({ steps }: { steps: Block<"steps">["steps"] }) {
  const text = useText();
  return (
    <ol className="space-y-6">
      {steps.map((step, index) => (
        <li
          key={step.label}
          className="grid gap-4 rounded-2xl border border-line bg-surface p-6 lg:grid-cols-[4rem_1fr_1fr]"
        >
          <p aria-hidden="true" className="font-bold text-3xl text-brand-600 dark:text-brand-300">
            {String(index + 1).padStart(2, "0")}
          </p>
          <div>
            <h3 className="font-semibold text-lg">
              <span className="sr-only">{text("Step {step}: ", { step: index + 1 })}</span>
              {step.label}
            </h3>
            <p className="mt-1 font-medium text-brand-700 text-sm dark:text-brand-300">{step.duration}</p>
            <p className="mt-2 text-ink-muted">{step.description}</p>
          </div>
          <div>
            <p className="font-semibold text-sm">{text("What you get")}</p>
            <BulletList items={step.deliverables} className="mt-2 space-y-1.5 text-sm" />
          </div>
        </li>
      ))}
    </ol>
  );
}

function Topics({ items }: { items: Block<"topics">["items"] }) {
  return (
    <dl className={`grid gap-x-10 gap-y-8 ${cardColumns(items.length, 3)}`}>
      {items.map((item) => (
        <div key={item.title}>
          <dt className="font-semibold text-lg">{item.title}</dt>
          <dd className="mt-2 text-ink-muted">{item.text}</dd>
        </div>
      ))}
    </dl>
  );
}

function Guide({ guide }: { guide: Block<"guide"> }) {
  const text = useText();
  return (
    <article aria-labelledby={`${guide.id}-title`} className="mx-auto max-w-3xl break-before-page">
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
        {text("Guide")}
      </p>
      <h2 id={`${guide.id}-title`} className="mt-2 text-balance font-bold text-3xl tracking-tight">
        {guide.title}
      </h2>
      <p className="mt-4 text-lg">{guide.summary}</p>
      <p className="mt-2 text-ink-muted text-sm">{text("For: {audience}", { audience: guide.audience })}</p>
      <div className="mt-4 print:hidden">
        <PrintButton />
      </div>
      {guide.chapters.map((chapter) => (
        <section key={chapter.heading} className="mt-10">
          <h3 className="font-semibold text-xl">{chapter.heading}</h3>
          {chapter.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      <p className="mt-10 print:hidden">
        <ActionLink action={guide.next} variant="secondary" />
      </p>
    </article>
  );
}

/** One block of an information page as a section; `muted` alternates the background. */
export function InfoBlockView({ block, muted }: { block: InfoBlock; muted: boolean }) {
  switch (block.kind) {
    case "cards":
      return (
        <Section intro={block.intro} muted={muted}>
          <CardGrid cards={block.cards} columns={block.columns ?? 3} />
        </Section>
      );
    case "steps":
      return (
        <Section intro={block.intro} muted={muted}>
          <DetailedSteps steps={block.steps} />
        </Section>
      );
    case "topics":
      return (
        <Section intro={block.intro} muted={muted}>
          <Topics items={block.items} />
        </Section>
      );
    case "checklist":
      return (
        <Section intro={block.intro} muted={muted}>
          <BulletList items={block.items} className="max-w-3xl space-y-2" />
        </Section>
      );
    case "guide":
      return (
        <Section id={block.id} muted={muted}>
          <Guide guide={block} />
        </Section>
      );
    case "faq":
      return <FaqSection intro={block.intro} items={block.items} muted={muted} />;
  }
}
