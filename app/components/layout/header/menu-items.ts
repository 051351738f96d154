/** The focusable items of one menu-bar list level (links and group buttons, not those of nested lists). */
export function menuItems(list: Element | null | undefined): HTMLElement[] {
  const ul = list?.matches("ul") ? list : list?.querySelector("ul");
  return Array.from(ul?.querySelectorAll<HTMLElement>(":scope > li > a, :scope > li > button") ?? []);
}

/** What a key pressed inside an open menu-bar panel asks for, beyond moving focus within its list. */
export type MenuListKey =
  | { kind: "moved" }
  | { kind: "open-group"; group: string }
  | { kind: "close-group"; group: string }
  | { kind: "close-all" }
  | { kind: "held" };

/**
 * A key on an item of a menu-bar panel: arrows, Home and End move focus within its list (done
 * here); ArrowRight on a group's button opens the group; ArrowLeft or Escape in a group closes it,
 * and Escape at the top closes the whole menu. Null: the key is not the menu's.
 */
export function menuListKey(key: string, target: HTMLElement): MenuListKey | null {
  const list = target.closest("ul");
  if (!list) return null;
  const items = menuItems(list);
  const position = items.indexOf(target);
  const moveTo = (next: number): MenuListKey => {
    items[(next + items.length) % items.length]?.focus();
    return { kind: "moved" };
  };
  switch (key) {
    case "ArrowDown":
      return moveTo(position + 1);
    case "ArrowUp":
      return moveTo(position - 1);
    case "Home":
      return moveTo(0);
    case "End":
      return moveTo(items.length - 1);
    case "ArrowRight": {
      const group = target.dataset.groupTrigger;
      return group ? { kind: "open-group", group } : null;
    }
    case "ArrowLeft":
    case "Escape": {
      const group = list.dataset.group;
      if (group) return { kind: "close-group", group };
      return key === "Escape" ? { kind: "close-all" } : { kind: "held" };
    }
    default:
      return null;
  }
}
