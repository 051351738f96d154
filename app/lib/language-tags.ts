import type { PageLang } from "~/content/page-entry";

/** The language tags of each page language: the document's `lang`, hreflang and og:locale. */
export const languageTags = {
  en: { html: "en-IN", hreflang: "en", ogLocale: "en_IN" },
  ta: { html: "ta", hreflang: "ta", ogLocale: "ta_IN" },
} as const satisfies Record<PageLang, { html: string; hreflang: string; ogLocale: string }>;
