import type { ReactNode } from "react";
import { Breadcrumbs, type Crumb } from "../ui/Breadcrumbs";

const widths = { narrow: "max-w-4xl", wide: "max-w-6xl", full: "max-w-7xl" } as const;

/**
 * The tinted top of a page without hero buttons: optional breadcrumbs, eyebrow, the page's h1
 * and intro, then whatever the page adds (a search box, article details, artwork).
 */
export function PageIntro({
  eyebrow,
  heading,
  intro,
  crumbs,
  width = "full",
  as: Wrapper = "section",
  children,
}: {
  eyebrow: string;
  heading: string;
  intro: string;
  crumbs?: readonly Crumb[];
  width?: keyof typeof widths;
  /** "header" inside an <article>. */
  as?: "section" | "header";
  children?: ReactNode;
}) {
  return (
    <Wrapper className="bg-gradient-to-b from-brand-50 to-surface dark:from-brand-950/60 dark:to-surface">
      <div className={`mx-auto px-4 sm:px-6 lg:px-8 ${widths[width]} ${crumbs ? "pt-10 pb-12" : "py-16 lg:py-20"}`}>
        {crumbs && <Breadcrumbs items={crumbs} className="mb-8" />}
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">{eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-balance font-bold text-4xl tracking-tight sm:text-5xl">{heading}</h1>
        <p className="mt-5 max-w-3xl text-pretty text-ink-muted text-lg leading-relaxed">{intro}</p>
        {children}
      </div>
    </Wrapper>
  );
}
