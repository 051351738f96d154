import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { isNavGroup, type NavEntry, type NavGroup, type NavLink } from "~/content/navigation";
import { usePointerDownOutside } from "~/hooks/usePointerDownOutside";
import { useText } from "~/lib/page-language";
import { Icon } from "../../icons/Icon";
import { MenuPageLink } from "./MenuPageLink";
import { menuItems, menuListKey } from "./menu-items";

/**
 * The desktop menu bar: a disclosure button per section opening a panel of links, and nested
 * groups that fly out to the side. Keyboard: Enter/Space/ArrowDown open a panel, arrows move
 * within it, ArrowRight opens a nested group, ArrowLeft or Escape closes one level and returns
 * focus to its button. Tabbing out, clicking outside or navigating closes everything.
 */
export function DesktopNav({ sections }: { sections: readonly NavGroup[] }) {
  const [openSection, setOpenSection] = useState<number | null>(null);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  // A panel opened by hovering must not close on the click that usually follows the hover.
  const openedByHover = useRef<number | null>(null);
  const baseId = useId();
  const text = useText();

  const closeAll = useCallback(() => {
    setOpenSection(null);
    setOpenGroup(null);
  }, []);

  usePointerDownOutside([navRef], closeAll, openSection !== null);
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const openSectionAt = (index: number | null) => {
    window.clearTimeout(hoverTimer.current);
    openedByHover.current = null;
    setOpenSection(index);
    setOpenGroup(null);
  };

  const topButtons = () => Array.from(navRef.current?.querySelectorAll<HTMLButtonElement>("[data-nav-top]") ?? []);

  const focusInPanel = (index: number, which: "first" | "last") => {
    // The panel renders on the next frame after opening.
    requestAnimationFrame(() => {
      const items = menuItems(document.getElementById(panelId(baseId, index)));
      (which === "first" ? items[0] : items.at(-1))?.focus();
    });
  };

  const onTopKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const buttons = topButtons();
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        openSectionAt(index);
        focusInPanel(index, "first");
        break;
      case "ArrowUp":
        event.preventDefault();
        openSectionAt(index);
        focusInPanel(index, "last");
        break;
      case "ArrowRight":
        event.preventDefault();
        buttons[(index + 1) % buttons.length]?.focus();
        if (openSection !== null) openSectionAt((index + 1) % buttons.length);
        break;
      case "ArrowLeft":
        event.preventDefault();
        buttons[(index - 1 + buttons.length) % buttons.length]?.focus();
        if (openSection !== null) openSectionAt((index - 1 + buttons.length) % buttons.length);
        break;
      case "Escape":
        closeAll();
        break;
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const outcome = menuListKey(event.key, event.target as HTMLElement);
    if (!outcome) return;
    event.preventDefault();
    if (outcome.kind === "open-group") {
      setOpenGroup(outcome.group);
      // The group renders on the next frame after opening.
      requestAnimationFrame(() => menuItems(document.getElementById(outcome.group))[0]?.focus());
      return;
    }
    if (outcome.kind === "moved") return;
    event.stopPropagation();
    if (outcome.kind === "close-group") {
      setOpenGroup(null);
      navRef.current?.querySelector<HTMLElement>(`[data-group-trigger="${outcome.group}"]`)?.focus();
    } else if (outcome.kind === "close-all") {
      closeAll();
      topButtons()[index]?.focus();
    }
  };

  return (
    <nav
      ref={navRef}
      aria-label={text("Main")}
      className="hidden xl:block"
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) closeAll();
      }}
    >
      <ul className="flex items-center gap-1">
        {sections.map((section, index) => {
          const open = openSection === index;
          const id = panelId(baseId, index);
          return (
            <li
              key={section.label}
              className="relative"
              onPointerEnter={(event) => {
                if (event.pointerType !== "mouse" || openSection === index) return;
                openSectionAt(index);
                openedByHover.current = index;
              }}
              onPointerLeave={(event) => {
                if (event.pointerType !== "mouse") return;
                hoverTimer.current = window.setTimeout(closeAll, 150);
              }}
            >
              <button
                type="button"
                data-nav-top=""
                aria-expanded={open}
                aria-controls={id}
                onClick={() => {
                  const pinHoverPanel = open && openedByHover.current === index;
                  openedByHover.current = null;
                  if (!pinHoverPanel) openSectionAt(open ? null : index);
                }}
                onKeyDown={(event) => onTopKeyDown(event, index)}
                className="group flex items-center gap-1 rounded-md px-3 py-2 font-medium text-sm text-ink-muted hover:text-ink aria-expanded:text-ink"
              >
                {section.label}
                <Icon
                  name="chevron-down"
                  className="size-4 transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
                />
              </button>
              {/* The panel stays in the document (hidden) so crawlers and no-JS visitors get every link. */}
              {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys of the links and buttons inside bubble up here */}
              <div
                id={id}
                hidden={!open}
                onKeyDown={(event) => onPanelKeyDown(event, index)}
                className="absolute top-full left-0 z-50 mt-2 w-72 rounded-xl border border-line bg-surface p-2 shadow-xl"
              >
                <MenuList
                  entries={section.items}
                  openGroup={openGroup}
                  setOpenGroup={setOpenGroup}
                  groupPrefix={`${id}-`}
                  onNavigate={closeAll}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function panelId(baseId: string, index: number): string {
  return `nav-panel-${baseId.replace(/[^a-zA-Z0-9_-]/g, "")}-${index}`;
}

function MenuList({
  entries,
  openGroup,
  setOpenGroup,
  groupPrefix,
  onNavigate,
  groupKey,
}: {
  entries: readonly NavEntry[];
  openGroup: string | null;
  setOpenGroup: (key: string | null) => void;
  groupPrefix: string;
  onNavigate: () => void;
  groupKey?: string;
}) {
  return (
    <ul data-group={groupKey} className="flex flex-col">
      {entries.map((entry, index) =>
        isNavGroup(entry) ? (
          <NestedGroup
            key={entry.label}
            group={entry}
            id={`${groupPrefix}${index}`}
            open={openGroup === `${groupPrefix}${index}`}
            setOpenGroup={setOpenGroup}
            onNavigate={onNavigate}
          />
        ) : (
          <li key={entry.to}>
            <MenuLink link={entry} onNavigate={onNavigate} />
          </li>
        ),
      )}
    </ul>
  );
}

function NestedGroup({
  group,
  id,
  open,
  setOpenGroup,
  onNavigate,
}: {
  group: NavGroup;
  id: string;
  open: boolean;
  setOpenGroup: (key: string | null) => void;
  onNavigate: () => void;
}) {
  return (
    <li
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse") setOpenGroup(id);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse") setOpenGroup(null);
      }}
    >
      <button
        type="button"
        data-group-trigger={id}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenGroup(open ? null : id)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm hover:bg-surface-muted aria-expanded:bg-surface-muted"
      >
        {group.label}
        <Icon name="chevron-right" className="size-4 text-ink-muted" />
      </button>
      <div
        id={id}
        hidden={!open}
        className="absolute top-0 left-full z-50 ml-2 w-64 rounded-xl border border-line bg-surface p-2 shadow-xl"
      >
        <MenuList
          entries={group.items}
          openGroup={null}
          setOpenGroup={setOpenGroup}
          groupPrefix={`${id}-`}
          onNavigate={onNavigate}
          groupKey={id}
        />
      </div>
    </li>
  );
}

function MenuLink({ link, onNavigate }: { link: NavLink; onNavigate: () => void }) {
  return (
    <MenuPageLink to={link.to} onClick={onNavigate} className="menu-link text-sm">
      {link.label}
      {link.hint && <span className="mt-0.5 block text-ink-muted text-xs">{link.hint}</span>}
    </MenuPageLink>
  );
}
