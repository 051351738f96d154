// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { shellLoaderScript } from "./shell-loader";

afterEach(() => {
  document.head.replaceChildren();
});

function runLoader(): void {
  // The page runs it as an inline script; here it runs in the same document.
  new Function(shellLoaderScript("/islands/shell-1.js"))();
}

describe("the shell loader", () => {
  it("loads the shell once the first content is on screen", () => {
    const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
    const original = window.PerformanceObserver;
    window.PerformanceObserver = Object.assign(
      function (this: { observe: () => void }, callback: (typeof observers)[number]) {
        observers.push(callback);
        this.observe = () => undefined;
      },
      { supportedEntryTypes: ["paint"] },
    ) as unknown as typeof PerformanceObserver;
    try {
      runLoader();
      const shell = () => document.head.querySelectorAll('script[type="module"][src="/islands/shell-1.js"]');
      observers[0]?.({ getEntriesByName: () => [] });
      expect(shell()).toHaveLength(0);
      observers[0]?.({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) });
      observers[0]?.({ getEntriesByName: () => [{}] });
      expect(shell()).toHaveLength(1);
    } finally {
      window.PerformanceObserver = original;
    }
  });

  it("loads the shell a frame after the first paint where the browser does not report paints", async () => {
    runLoader();
    expect(document.head.querySelector('script[src="/islands/shell-1.js"]')).toBeNull();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));
    expect(document.head.querySelector('script[type="module"][src="/islands/shell-1.js"]')).not.toBeNull();
  });
});
