import { isNavGroup, type NavEntry, type NavGroup, type NavLink } from "~/content/navigation";

/**
 * The header menus as a Tamil page shows them: each label in Tamil where the Tamil copy has it
 * (`navLabels`, keyed by the English label), each link to the page's Tamil version where there
 * is one. A hint without a Tamil version is left out rather than shown in English.
 */
export function translateMenus(
  menus: readonly NavGroup[],
  labels: Readonly<Record<string, string>>,
  href: (to: string) => string,
): NavGroup[] {
  const entry = (item: NavEntry): NavEntry => {
    if (isNavGroup(item)) return { label: labels[item.label] ?? item.label, items: item.items.map(entry) };
    const link: NavLink = { label: labels[item.label] ?? item.label, to: href(item.to) };
    const hint = item.hint && labels[item.hint];
    return hint ? { ...link, hint } : link;
  };
  return menus.map((menu) => ({ label: labels[menu.label] ?? menu.label, items: menu.items.map(entry) }));
}
