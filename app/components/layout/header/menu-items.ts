/** The focusable items of one menu-bar list level (links and group buttons, not those of nested lists). */
export function menuItems(list: Element | null | undefined): HTMLElement[] {
  const ul = list?.matches("ul") ? list : list?.querySelector("ul");
  return Array.from(ul?.querySelectorAll<HTMLElement>(":scope > li > a, :scope > li > button") ?? []);
}
