import { useId } from "react";
import { isNavGroup, type NavEntry, type NavGroup, type NavLink } from "~/content/navigation";
import { useText } from "~/lib/page-language";
import { Icon } from "../../icons/Icon";
import { MenuPageLink } from "./MenuPageLink";

/**
 * The desktop menu bar: a disclosure button per section and its panel of links, nested groups
 * flying out to the side. Every panel is in the page, hidden, so crawlers and visitors without
 * JavaScript have every link; the shell script opens and closes them (app/shell/desktop-nav.ts).
 */
export function DesktopNav({ sections }: { sections: readonly NavGroup[] }) {
  const baseId = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const text = useText();
  return (
    <nav aria-label={text("Main")} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {sections.map((section, index) => {
          const id = `nav-panel-${baseId}-${index}`;
          return (
            <li key={section.label} className="relative">
              <button
                type="button"
                data-nav-top=""
                aria-expanded={false}
                aria-controls={id}
                className="group flex items-center gap-1 rounded-md px-3 py-2 font-medium text-sm text-ink-muted hover:text-ink aria-expanded:text-ink"
              >
                {section.label}
                <Icon
                  name="chevron-down"
                  className="size-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
                />
              </button>
              <div
                id={id}
                hidden
                className="absolute top-full left-0 z-50 mt-2 w-72 rounded-xl border border-line bg-surface p-2 shadow-xl"
              >
                <MenuList entries={section.items} groupPrefix={`${id}-`} />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function MenuList({
  entries,
  groupPrefix,
  groupKey,
}: {
  entries: readonly NavEntry[];
  groupPrefix: string;
  groupKey?: string;
}) {
  return (
    <ul data-group={groupKey} className="flex flex-col">
      {entries.map((entry, index) =>
        isNavGroup(entry) ? (
          <NestedGroup key={entry.label} group={entry} id={`${groupPrefix}${index}`} />
        ) : (
          <li key={entry.to}>
            <MenuLink link={entry} />
          </li>
        ),
      )}
    </ul>
  );
}

function NestedGroup({ group, id }: { group: NavGroup; id: string }) {
  return (
    <li className="relative">
      <button
        type="button"
        data-group-trigger={id}
        aria-expanded={false}
        aria-controls={id}
        className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm hover:bg-surface-muted aria-expanded:bg-surface-muted"
      >
        {group.label}
        <Icon name="chevron-right" className="size-4 text-ink-muted" />
      </button>
      <div
        id={id}
        hidden
        className="absolute top-0 left-full z-50 ml-2 w-64 rounded-xl border border-line bg-surface p-2 shadow-xl"
      >
        <MenuList entries={group.items} groupPrefix={`${id}-`} groupKey={id} />
      </div>
    </li>
  );
}

function MenuLink({ link }: { link: NavLink }) {
  return (
    <MenuPageLink to={link.to} className="menu-link text-sm">
      {link.label}
      {link.hint && <span className="mt-0.5 block text-ink-muted text-xs">{link.hint}</span>}
    </MenuPageLink>
  );
}
