import { isShellIsland, type ShellIsland } from "./island-names";
import { hydrateReactIsland, isReactIsland } from "./react-islands";

type Binder = { bind: (root: HTMLElement) => void };

const modules: Record<ShellIsland, () => Promise<Binder>> = {
  carousel: () => import("./islands/carousel"),
  tabs: () => import("./islands/tabs"),
  "reading-progress": () => import("./islands/reading-progress"),
  "table-of-contents": () => import("./islands/table-of-contents"),
  "case-study-filter": () => import("./islands/case-study-filter"),
  today: () => import("./islands/today"),
};

/**
 * Binds the page's islands: the shell's own at once, React's each at its moment (`data-hydrate`).
 * Resolves once every island that does not wait for the visitor works; each island is marked
 * `data-hydrated` when it does.
 */
export function bindIslands(): Promise<unknown> {
  const roots = Array.from(document.querySelectorAll<HTMLElement>("[data-island]"));
  const ready = (root: HTMLElement) => () => {
    root.dataset.hydrated = "";
  };
  return Promise.all(
    roots.map((root) => {
      const name = root.dataset.island ?? "";
      if (isShellIsland(name))
        return modules[name]()
          .then((module) => module.bind(root))
          .then(ready(root));
      if (!isReactIsland(name)) return undefined;
      const hydrated = hydrateReactIsland(root, name).then(ready(root));
      return root.dataset.hydrate === "load" ? hydrated : undefined;
    }),
  );
}
