/** Opens the browser's print dialog, where "Save as PDF" gives a copy to keep; the page has a print layout. */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex items-center rounded-lg border border-line bg-surface px-4 py-2 font-semibold text-sm hover:bg-surface-muted"
    >
      Print or save as PDF
    </button>
  );
}
