import { SiteLink } from "~/components/ui/SiteLink";
import { useText } from "~/lib/page-language";

export interface Crumb {
  name: string;
  path: string;
}

/** Home / Section / This page: every crumb links to its page except the last, the current one. */
export function Breadcrumbs({ items, className = "" }: { items: readonly Crumb[]; className?: string }) {
  const text = useText();
  return (
    <nav aria-label={text("Breadcrumb")} className={className}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted text-sm">
        {items.map((item, index) => (
          <li key={item.path} className="flex items-center gap-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {index < items.length - 1 ? (
              <SiteLink
                to={item.path}
                className="inline-flex min-h-6 items-center underline-offset-4 hover:text-ink hover:underline"
              >
                {item.name}
              </SiteLink>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-ink">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
