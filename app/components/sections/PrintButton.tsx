import { ActionButton } from "../ui/Action";

/** Opens the browser's print dialog, where "Save as PDF" gives a copy to keep; the page has a print layout. */
export function PrintButton() {
  return (
    <ActionButton onClick={() => window.print()} variant="secondary">
      Print or save as PDF
    </ActionButton>
  );
}
