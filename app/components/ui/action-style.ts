/**
 * The one look of every call to action, link or button. The base holds layout only; a button
 * variant sets colour and its size sets shape, padding, font size and weight, so no two classes
 * ever set the same property (action-style.test.ts checks it). A text link has no padding and
 * inherits the font size of the heading or paragraph it sits in, so it lines up with the text
 * around it; it has no sizes. Callers may add layout around it (margin, width) and a disabled
 * look, never a property the style sets.
 *
 * Written out rather than built with class-variance-authority and tailwind-merge: with two
 * small dimensions and no class overrides from callers there is nothing for them to resolve, and
 * they would add 0.6 KB (cva) to 8 KB (tailwind-merge) gzip to every page's JavaScript,
 * which is within 1.5 KB of its budget (docs/decisions/0007).
 */
const base = "inline-flex items-center gap-2 transition-colors motion-reduce:transition-none";

const buttonSizes = {
  regular: "justify-center rounded-lg px-5 py-3 text-sm font-semibold",
  /** A form's submit button: the font size of the form, so it matches the fields beside it. */
  form: "justify-center rounded-lg px-5 py-3 font-semibold",
  /** A submit button in the chat panel's small type. */
  compact: "min-h-10 justify-center rounded-lg px-3 py-2 font-medium",
} as const;

const buttonColours = {
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  secondary: "border border-line bg-surface text-ink hover:bg-surface-muted",
  onBrand: "bg-white text-brand-800 hover:bg-brand-50",
  outlineOnBrand: "border border-white/60 text-white hover:bg-white/10",
} as const;

const textLinks = {
  text: "font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300",
  textOnBrand: "font-semibold text-white underline underline-offset-4 hover:text-brand-100",
} as const;

export type ActionVariant = keyof typeof buttonColours | keyof typeof textLinks;
export type ActionSize = keyof typeof buttonSizes;

const isTextLink = (variant: ActionVariant): variant is keyof typeof textLinks => variant in textLinks;

export function actionStyle({
  variant = "primary",
  size = "regular",
}: {
  variant?: ActionVariant;
  /** For the button variants; text links take the size of their text. */
  size?: ActionSize;
} = {}): string {
  if (isTextLink(variant)) return `${base} ${textLinks[variant]}`;
  return `${base} ${buttonSizes[size]} ${buttonColours[variant]}`;
}
