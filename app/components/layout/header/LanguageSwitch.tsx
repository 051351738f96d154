import { Link } from "react-router";
import { languageSwitchCopy } from "~/content/navigation";
import { tamilPath } from "~/content/page-entry";
import { languageTags, usePageLocale } from "~/lib/page-language";

/**
 * The header's link to the page in the other language: its text is that language's name, in
 * that language, and a hidden note in the visitor's present language says where it goes. On a
 * Tamil page it goes to the English page it translates. On an English page it goes to the Tamil
 * version, or, where the page has none, to the Tamil home page, and says so: a Tamil reader is
 * better served by the Tamil pages than by a switch that disappears on most of the site
 * (docs/decisions/0012-tamil-pages.md).
 */
export function LanguageSwitch() {
  const { lang, versions, tamil } = usePageLocale();
  const target = lang === "ta" ? "en" : "ta";
  const to = target === "en" ? (versions.en ?? "/") : (versions.ta ?? tamilPath("/"));
  const note =
    target === "en"
      ? tamil?.chrome.languageSwitch.toEnglishLabel
      : versions.ta
        ? languageSwitchCopy.toTamilLabel
        : languageSwitchCopy.toTamilHomeLabel;
  return (
    <Link
      to={to}
      hrefLang={languageTags[target].hreflang}
      className="inline-flex h-10 items-center rounded-lg px-2 font-semibold text-brand-700 text-sm hover:bg-surface-muted dark:text-brand-300"
    >
      <span lang={languageTags[target].html} aria-hidden="true">
        {target === "en" ? "English" : "தமிழ்"}
      </span>
      {note && (
        <span className="sr-only" lang="ta">
          {note}
        </span>
      )}
    </Link>
  );
}
