/**
 * The one look of every call to action, link or button. The base holds layout only; each
 * variant alone sets shape, size and colour, so no two classes ever set the same property
 * (action-style.test.ts checks it). A text link has no padding and inherits the font size of
 * the heading or paragraph it sits in, so it lines up with the text around it.
 *
 * Written out rather than built with class-variance-authority and tailwind-merge: with one
 * dimension and no class overrides from callers there is nothing for them to resolve, and
 * they would add 0.6 KB (cva) to 8 KB (tailwind-merge) gzip to every page's JavaScript,
 * which is within 1.5 KB of its budget (docs/decisions/0007).
 */
const base = "inline-flex items-center gap-2 font-semibold transition-colors motion-reduce:transition-none";
const button = "justify-center rounded-lg px-5 py-3 text-sm";

const variants = {
  primary: `${button} bg-brand-700 text-white hover:bg-brand-800`,
  secondary: `${button} border border-line bg-surface text-ink hover:bg-surface-muted`,
  onBrand: `${button} bg-white text-brand-800 hover:bg-brand-50`,
  outlineOnBrand: `${button} border border-white/60 text-white hover:bg-white/10`,
  text: "text-brand-700 underline-offset-4 hover:underline dark:text-brand-300",
  textOnBrand: "text-white underline underline-offset-4 hover:text-brand-100",
} as const;

export type ActionVariant = keyof typeof variants;

export function actionStyle({ variant = "primary" }: { variant?: ActionVariant } = {}): string {
  return `${base} ${variants[variant]}`;
}
