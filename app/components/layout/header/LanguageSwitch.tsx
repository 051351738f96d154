import { languageTags, usePageLocale } from "~/lib/page-language";

/**
 * The header's link to the page in the other language: its text is that language's name, in
 * that language; its accessible name adds, in Tamil, where it goes. Where it leads is worked out
 * with the page's data (pageLocale in app/lib/page-head.ts): from a Tamil page to the English
 * page it translates; from an English page to its Tamil version, or, where it has none, to the
 * Tamil home page (docs/decisions/0012-tamil-pages.md). The note is an attribute, not text, so
 * the one prerendered document served for every unknown address hydrates without a mismatch.
 */
export function LanguageSwitch() {
  const { lang, switch: target } = usePageLocale();
  const other = lang === "ta" ? "en" : "ta";
  const name = other === "en" ? "English" : "தமிழ்";
  return (
    <a
      hrefLang={languageTags[other].hreflang}
      lang={target.note ? "ta" : languageTags[other].html}
      aria-label={target.note ? `${name}: ${target.note}` : undefined}
      className="inline-flex h-9 items-center rounded-lg px-1 font-semibold text-[0.8125rem] text-brand-700 hover:bg-surface-muted sm:h-10 sm:px-2 sm:text-sm dark:text-brand-300"
      href={target.to}
    >
      <span lang={languageTags[other].html}>{name}</span>
    </a>
  );
}
