import type { ReactNode } from "react";
import type { Hero } from "~/content/types";
import { Picture } from "../illustrations/Picture";
import { ActionLink } from "../ui/Action";
import { FigureList } from "./FigureList";

/**
 * The top of a page: eyebrow, the page's h1, intro, calls to action, optional figures, and
 * beside them the hero's picture or another aside.
 */
export function PageHero({ hero, aside: givenAside }: { hero: Hero; aside?: ReactNode }) {
  const aside = givenAside ?? (hero.visual && <Picture visual={hero.visual} priority />);
  return (
    <section className="bg-gradient-to-b from-brand-50 to-surface dark:from-brand-950/60 dark:to-surface">
      <div
        className={`mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:px-8 lg:py-20 ${aside ? "lg:grid-cols-[1.2fr_1fr] lg:items-center" : ""}`}
      >
        <div>
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
            {hero.eyebrow}
          </p>
          <h1 className="mt-3 max-w-3xl text-balance font-bold text-4xl tracking-tight sm:text-5xl">{hero.headline}</h1>
          <p className="mt-5 max-w-2xl text-pretty text-ink-muted text-lg leading-relaxed">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ActionLink action={hero.primary} />
            {hero.secondary && <ActionLink action={hero.secondary} variant="secondary" />}
          </div>
          {hero.figures && (
            <div className="mt-12 max-w-2xl">
              <FigureList figures={hero.figures} />
            </div>
          )}
        </div>
        {aside}
      </div>
    </section>
  );
}
