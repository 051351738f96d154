import { useId, useState } from "react";
import { type IntegrationCategory, integrationCategories } from "~/content/integrations";
import { cardColumns } from "~/lib/card-columns";
import { ALL, filterIntegrations } from "~/lib/integrations-filter";
import { useText } from "~/lib/page-language";
import { Icon } from "../icons/Icon";

export const EMPTY_TITLE = "No integrations found";
export const EMPTY_TEXT = "Try adjusting your search terms or filters.";

/** Search box, category buttons and the matching integrations grouped by category; a category with no match is hidden. */
export function IntegrationsDirectory({ categories }: { categories: readonly IntegrationCategory[] }) {
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState(ALL);
  const id = useId();
  const text = useText();
  const results = filterIntegrations(categories, category, search);
  const showAll = () => {
    setSearch("");
    setCategory(ALL);
  };

  return (
    <div>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <div className="relative w-full max-w-md">
          <label htmlFor={`${id}-search`} className="sr-only">
            {text("Search integrations")}
          </label>
          <Icon name="search" className="pointer-events-none absolute top-3 left-3 size-5 text-ink-muted" />
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={text("Search integrations...")}
            className="w-full rounded-lg border border-line bg-surface py-2.5 pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
          />
          {search && (
            <button
              type="button"
              onClick={() => setSearch("")}
              aria-label={text("Clear search")}
              className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-md text-ink-muted hover:text-ink"
            >
              <Icon name="close" className="size-4" />
            </button>
          )}
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{text("Filter by category")}</legend>
          {[{ key: ALL, title: text("All") }, ...categories].map((option) => (
            <button
              key={option.key}
              type="button"
              aria-pressed={category === option.key}
              onClick={() => setCategory(option.key)}
              className="rounded-full border border-line px-4 py-1.5 font-medium text-sm hover:bg-surface-muted aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
            >
              {option.title}
            </button>
          ))}
        </fieldset>
      </div>

      <div aria-live="polite" className="mt-10 space-y-12">
        {results.length === 0 ? (
          <div className="rounded-2xl border border-line border-dashed p-10 text-center">
            <p className="font-semibold text-lg">{text(EMPTY_TITLE)}</p>
            <p className="mt-1 text-ink-muted">{text(EMPTY_TEXT)}</p>
            <button
              type="button"
              onClick={showAll}
              className="mt-5 rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-sm text-white hover:bg-brand-800"
            >
              {text("Show All Integrations")}
            </button>
          </div>
        ) : (
          results.map((group) => (
            <section key={group.key} aria-labelledby={`${id}-${group.key}`}>
              <h2 id={`${id}-${group.key}`} className="font-bold text-2xl">
                {group.title}
              </h2>
              <p className="mt-1 text-ink-muted">{group.subtitle}</p>
              <ul className={`mt-6 grid gap-5 ${cardColumns(group.items.length, 3)}`}>
                {group.items.map((item) => (
                  <li
                    key={item.name}
                    className={`pattern-${item.bgPattern} rounded-2xl border border-line bg-surface p-5`}
                  >
                    <div className="flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className={`inline-flex size-10 items-center justify-center rounded-lg bg-gradient-to-br font-bold text-sm text-white ${item.gradient}`}
                      >
                        {item.icon}
                      </span>
                      <h3 className="font-semibold">{item.name}</h3>
                    </div>
                    <p className="mt-3 text-ink-muted text-sm">{item.description}</p>
                    <ul
                      className="mt-3 flex flex-wrap gap-1.5"
                      aria-label={text("{name} features", { name: item.name })}
                    >
                      {item.features.map((feature) => (
                        <li key={feature} className="rounded-full bg-surface-muted px-2.5 py-0.5 text-xs">
                          {feature}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </div>
  );
}

/**
 * The directory of every integration we connect, as the integrations page shows it. As an island
 * its entries come with its script, on the first touch, rather than written into the page
 * beside its markup a second time.
 */
export function OurIntegrationsDirectory() {
  return <IntegrationsDirectory categories={integrationCategories} />;
}
