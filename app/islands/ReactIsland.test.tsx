import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { type IslandPass, IslandPassContext, ReactIsland } from "./ReactIsland";

function Box({ label }: { label: string }) {
  return <p>{label}</p>;
}

/** A page placing two islands between its own markup. */
function Page() {
  return (
    <main>
      <h1>Title</h1>
      <ReactIsland name="newsletter" component={Box} props={{ label: "first" }} />
      <ReactIsland name="contact-form" component={Box} props={{ label: "second" }} />
    </main>
  );
}

const render = (pass: IslandPass | null) =>
  renderToStaticMarkup(
    <IslandPassContext value={pass}>
      <Page />
    </IslandPassContext>,
  );

describe("ReactIsland", () => {
  it("renders in place outside a page's build", () => {
    expect(render(null)).toBe("<main><h1>Title</h1><p>first</p><p>second</p></main>");
  });

  it("finds the islands a page places, in order, with their props, and renders none of them", () => {
    const placed: { name: string; props: object }[] = [];
    expect(render({ placed } as IslandPass)).toBe("<main><h1>Title</h1></main>");
    expect(placed).toEqual([
      { name: "newsletter", props: { label: "first" } },
      { name: "contact-form", props: { label: "second" } },
    ]);
  });

  it("puts each island Astro rendered in its place", () => {
    const rendered = [
      { name: "newsletter" as const, node: <i>astro one</i> },
      { name: "contact-form" as const, node: <i>astro two</i> },
    ];
    expect(render({ rendered, next: 0 })).toBe("<main><h1>Title</h1><i>astro one</i><i>astro two</i></main>");
  });

  it("fails the build when an island rendered is not the one placed there", () => {
    const rendered = [
      { name: "contact-form" as const, node: <i>astro</i> },
      { name: "newsletter" as const, node: <i>astro</i> },
    ];
    expect(() => render({ rendered, next: 0 })).toThrow(/newsletter island was not rendered in its place/);
    expect(() => render({ rendered: rendered.slice(1, 1), next: 0 })).toThrow(/island 0 of the page/);
  });
});
