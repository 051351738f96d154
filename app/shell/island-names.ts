/**
 * The islands the shell script binds itself, with a few lines of plain script fetched only by
 * the pages that have them (app/shell/islands/), marked `data-island` in the page. React's islands
 * are Astro's (`<astro-island>`, app/islands).
 */
export const shellIslands = [
  "carousel",
  "tabs",
  "reading-progress",
  "table-of-contents",
  "case-study-filter",
  "today",
  "saved-input",
] as const;

export type ShellIsland = (typeof shellIslands)[number];

export function isShellIsland(name: string): name is ShellIsland {
  return (shellIslands as readonly string[]).includes(name);
}
