import { useText } from "~/lib/page-language";
import { ActionButton } from "../ui/Action";

/** Opens the browser's print dialog, where "Save as PDF" gives a copy to keep; the page has a print layout. */
export function PrintButton() {
  const text = useText();
  return (
    <ActionButton onClick={() => window.print()} variant="secondary">
      {text("Print or save as PDF")}
    </ActionButton>
  );
}
