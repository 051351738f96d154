import { afterEach } from "vitest";

// Testing Library cleans up after each test only when globals are on; do it explicitly.
afterEach(async () => {
  if (typeof document === "undefined") return;
  const { cleanup } = await import("@testing-library/react");
  cleanup();
  localStorage.clear();
  document.body.removeAttribute("style");
});

// jsdom has no matchMedia; the header and theme code only need a quiet "no match".
if (typeof window !== "undefined" && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

import "@testing-library/jest-dom/vitest";
