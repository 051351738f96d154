import type { Card } from "~/content/types";
import { cardColumns } from "~/lib/card-columns";
import { ActionLink } from "../ui/Action";
import { BulletList } from "./BulletList";

/** Cards with an optional badge, feature list and link, in a responsive grid. */
export function CardGrid({ cards, columns = 3 }: { cards: readonly Card[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`grid gap-6 ${cardColumns(cards.length, columns)}`}>
      {cards.map((card) => (
        <li key={card.title} className="relative flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm">
          {card.badge && (
            <p className="absolute top-4 right-4 rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-800 text-xs dark:bg-brand-900 dark:text-brand-100">
              {card.badge}
            </p>
          )}
          <h3 className={`font-semibold text-lg ${card.badge ? "pr-28" : ""}`}>{card.title}</h3>
          <p className="mt-2 text-ink-muted">{card.description}</p>
          {card.features && <BulletList items={card.features} className="mt-4 space-y-1.5 text-sm" />}
          {card.link && (
            <div className="mt-auto pt-5">
              <ActionLink action={card.link} variant="text">
                {card.link.label}
                <span className="sr-only">: {card.title}</span>
              </ActionLink>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
