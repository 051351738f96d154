/**
 * The column classes of a grid of `count` equal cards, chosen per screen width so that no row
 * ends with one card alone (three cards in two columns, seven in three). Below `sm` cards stack;
 * from there each width takes the most columns, up to its limit, that leaves no lone card.
 */
const classes = {
  sm: { 1: "", 2: "sm:grid-cols-2" },
  md: { 1: "md:grid-cols-1", 2: "md:grid-cols-2", 3: "md:grid-cols-3" },
  lg: { 1: "lg:grid-cols-1", 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" },
} as const;

function columnsFor(count: number, limit: number): number {
  for (let columns = Math.min(limit, count); columns > 1; columns--) {
    if (count % columns !== 1) return columns;
  }
  return 1;
}

export function cardColumns(count: number, widest: 2 | 3 | 4 = 3): string {
  const sm = columnsFor(count, 2) as 1 | 2;
  const md = columnsFor(count, Math.min(widest, 3)) as 1 | 2 | 3;
  // Seven cards fit neither two nor three columns: on a wide screen, four (4 + 3) beat one.
  let lg = columnsFor(count, widest) as 1 | 2 | 3 | 4;
  if (lg === 1 && count > 4) lg = columnsFor(count, 4) as 1 | 2 | 3 | 4;
  const picked = [classes.sm[sm], md !== sm ? classes.md[md] : "", lg !== md ? classes.lg[lg] : ""];
  return picked.filter(Boolean).join(" ");
}
