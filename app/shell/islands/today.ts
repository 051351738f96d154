import { legalDate } from "~/lib/legal-date";

/** A legal document's last-updated date, which is today's: prerendered with the build date. */
export function bind(root: HTMLElement): void {
  root.textContent = legalDate(new Date().toISOString());
}
