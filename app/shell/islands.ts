import { isShellIsland, type ShellIsland } from "./island-names";

type Binder = { bind: (root: HTMLElement) => void };

const modules: Record<ShellIsland, () => Promise<Binder>> = {
  carousel: () => import("./islands/carousel"),
  tabs: () => import("./islands/tabs"),
  "reading-progress": () => import("./islands/reading-progress"),
  "table-of-contents": () => import("./islands/table-of-contents"),
  "case-study-filter": () => import("./islands/case-study-filter"),
  today: () => import("./islands/today"),
  "saved-input": () => import("./islands/saved-input"),
};

/**
 * Binds the page's shell islands (React's are Astro's, app/islands). Resolves once every one
 * works; each is marked `data-hydrated` when it does.
 */
export function bindIslands(): Promise<unknown> {
  const roots = Array.from(document.querySelectorAll<HTMLElement>("[data-island]"));
  return Promise.all(
    roots.map((root) => {
      const name = root.dataset.island ?? "";
      if (!isShellIsland(name)) return undefined;
      return modules[name]()
        .then((module) => module.bind(root))
        .then(() => {
          root.dataset.hydrated = "";
        });
    }),
  );
}
