import { SiteLink } from "~/components/ui/SiteLink";
import { cardColumns } from "~/lib/card-columns";
import { Section } from "./Section";

/** A story or article that goes further, as the loader lists it. */
export interface RelatedItem {
  /** "Case study · AI Automation", "Article · 12 min read". */
  eyebrow: string;
  title: string;
  description: string;
  to: string;
  image: { src: string; width: number; height: number };
}

/** Case studies and articles that go further, each card opening its page. */
export function RelatedReading({ heading, items }: { heading: string; items: readonly RelatedItem[] }) {
  if (items.length === 0) return null;
  return (
    <Section intro={{ heading }} muted>
      <ul className={`grid gap-8 ${cardColumns(items.length, 3)}`}>
        {items.map((item) => (
          <li
            key={item.to}
            className="relative flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm focus-within:shadow-lg hover:shadow-lg"
          >
            <img
              src={item.image.src}
              alt=""
              width={item.image.width}
              height={item.image.height}
              loading="lazy"
              decoding="async"
              className="aspect-[8/5] w-full bg-surface-muted object-cover"
            />
            <div className="flex flex-1 flex-col p-6">
              <p className="font-semibold text-brand-700 text-sm dark:text-brand-300">{item.eyebrow}</p>
              <h3 className="mt-2 text-balance font-bold text-xl leading-snug">
                <SiteLink to={item.to} className="after:absolute after:inset-0 after:content-[''] hover:underline">
                  {item.title}
                </SiteLink>
              </h3>
              <p className="mt-3 text-ink-muted">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
