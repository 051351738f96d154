import { useId } from "react";
import type { Testimonial } from "~/content/types";
import { useText } from "~/lib/page-language";

/**
 * One testimonial at a time with a dot button for each: the first is shown until a dot selects
 * another (app/shell/islands/carousel.ts). As written, before its script runs, all are shown.
 */
export function TestimonialCarousel({ items, label }: { items: readonly Testimonial[]; label: string }) {
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const text = useText();
  const total = items.length;
  return (
    <section
      data-island="carousel"
      aria-roledescription={text("carousel")}
      aria-label={label}
      className="mx-auto max-w-3xl"
    >
      <div aria-live="polite" className="grid gap-6">
        {items.map((item, index) => (
          <figure
            key={item.name}
            data-slide=""
            id={`${baseId}-${index}`}
            aria-roledescription={text("slide")}
            aria-label={text("{index} of {total}", { index: index + 1, total })}
            className="rounded-2xl border border-line bg-surface p-8 text-center shadow-sm"
          >
            <blockquote className="text-pretty text-lg leading-relaxed">“{item.content}”</blockquote>
            <figcaption className="mt-6 text-sm">
              <span className="block font-semibold">{item.name}</span>
              <span className="text-ink-muted">
                {item.role}, {item.company}
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
      <div className="mt-6 flex justify-center gap-1" hidden>
        {items.map((item, index) => (
          <button
            key={item.name}
            type="button"
            data-slide-dot=""
            aria-label={text("Show testimonial {index} of {total}: {name}", {
              index: index + 1,
              total,
              name: item.name,
            })}
            aria-pressed={index === 0}
            aria-controls={`${baseId}-${index}`}
            className="group inline-flex size-8 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className="size-3 rounded-full bg-line transition-colors group-hover:bg-ink-muted group-aria-pressed:bg-brand-600 motion-reduce:transition-none dark:group-aria-pressed:bg-brand-300"
            />
          </button>
        ))}
      </div>
    </section>
  );
}
