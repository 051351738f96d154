import { loadAnalytics, setAnalyticsConsent, trackedClickListener } from "~/lib/analytics";
import { readClientState } from "~/lib/client-state";
import { settings } from "~/lib/settings";

/**
 * Analytics on a page without React (builds with an analytics id only): gtag loads once the
 * visitor has accepted, and the cookie notice asks those who have not answered yet.
 */
export function bindConsent(id: string): void {
  document.addEventListener("click", trackedClickListener(settings.bookingUrl), { capture: true });
  const accepted = readClientState().preferences.cookiesAccepted;
  if (accepted === true) loadAnalytics(id);
  if (accepted === null) showNotice(id);
  // The footer's "Cookie preferences" asks again.
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-consent-change]")) return;
    setAnalyticsConsent(null);
    showNotice(id);
  });
}

function showNotice(id: string): void {
  if (document.querySelector("[data-consent-notice]")) return;
  const template = document.querySelector<HTMLTemplateElement>("template[data-consent-template]");
  const notice = template?.content.firstElementChild?.cloneNode(true);
  if (!(notice instanceof HTMLElement)) return;
  notice.dataset.consentNotice = "";
  notice.addEventListener("click", (event) => {
    const answer = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-consent]") : null;
    if (!answer) return;
    const yes = answer.dataset.consent === "accept";
    setAnalyticsConsent(yes);
    notice.remove();
    if (yes) loadAnalytics(id);
  });
  document.body.append(notice);
}
