import { type MouseEvent, useEffect, useState } from "react";
import type { TocEntry } from "~/content/articles.server";
import { activeSection } from "~/lib/blog/active-section";
import { scrollToSection } from "~/lib/blog/scroll-to-section";

/**
 * The article's sections. On large screens it sticks beside the text and marks the section
 * being read; entries scroll to their section with the 80 px offset.
 */
export function TableOfContents({
  entries,
  heading = "On this page",
}: {
  entries: readonly TocEntry[];
  heading?: string;
}) {
  const active = useActiveSection(entries);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (scrollToSection(id)) event.preventDefault();
  };

  return (
    <nav
      data-island="table-of-contents"
      aria-labelledby="toc-title"
      className="rounded-2xl border border-line p-5 lg:sticky lg:top-24 lg:border-0 lg:p-0"
    >
      <h2 id="toc-title" className="font-semibold text-ink-muted text-sm uppercase tracking-wider">
        {heading}
      </h2>
      <ol className="mt-3 space-y-1 border-line lg:border-l">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              onClick={(event) => onClick(event, entry.id)}
              aria-current={active === entry.id ? "location" : undefined}
              className="-ml-px block border-transparent py-1 text-ink-muted text-sm hover:text-ink aria-[current]:font-semibold aria-[current]:text-brand-700 lg:border-l-2 lg:pl-4 lg:aria-[current]:border-brand-700 dark:aria-[current]:text-brand-300 dark:lg:aria-[current]:border-brand-300"
            >
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The last section whose heading has passed the scroll offset line. */
function useActiveSection(entries: readonly TocEntry[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(activeSection(entries.map((entry) => entry.id)));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
    };
  }, [entries]);
  return active;
}
