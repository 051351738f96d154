import { useEffect } from "react";
import { useClientState } from "./client-state";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

const SCRIPT_ID = "analytics-script";

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

/**
 * The article pages' analytics (SPEC §7): loads only when an analytics id is configured and
 * the visitor has accepted analytics cookies, as the privacy policy promises.
 */
export function useAnalytics(id: string | null): void {
  const accepted = useClientState((state) => state.preferences.cookiesAccepted);
  useEffect(() => {
    if (id && accepted === true) loadAnalytics(id);
  }, [id, accepted]);
}
