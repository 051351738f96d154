import { useId, useState } from "react";
import type { FaqItem } from "~/content/types";
import { useHydrated } from "~/hooks/useHydrated";
import { Icon } from "../icons/Icon";

/**
 * Questions that open and close independently; the plus turns 45° into a cross when
 * open. Before JavaScript runs every answer is shown, so nothing is out of reach.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const hydrated = useHydrated();
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <ul className="divide-y divide-line border-line border-y">
      {items.map((item, index) => {
        const expanded = !hydrated || open.has(index);
        const panelId = `${baseId}-answer-${index}`;
        return (
          <li key={item.question}>
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className="flex w-full items-center justify-between gap-4 py-5 text-left font-semibold"
              >
                {item.question}
                <Icon
                  name="plus"
                  className={`size-5 shrink-0 text-brand-700 transition-transform motion-reduce:transition-none dark:text-brand-300 ${expanded ? "rotate-45" : ""}`}
                />
              </button>
            </h3>
            <div id={panelId} hidden={!expanded} className="pb-5 text-ink-muted">
              {item.answer}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
