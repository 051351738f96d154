import { describe, expect, it } from "vitest";
import { cardColumns } from "./card-columns";

/** The columns at each width the classes give, from 0 to lg. */
function columns(classes: string) {
  const at = (prefix: string) => Number(classes.match(new RegExp(`${prefix}grid-cols-(\\d)`))?.[1] ?? 0);
  const sm = at("sm:") || 1;
  const md = at("md:") || sm;
  const lg = at("lg:") || md;
  return [1, sm, md, lg];
}

describe("cardColumns", () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])("never leaves one of %i cards alone on a row", (count) => {
    for (const widest of [2, 3, 4] as const) {
      for (const perRow of columns(cardColumns(count, widest))) {
        expect(perRow === 1 || count % perRow !== 1, `${count} cards, widest ${widest}: ${perRow} per row`).toBe(true);
      }
    }
  });

  it.each([
    [2, 3, "sm:grid-cols-2"],
    [3, 3, "md:grid-cols-3"],
    [4, 3, "sm:grid-cols-2"],
    [4, 4, "sm:grid-cols-2 lg:grid-cols-4"],
    [6, 3, "sm:grid-cols-2 md:grid-cols-3"],
    [7, 3, "lg:grid-cols-4"],
    [9, 3, "md:grid-cols-3"],
  ] as const)("lays out %i cards, at most %i across, as %s", (count, widest, expected) => {
    expect(cardColumns(count, widest)).toBe(expected);
  });
});
