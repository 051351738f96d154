import { type ReactNode, useId } from "react";

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between tabs, one panel
 * shows at a time. As written, before its script runs, every panel is shown, each under its own
 * heading, and the tab list is hidden, so the page is complete without it; the shell script
 * turns it into tabs (app/shell/islands/tabs.ts).
 */
export function Tabs({ label, items, defaultId }: { label: string; items: readonly TabItem[]; defaultId: string }) {
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  return (
    <div data-island="tabs">
      <div role="tablist" aria-label={label} hidden className="flex gap-2 overflow-x-auto border-line border-b pb-px">
        {items.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={item.id === defaultId}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={item.id === defaultId ? 0 : -1}
            className="-mb-px whitespace-nowrap border-transparent border-b-2 px-4 py-3 font-medium text-ink-muted text-sm hover:text-ink aria-selected:border-brand-600 aria-selected:text-brand-700 dark:aria-selected:text-brand-300"
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          id={`${baseId}-panel-${item.id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${item.id}`}
          className="pt-8"
        >
          <h3
            data-tab-heading=""
            className="mb-4 font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300"
          >
            {item.label}
          </h3>
          {item.panel}
        </div>
      ))}
    </div>
  );
}
