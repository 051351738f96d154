import { settings } from "./settings";

export interface ErrorReport {
  message: string;
  stack?: string;
  path: string;
  userAgent: string;
  at: string;
}

type Reporter = (report: ErrorReport) => void;

/** Sends the report to ERROR_REPORT_URL as a beacon; without that setting, nothing is sent. */
function beaconReporter(url: string | null): Reporter | null {
  if (!url) return null;
  return (report) => {
    const body = JSON.stringify(report);
    if (!navigator.sendBeacon?.(url, new Blob([body], { type: "application/json" }))) {
      void fetch(url, { method: "POST", body, keepalive: true, headers: { "content-type": "application/json" } }).catch(
        () => {},
      );
    }
  };
}

let reporter: Reporter | null = null;
let configured = false;

/** Lets a monitoring integration (or a test) receive render errors instead of the beacon. */
export function setErrorReporter(next: Reporter | null): void {
  reporter = next;
  configured = true;
}

/** Reports a render failure when an error-reporting hook is configured; never throws. */
export function reportError(error: unknown): void {
  if (typeof window === "undefined") return;
  if (!configured) {
    reporter = beaconReporter(settings.errorReportUrl);
    configured = true;
  }
  if (!reporter) return;
  const err = error instanceof Error ? error : new Error(String(error));
  try {
    reporter({
      message: err.message,
      stack: err.stack,
      path: window.location.pathname,
      userAgent: navigator.userAgent,
      at: new Date().toISOString(),
    });
  } catch {
    // Reporting must never break the fallback page.
  }
}
