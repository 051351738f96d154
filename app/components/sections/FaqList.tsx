import type { FaqItem } from "~/content/types";

/** Questions and answers, all open: readable without JavaScript and by every crawler. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <dl className="divide-y divide-line border-line border-y">
      {items.map((item) => (
        <div key={item.question} className="py-5">
          <dt className="font-semibold">{item.question}</dt>
          <dd className="mt-2 text-ink-muted">{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
