/**
 * The islands React renders: each hydrated on its own (app/islands/react-islands.tsx), on the
 * pages that have one. Every other island is bound by the shell script (app/shell/island-names.ts).
 */
export const reactIslands = ["contact-form", "newsletter", "blog-index", "integrations"] as const;

export type ReactIslandName = (typeof reactIslands)[number];

/** When an island hydrates: at once, when it scrolls into view, when the browser is idle, or on the first touch, key or focus inside it. */
export type HydrateWhen = "load" | "visible" | "idle" | "interaction";
