import type { TocEntry } from "~/content/articles.server";

/**
 * The article's sections. On large screens it sticks beside the text; the shell script marks the
 * section being read and scrolls to a section with the 80 px offset
 * (app/shell/islands/table-of-contents.ts).
 */
export function TableOfContents({
  entries,
  heading = "On this page",
}: {
  entries: readonly TocEntry[];
  heading?: string;
}) {
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
