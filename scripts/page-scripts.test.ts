import { describe, expect, it } from "vitest";
import { shellLoaderScript } from "../app/shell/shell-loader";
import { speculationRules } from "../app/shell/speculation-rules";
import { needsReact, withoutReactRuntime } from "./page-scripts";

const routerTail = [
  `<script>((storageKey2, restoreKey) => { window.history.replaceState({ key: "a" }, ""); })("key", null)</script>`,
  `<script>window.__reactRouterContext = {"basename":"/"};</script>`,
  `<script type="module" async="">import "/assets/manifest-1.js";</script>`,
  `<!--$?--><template id="B:0"></template><!--/$--><div hidden id="S:0"><script>window.__reactRouterContext.streamController.enqueue("[]");</script></div>`,
  `<script>$RC("B:0","S:0")</script>`,
].join("");
const page = (body: string) =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/root-1.js"/><script>theme()</script><link rel="stylesheet" href="/assets/app-1.css"/></head><body>${body}<button data-chat-launcher="">Chat</button>${routerTail}</body></html>`;

const scripts = { firstTapsScript: "firstTaps()", shell: "/islands/shell-1.js" };

describe("page scripts", () => {
  it("takes React Router's runtime out of a page without islands and gives it the shell script", () => {
    const html = withoutReactRuntime(
      page('<main id="main-content">Text <a href="/about" data-discover="true">About</a></main>'),
      scripts,
    );
    expect(html).not.toMatch(/__reactRouterContext|modulepreload|storageKey|\$RC|S:0|data-discover/);
    expect(html).toContain(
      `<link rel="expect" href="#main-content" blocking="render"/><script>firstTaps()</script><script>${shellLoaderScript("/islands/shell-1.js")}</script>`,
    );
    // Before the stylesheet, which would otherwise hold the parser at these scripts until it arrived.
    expect(html).toContain(
      `<script type="speculationrules">${speculationRules}</script><link rel="stylesheet" href="/assets/app-1.css"/></head>`,
    );
    expect(html).toContain("<script>theme()</script>");
    expect(html).toContain(
      '<main id="main-content">Text <a href="/about">About</a></main><button data-chat-launcher="">Chat</button></body></html>',
    );
  });

  it("fails on a page whose scripts it does not recognise", () => {
    expect(() =>
      withoutReactRuntime("<html><head></head><body><main></main></body></html>", scripts, "x.html"),
    ).toThrow(/x\.html: expected React Router's scripts/);
    expect(() =>
      withoutReactRuntime(
        page('<main id="main-content"></main>').replace(/<link rel="stylesheet"[^>]*>/, ""),
        scripts,
        "y.html",
      ),
    ).toThrow(/y\.html: expected a stylesheet in the head/);
    expect(() => withoutReactRuntime(page("<main></main>"), scripts, "z.html")).toThrow(
      /z\.html: expected <main id="main-content">/,
    );
  });

  it("tells a page with an island that needs React apart from one whose islands the shell binds", () => {
    expect(needsReact(page('<form data-island="contact-form"></form>'))).toBe(true);
    expect(needsReact(page('<div data-island="tabs"></div><nav data-island="table-of-contents"></nav>'))).toBe(false);
    expect(needsReact(page("<p>data-island=</p>"))).toBe(false);
  });
});
