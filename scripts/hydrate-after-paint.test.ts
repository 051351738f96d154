import { describe, expect, it } from "vitest";
import { deferredChunks, hydrateAfterFirstPaint } from "./hydrate-after-paint";

// The head and module script exactly as React Router 7.18 writes them for a prerendered page.
const page = [
  '<html><head><link rel="canonical" href="https://example.test/about"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/about-4.js"/>',
  '<link rel="stylesheet" href="/assets/app-5.css"/></head><body><main>About</main>',
  '<script type="module" async=""> import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/about-4.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"/about":route1};',
  "",
  'import("/assets/entry.client-2.js");</script></body></html>',
].join("\n");

describe("hydrateAfterFirstPaint", () => {
  const rewritten = hydrateAfterFirstPaint(page);

  it("takes the modulepreload links out of the head and keeps everything else", () => {
    expect(rewritten).not.toContain('rel="modulepreload"');
    expect(rewritten).toContain('<link rel="stylesheet" href="/assets/app-5.css"/>');
    expect(rewritten).toContain("<main>About</main>");
  });

  it("leaves no static import that would start a fetch while the page is parsed", () => {
    const script = rewritten.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script).not.toMatch(/^\s*import\s/m);
    expect(script).toContain("requestAnimationFrame(() => setTimeout(hydrate))");
  });

  it("preloads the same chunks and hands React Router the same route modules, one frame after the first paint", async () => {
    const script = rewritten.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    const imported: string[] = [];
    const appended: string[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const win: Record<string, unknown> = {};
    const fakeImport = (specifier: string) => {
      imported.push(specifier);
      return Promise.resolve({ specifier });
    };
    const run = new Function(
      "document",
      "window",
      "requestAnimationFrame",
      "setTimeout",
      "__import",
      script.replaceAll("import(", "__import("),
    );
    run(
      {
        visibilityState: "visible",
        createElement: () => ({}),
        head: { append: (link: { href: string }) => appended.push(link.href) },
      },
      win,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      fakeImport,
    );
    expect(imported).toEqual([]);
    frames.shift()?.();
    expect(imported).toEqual([]);
    timers.shift()?.();
    expect(appended).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/root-3.js",
      "/assets/about-4.js",
    ]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(win.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-3.js" },
      "/about": { specifier: "/assets/about-4.js" },
    });
    expect(imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-3.js",
      "/assets/about-4.js",
      "/assets/entry.client-2.js",
    ]);
  });

  it("lists the deferred chunks for the size report", () => {
    expect(deferredChunks(rewritten)).toEqual([
      "/assets/manifest-1.js",
      "/assets/entry.client-2.js",
      "/assets/root-3.js",
      "/assets/about-4.js",
    ]);
    expect(deferredChunks(page)).toEqual([]);
  });

  it("keeps the merge of a split route module's client loader and component", async () => {
    const split = page
      .replace(
        'import * as route1 from "/assets/about-4.js";',
        'import * as route1_clientLoader from "/assets/about-loader-6.js";\nimport * as route1_main from "/assets/about-4.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
      )
      .replace(
        '<link rel="modulepreload" href="/assets/about-4.js"/>',
        '<link rel="modulepreload" href="/assets/about-4.js"/><link rel="modulepreload" href="/assets/about-loader-6.js"/>',
      );
    const script =
      hydrateAfterFirstPaint(split).match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script).toContain(
      "route1_clientLoader, route1_main]) => {\n    const route1 = {...route1_clientLoader,...route1_main};",
    );
    expect(deferredChunks(hydrateAfterFirstPaint(split))).toContain("/assets/about-loader-6.js");
  });

  it("fails the build on a module script it does not understand", () => {
    expect(() =>
      hydrateAfterFirstPaint(page.replace('import("/assets/entry', 'console.log(1);import("/assets/entry'), "x.html"),
    ).toThrow(/x\.html: React Router's module script has an unexpected shape/);
    expect(() => hydrateAfterFirstPaint("<html><body></body></html>", "y.html")).toThrow(
      /y\.html: expected React Router's module script/,
    );
  });
});
