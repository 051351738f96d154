import { useEffect, useState } from "react";

/** False in prerendered HTML and the first client render, true once React runs the page. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
