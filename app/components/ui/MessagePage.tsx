import type { ReactNode } from "react";
import { SiteLink } from "~/components/ui/SiteLink";
import { onwardLinks } from "~/content/messages";
import { useTamil, useText } from "~/lib/page-language";

/**
 * A page that is mostly a message: placeholders, the 404 page and the error fallback. It always
 * offers a way onwards, so no visitor reaches a dead end.
 */
export function MessagePage({
  eyebrow,
  heading,
  children,
  actions,
}: {
  eyebrow?: string;
  heading: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const links = useTamil()?.onwardLinks ?? onwardLinks;
  const text = useText();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-4 py-20 text-center sm:px-6">
      {eyebrow && (
        <p className="rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 text-xs uppercase tracking-wider dark:bg-brand-950 dark:text-brand-200">
          {eyebrow}
        </p>
      )}
      <h1 className="mt-5 text-balance font-bold text-4xl tracking-tight sm:text-5xl">{heading}</h1>
      <div className="mt-5 max-w-2xl text-pretty text-ink-muted text-lg leading-relaxed">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      <nav aria-label={text("Explore the site")} className="mt-12">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
          {links.map((link) => (
            <li key={link.to}>
              <SiteLink
                to={link.to}
                className="inline-flex min-h-6 items-center text-brand-700 underline underline-offset-4 dark:text-brand-300"
              >
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
