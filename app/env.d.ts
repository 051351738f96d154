declare module "virtual:page-scripts" {
  /** The shell script's address, as the build recorded it (scripts/astro-integrations.ts). */
  export const shellScript: () => string;
  /** The first taps' script, written inline into every page's head. */
  export const firstTapsScript: string;
}
