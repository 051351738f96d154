import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrates the island on the visitor's first touch, key or focus inside it; the value is the island's id (./interaction-directive.ts). */
    "client:interaction"?: string;
  }
}
