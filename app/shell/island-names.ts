/**
 * The islands the shell script binds itself, with a few lines of plain script fetched only by
 * the pages that have them (app/shell/islands/). A page whose islands are all in this list
 * carries no React; any other `data-island` still needs React on its page.
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
