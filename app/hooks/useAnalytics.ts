import { useEffect } from "react";
import { useClientState } from "~/hooks/useClientState";
import { loadAnalytics, trackedClickListener } from "~/lib/analytics";

/**
 * The site's analytics (Google Analytics through gtag): loads only when an analytics id is configured and
 * the visitor has accepted analytics cookies, as the privacy policy promises.
 */
export function useAnalytics(id: string | null): void {
  const accepted = useClientState((state) => state.preferences.cookiesAccepted);
  useEffect(() => {
    if (id && accepted === true) loadAnalytics(id);
  }, [id, accepted]);
}

/** Counts the conversions clicked anywhere on the page (see trackedClickListener). */
export function useTrackedClicks(bookingUrl: string | null): void {
  useEffect(() => {
    const onClick = trackedClickListener(bookingUrl);
    document.addEventListener("click", onClick, { capture: true });
    return () => document.removeEventListener("click", onClick, { capture: true });
  }, [bookingUrl]);
}
