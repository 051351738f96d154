/**
 * The integrations filter: a category (or all) plus a case-insensitive substring of
 * the search text in an item's name or description. Categories left empty are dropped.
 */
export interface Filterable<Item extends { name: string; description: string }> {
  key: string;
  items: readonly Item[];
}

export const ALL = "all";

export function filterIntegrations<
  Item extends { name: string; description: string },
  Category extends Filterable<Item>,
>(categories: readonly Category[], category: string, search: string): (Category & { items: Item[] })[] {
  const needle = search.trim().toLocaleLowerCase();
  return categories
    .filter((group) => category === ALL || group.key === category)
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) =>
          !needle ||
          item.name.toLocaleLowerCase().includes(needle) ||
          item.description.toLocaleLowerCase().includes(needle),
      ),
    }))
    .filter((group) => group.items.length > 0);
}

export function countItems(categories: readonly { items: readonly unknown[] }[]): number {
  return categories.reduce((total, group) => total + group.items.length, 0);
}
