/** Prefetches a same-site page when the pointer rests on its link or a finger touches it. */
export const speculationRules = JSON.stringify({
  prefetch: [{ where: { href_matches: "/*" }, eagerness: "moderate" }],
});
