import { describe, expect, it } from "vitest";
import { actionStyle } from "./action-style";

const variants = ["primary", "secondary", "onBrand", "outlineOnBrand", "text", "textOnBrand"] as const;
const buttonVariants = ["primary", "secondary", "onBrand", "outlineOnBrand"] as const;
const sizes = ["regular", "form", "compact"] as const;
const combinations = variants.flatMap((variant) => sizes.map((size) => [variant, size] as const));

/** The CSS property a Tailwind utility sets, coarse enough to catch two classes fighting over it. */
function property(utility: string): string | null {
  const bare = utility.split(":").at(-1) ?? utility;
  if (/^p[xytrbl]?-/.test(bare)) return `padding-${bare.match(/^p([xytrbl]?)/)?.[1] || "all"}`;
  if (/^text-(xs|sm|base|lg|\d?xl)$/.test(bare)) return "font-size";
  if (/^text-/.test(bare)) return "color";
  if (/^bg-/.test(bare)) return "background";
  if (/^rounded/.test(bare)) return "border-radius";
  if (/^justify-/.test(bare)) return "justify-content";
  if (/^font-(bold|semibold|medium|normal)$/.test(bare)) return "font-weight";
  return null;
}

describe("actionStyle", () => {
  it.each(combinations)(
    "gives %s (%s) no two classes that set the same property in the same state",
    (variant, size) => {
      const seen = new Map<string, string>();
      for (const utility of actionStyle({ variant, size }).split(/\s+/)) {
        const prop = property(utility);
        if (!prop) continue;
        const state = utility.includes(":") ? utility.slice(0, utility.lastIndexOf(":")) : "";
        const key = `${state}|${prop}`;
        expect(seen.get(key), `${variant}: ${utility} fights ${seen.get(key)}`).toBeUndefined();
        seen.set(key, utility);
      }
    },
  );

  it("keeps text links free of padding and font size, so they line up with and take the size of their text", () => {
    for (const variant of ["text", "textOnBrand"] as const) {
      for (const size of sizes) {
        const classes = actionStyle({ variant, size }).split(/\s+/);
        expect(classes.filter((utility) => /^(padding|font-size)/.test(property(utility) ?? ""))).toEqual([]);
      }
    }
  });

  it.each(sizes)("gives every button variant of size %s the same padding, radius, font size and weight", (size) => {
    const shape = (variant: (typeof buttonVariants)[number]) =>
      actionStyle({ variant, size })
        .split(/\s+/)
        .filter((utility) => /^(padding|border-radius|font-size|font-weight)/.test(property(utility) ?? ""))
        .sort();
    for (const variant of buttonVariants) expect(shape(variant)).toEqual(shape("primary"));
  });

  it("gives form buttons no font size of their own, so they match the fields of their form", () => {
    const classes = actionStyle({ size: "form" }).split(/\s+/);
    expect(classes.filter((utility) => property(utility) === "font-size")).toEqual([]);
  });
});
