import type { ReactNode } from "react";
import type { SectionIntro } from "~/content/types";

/** A page section with its h2 and optional intro; `muted` gives it the tinted background. */
export function Section({
  id,
  intro,
  muted = false,
  children,
}: {
  id?: string;
  intro?: SectionIntro;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} className={muted ? "bg-surface-muted" : undefined}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        {intro && (
          <div className="max-w-3xl">
            <h2 className="text-balance font-bold text-3xl tracking-tight">{intro.heading}</h2>
            {intro.intro && <p className="mt-3 text-ink-muted text-lg">{intro.intro}</p>}
          </div>
        )}
        <div className={intro ? "mt-10" : undefined}>{children}</div>
      </div>
    </section>
  );
}
