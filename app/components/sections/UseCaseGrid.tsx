import type { Trade, UseCase } from "~/content/solution-pages/types";
import { cardColumns } from "~/lib/card-columns";
import { useText } from "~/lib/page-language";

/** Use cases, each tagged with the trade it comes from. */
export function UseCaseGrid({ items }: { items: readonly UseCase[] }) {
  const text = useText();
  const tradeNames: Record<Trade, string> = {
    Retail: text("Retail"),
    Wholesale: text("Wholesale"),
    Ecommerce: text("Ecommerce"),
  };
  return (
    <ul className={`grid gap-6 ${cardColumns(items.length, 3)}`}>
      {items.map((item) => (
        <li key={item.title} className="rounded-2xl border border-line bg-surface p-6">
          <p className="inline-block rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 text-xs dark:bg-brand-950 dark:text-brand-200">
            {tradeNames[item.trade]}
          </p>
          <h3 className="mt-3 font-semibold text-lg">{item.title}</h3>
          <p className="mt-2 text-ink-muted">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
