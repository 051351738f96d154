import { route } from "@react-router/dev/routes";
import { type PageEntry, pageFamilies } from "./content/page-entry";

/** One route per registered page, rendered by its family's module; each route's id is its path. */
export function pageRoute(path: string, file: string) {
  return route(path, file, { id: path });
}

export function pageRoutes(registry: readonly PageEntry[]) {
  return registry.map((entry) => pageRoute(entry.path, pageFamilies[entry.family]));
}
