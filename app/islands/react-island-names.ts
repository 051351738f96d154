/**
 * The islands React renders, each hydrated by Astro on its own on the visitor's first touch
 * (app/pages/[...path].astro, ./interaction-directive.ts), from its module in this folder.
 * Every other island is bound by the shell script (app/shell/island-names.ts).
 */
export const reactIslands = ["contact-form", "newsletter", "blog-index", "integrations"] as const;

export type ReactIslandName = (typeof reactIslands)[number];
