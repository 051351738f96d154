import { useText } from "~/lib/page-language";

/** The first focusable element of every page: jumps past the header to the page's content. */
export function SkipLink({ target }: { target: string }) {
  const text = useText();
  return (
    <a
      href={`#${target}`}
      className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {text("Skip to content")}
    </a>
  );
}
