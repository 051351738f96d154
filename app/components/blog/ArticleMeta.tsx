import { formatDate } from "~/lib/format-date";

/** Author, date and read time of an article, as on cards and in the article header. */
export function ArticleMeta({
  author,
  publishDate,
  readTime,
  className = "",
}: {
  author?: string;
  publishDate: string;
  readTime: string;
  className?: string;
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm ${className}`}>
      {author && (
        <>
          <span>{author}</span>
          <span aria-hidden="true">·</span>
        </>
      )}
      <time dateTime={publishDate}>{formatDate(publishDate)}</time>
      <span aria-hidden="true">·</span>
      <span>{readTime}</span>
    </p>
  );
}
