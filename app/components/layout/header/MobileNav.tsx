import { useId } from "react";
import { SiteLink } from "~/components/ui/SiteLink";
import { isNavGroup, type NavEntry, type NavGroup, type NavLink } from "~/content/navigation";
import { useText } from "~/lib/page-language";
import { Icon } from "../../icons/Icon";
import { MenuPageLink } from "./MenuPageLink";

/**
 * The phone menu's panel: one accordion button per section, nested groups shown as labelled
 * sub-lists inside their section. The shell script copies it into the header and opens one
 * section at a time (app/shell/phone-menu.ts).
 */
export function MobileNav({
  id,
  sections,
  callToAction,
}: {
  id: string;
  sections: readonly NavGroup[];
  callToAction: NavLink;
}) {
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const text = useText();

  return (
    <nav
      id={id}
      aria-label={text("Main menu")}
      className="fixed inset-x-0 top-16 z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-line border-t bg-surface px-4 pb-8 shadow-xl xl:hidden"
    >
      <ul className="divide-y divide-line">
        {sections.map((section, index) => {
          const panelId = `mobile-${baseId}-${index}`;
          return (
            <li key={section.label}>
              <button
                type="button"
                aria-expanded={false}
                aria-controls={panelId}
                className="group flex w-full items-center justify-between py-4 text-left font-medium"
              >
                {section.label}
                <Icon
                  name="chevron-down"
                  className="size-5 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
                />
              </button>
              <div id={panelId} hidden className="pb-4">
                <EntryList entries={section.items} />
              </div>
            </li>
          );
        })}
      </ul>
      <SiteLink
        to={callToAction.to}
        className="mt-6 block rounded-lg bg-brand-700 px-4 py-3 text-center font-semibold text-white hover:bg-brand-800"
      >
        {callToAction.label}
      </SiteLink>
    </nav>
  );
}

function EntryList({ entries }: { entries: readonly NavEntry[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {entries.map((entry) =>
        isNavGroup(entry) ? (
          <li key={entry.label} className="mt-2">
            <p className="px-3 pb-1 font-semibold text-ink-muted text-xs uppercase tracking-wide">{entry.label}</p>
            <EntryList entries={entry.items} />
          </li>
        ) : (
          <li key={entry.to}>
            <MenuPageLink to={entry.to} className="menu-link">
              {entry.label}
            </MenuPageLink>
          </li>
        ),
      )}
    </ul>
  );
}
