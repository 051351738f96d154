declare module "virtual:page-scripts" {
  /** The shell script's address (scripts/astro-islands.ts). */
  export const shell: string;
  /** The first taps' script, written inline into every page's head. */
  export const firstTapsScript: string;
}
