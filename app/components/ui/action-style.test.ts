import { describe, expect, it } from "vitest";
import { actionStyle } from "./action-style";

const variants = ["primary", "secondary", "onBrand", "outlineOnBrand", "text", "textOnBrand"] as const;

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
  it.each(variants)("gives %s no two classes that set the same property in the same state", (variant) => {
    const seen = new Map<string, string>();
    for (const utility of actionStyle({ variant }).split(/\s+/)) {
      const prop = property(utility);
      if (!prop) continue;
      const state = utility.includes(":") ? utility.slice(0, utility.lastIndexOf(":")) : "";
      const key = `${state}|${prop}`;
      expect(seen.get(key), `${variant}: ${utility} fights ${seen.get(key)}`).toBeUndefined();
      seen.set(key, utility);
    }
  });

  it("keeps text links free of padding and font size, so they line up with and take the size of their text", () => {
    for (const variant of ["text", "textOnBrand"] as const) {
      const classes = actionStyle({ variant }).split(/\s+/);
      expect(classes.filter((utility) => /^(padding|font-size)/.test(property(utility) ?? ""))).toEqual([]);
    }
  });

  it("gives every button shape the same padding, radius and size", () => {
    const shape = (variant: (typeof variants)[number]) =>
      actionStyle({ variant })
        .split(/\s+/)
        .filter((utility) => /^(padding|border-radius|font-size)/.test(property(utility) ?? ""))
        .sort();
    for (const variant of ["secondary", "onBrand", "outlineOnBrand"] as const)
      expect(shape(variant)).toEqual(shape("primary"));
  });
});
