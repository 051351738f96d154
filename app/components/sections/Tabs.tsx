import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import { useHydrated } from "~/hooks/useHydrated";
import { tabKeyTarget } from "./tab-keys";

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between tabs, one panel
 * shows at a time. Before JavaScript runs every panel is shown, each under its own heading
 * (the tab list is hidden), so the page is complete without it.
 */
export function Tabs({ label, items, defaultId }: { label: string; items: readonly TabItem[]; defaultId: string }) {
  const [active, setActive] = useState(defaultId);
  const hydrated = useHydrated();
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabKeyTarget(event.key, index, items.length);
    if (target === undefined) return;
    event.preventDefault();
    setActive(items[target]!.id);
    tabRefs.current[target]?.focus();
  };

  return (
    <div data-island="tabs">
      <div
        role="tablist"
        aria-label={label}
        hidden={!hydrated}
        className="flex gap-2 overflow-x-auto border-line border-b pb-px"
      >
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${item.id}`}
            aria-selected={active === item.id}
            aria-controls={`${baseId}-panel-${item.id}`}
            tabIndex={active === item.id ? 0 : -1}
            onClick={() => setActive(item.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
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
          tabIndex={hydrated ? 0 : undefined}
          hidden={hydrated && active !== item.id}
          className="pt-8"
        >
          {!hydrated && (
            <h3
              data-tab-heading=""
              className="mb-4 font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300"
            >
              {item.label}
            </h3>
          )}
          {item.panel}
        </div>
      ))}
    </div>
  );
}
