import { SiteLink } from "~/components/ui/SiteLink";
import { consentCopy as englishConsentCopy } from "~/content/consent";
import { useTamil } from "~/lib/page-language";

/**
 * Asks once whether analytics may run. Written into the pages of builds with analytics as a
 * template (see PrerenderedTemplate); the shell script shows it to a visitor who has not answered,
 * remembers the answer (`preferences.cookiesAccepted` in the client state) and shows it again from
 * the footer's "Cookie preferences" (app/shell/consent.ts). It floats over the page bottom, so
 * nothing moves when it appears or goes; it is a region, not a dialog: the page stays usable.
 */
export function ConsentBannerView() {
  const consentCopy = useTamil()?.consentCopy ?? englishConsentCopy;
  return (
    <section
      aria-label={consentCopy.label}
      className="fixed inset-x-3 bottom-3 z-[55] mx-auto max-w-3xl rounded-2xl border border-line bg-surface p-5 text-ink shadow-2xl sm:inset-x-6 sm:bottom-6"
    >
      <p className="text-sm leading-relaxed">
        {consentCopy.text}{" "}
        <SiteLink
          to={consentCopy.privacy.to}
          className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-300"
        >
          {consentCopy.privacy.label}
        </SiteLink>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          data-consent="accept"
          className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-sm text-white hover:bg-brand-800"
        >
          {consentCopy.accept}
        </button>
        <button
          type="button"
          data-consent="decline"
          className="rounded-lg border border-line px-4 py-2 font-semibold text-sm hover:bg-surface-muted"
        >
          {consentCopy.decline}
        </button>
      </div>
    </section>
  );
}
