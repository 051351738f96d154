import type { FaqItem } from "~/content/types";
import { Icon } from "../icons/Icon";

/**
 * Questions that open and close independently, as native disclosures: they work before and
 * without any script, with the browser's own keyboard handling and state for screen readers.
 * The plus turns 45° into a cross when open.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <ul className="divide-y divide-line border-line border-y">
      {items.map((item) => (
        <li key={item.question}>
          <details className="group">
            <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-semibold [&::-webkit-details-marker]:hidden">
              <h3>{item.question}</h3>
              <Icon
                name="plus"
                className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-45 motion-reduce:transition-none dark:text-brand-300"
              />
            </summary>
            <div className="pb-5 text-ink-muted">{item.answer}</div>
          </details>
        </li>
      ))}
    </ul>
  );
}
