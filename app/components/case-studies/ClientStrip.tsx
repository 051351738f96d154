import type { ClientWordmark } from "~/content/case-study-types";
import { caseStudyLinkLabel } from "~/content/messages";
import { useTamil } from "~/lib/page-language";
import { SiteLink } from "../ui/SiteLink";

const faces = {
  serif: "font-serif italic font-semibold text-xl tracking-tight",
  wide: "font-semibold text-sm uppercase tracking-[0.2em]",
  rounded: "font-black text-xl lowercase tracking-tight",
  geometric: "font-extrabold text-xl uppercase tracking-tighter",
} as const;

/** The clients of our case studies as a row of wordmarks, each opening its story. */
export function ClientStrip({ label, clients }: { label: string; clients: readonly ClientWordmark[] }) {
  const linkLabel = useTamil()?.caseStudyLinkLabel ?? caseStudyLinkLabel;
  return (
    <section aria-label={label} className="border-line border-y bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <p className="text-center font-semibold text-ink-muted text-sm">{label}</p>
        <ul className="mt-5 grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-3 lg:grid-cols-6">
          {clients.map((client) => (
            <li key={client.slug} className="text-center">
              <SiteLink
                to={`/case-studies/${client.slug}`}
                className="group inline-flex flex-col items-center rounded-md text-ink-muted hover:text-ink"
              >
                <span className={`${faces[client.face]} group-hover:text-brand-700 dark:group-hover:text-brand-300`}>
                  {client.name}
                </span>
                <span className="mt-1 text-xs">{client.note}</span>
                <span className="sr-only">
                  : {linkLabel.toLowerCase()} “{client.title}”
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
