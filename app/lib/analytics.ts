import { updateClientState } from "./client-state";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const SCRIPT_ID = "analytics-script";

/** Records the visitor's answer to the cookie notice; null asks again. */
export function setAnalyticsConsent(cookiesAccepted: boolean | null): void {
  updateClientState((state) => ({ ...state, preferences: { ...state.preferences, cookiesAccepted } }));
}

/** Loads the third-party analytics script (gtag.js) once and configures it with `id`. */
export function loadAnalytics(id: string): void {
  if (document.getElementById(SCRIPT_ID)) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as its own snippet does.
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object
    window.dataLayer?.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id, { anonymize_ip: true });
  const script = document.createElement("script");
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.append(script);
}

/** The conversions we measure: sent through gtag when it is loaded, i.e. after consent. */
export type ConversionEvent =
  | "contact_submitted"
  | "chat_opened"
  | "demo_booking_clicked"
  | "newsletter_subscribed"
  | "pricing_plan_clicked"
  | "whatsapp_clicked";

/** Sends an event through the global event function when available; otherwise nothing. */
export function trackEvent(name: ConversionEvent, params: Record<string, string> = {}): void {
  if (typeof window === "undefined") return;
  window.gtag?.("event", name, params);
}

/**
 * One listener for the clicks worth counting: any link to a demo booking (the booking link,
 * or the contact form's demo topic), any click-to-chat link to WhatsApp, and any element
 * inside `data-event="…"` (pricing plans). Listen with it on the document, in the capture phase.
 */
export function trackedClickListener(bookingUrl: string | null): (event: MouseEvent) => void {
  return (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const link = target?.closest("a");
    const href = link?.getAttribute("href") ?? "";
    if (link && (href.includes("topic=demo") || (bookingUrl !== null && href === bookingUrl))) {
      trackEvent("demo_booking_clicked", { link_text: link.textContent?.trim() ?? "", link_url: href });
    }
    if (link && href.startsWith("https://wa.me/")) {
      trackEvent("whatsapp_clicked", {
        placement: link.dataset.placement ?? "",
        page_path: window.location.pathname,
      });
    }
    const marked = target?.closest<HTMLElement>("[data-event]");
    if (marked?.dataset.event === "pricing_plan_clicked") {
      trackEvent("pricing_plan_clicked", { plan: marked.dataset.eventLabel ?? "" });
    }
  };
}
