import { menuItems, menuListKey } from "~/components/layout/header/menu-items";

/**
 * The desktop menu bar, bound to the markup components/layout/header/DesktopNav.tsx writes: a
 * disclosure button per section opening a panel of links, and nested groups that fly out to the
 * side. Keyboard: Enter, Space or ArrowDown open a panel, arrows move within it, ArrowRight opens a nested group, ArrowLeft
 * or Escape closes one level and returns focus to its button. Tabbing out, clicking outside or
 * following a link closes everything; a mouse opens a section by hovering.
 */
export function bindDesktopNav(): void {
  const nav = document.querySelector<HTMLElement>("header nav:has([data-nav-top])");
  if (!nav) return;
  const tops = Array.from(nav.querySelectorAll<HTMLButtonElement>("[data-nav-top]"));
  const triggers = Array.from(nav.querySelectorAll<HTMLButtonElement>("[data-group-trigger]"));
  const controlled = (button: Element) => document.getElementById(button.getAttribute("aria-controls") ?? "");
  let openSection: number | null = null;
  let openedByHover: number | null = null;
  let hoverTimer: number | undefined;

  const setGroup = (id: string | null) => {
    for (const trigger of triggers) {
      const on = trigger.dataset.groupTrigger === id;
      trigger.setAttribute("aria-expanded", String(on));
      const panel = controlled(trigger);
      if (panel) panel.hidden = !on;
    }
  };
  const setSection = (index: number | null) => {
    window.clearTimeout(hoverTimer);
    openedByHover = null;
    openSection = index;
    tops.forEach((button, at) => {
      button.setAttribute("aria-expanded", String(at === index));
      const panel = controlled(button);
      if (panel) panel.hidden = at !== index;
    });
    setGroup(null);
    if (index === null) document.removeEventListener("pointerdown", onPointerDown);
    else document.addEventListener("pointerdown", onPointerDown);
  };
  const closeAll = () => setSection(null);
  function onPointerDown(event: PointerEvent) {
    if (!nav?.contains(event.target as Node | null)) closeAll();
  }

  tops.forEach((button, index) => {
    const item = button.parentElement;
    item?.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse" || openSection === index) return;
      setSection(index);
      openedByHover = index;
    });
    item?.addEventListener("pointerleave", (event) => {
      if (event.pointerType === "mouse") hoverTimer = window.setTimeout(closeAll, 150);
    });
    button.addEventListener("click", () => {
      const open = openSection === index;
      const pinHoverPanel = open && openedByHover === index;
      openedByHover = null;
      if (!pinHoverPanel) setSection(open ? null : index);
    });
    button.addEventListener("keydown", (event) => onTopKeyDown(event, index));
    controlled(button)?.addEventListener("keydown", (event) => onPanelKeyDown(event, index));
  });
  for (const trigger of triggers) {
    const item = trigger.parentElement;
    const id = trigger.dataset.groupTrigger ?? "";
    item?.addEventListener("pointerenter", (event) => event.pointerType === "mouse" && setGroup(id));
    item?.addEventListener("pointerleave", (event) => event.pointerType === "mouse" && setGroup(null));
    trigger.addEventListener("click", () => setGroup(trigger.getAttribute("aria-expanded") === "true" ? null : id));
  }
  nav.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) closeAll();
  });
  nav.addEventListener("focusout", (event) => {
    if (!nav.contains(event.relatedTarget as Node | null)) closeAll();
  });

  const focusInPanel = (index: number, which: "first" | "last") => {
    const items = menuItems(controlled(tops[index] as Element));
    (which === "first" ? items[0] : items.at(-1))?.focus();
  };

  function onTopKeyDown(event: KeyboardEvent, index: number) {
    const count = tops.length;
    const moveTo = (next: number) => {
      event.preventDefault();
      tops[next]?.focus();
      if (openSection !== null) setSection(next);
    };
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        setSection(index);
        focusInPanel(index, event.key === "ArrowDown" ? "first" : "last");
        break;
      case "ArrowRight":
        moveTo((index + 1) % count);
        break;
      case "ArrowLeft":
        moveTo((index - 1 + count) % count);
        break;
      case "Escape":
        closeAll();
        break;
    }
  }

  function onPanelKeyDown(event: KeyboardEvent, index: number) {
    const outcome = menuListKey(event.key, event.target as HTMLElement);
    if (!outcome) return;
    event.preventDefault();
    if (outcome.kind === "open-group") {
      setGroup(outcome.group);
      menuItems(document.getElementById(outcome.group))[0]?.focus();
      return;
    }
    if (outcome.kind === "moved") return;
    event.stopPropagation();
    if (outcome.kind === "close-group") {
      setGroup(null);
      nav?.querySelector<HTMLElement>(`[data-group-trigger="${outcome.group}"]`)?.focus();
    } else if (outcome.kind === "close-all") {
      closeAll();
      tops[index]?.focus();
    }
  }
}
