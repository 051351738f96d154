import { useText } from "~/lib/page-language";
import { actionStyle } from "../ui/action-style";

/**
 * Opens the browser's print dialog, where "Save as PDF" gives a copy to keep; the page has a
 * print layout. On a page without React the shell script answers the click (`data-print`).
 */
export function PrintButton() {
  const text = useText();
  return (
    <button
      type="button"
      data-print=""
      onClick={() => window.print()}
      className={actionStyle({ variant: "secondary" })}
    >
      {text("Print or save as PDF")}
    </button>
  );
}
