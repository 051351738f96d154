import { describe, expect, it } from "vitest";
import { industryPages } from "~/content/industry-pages";
import { loader } from "./industries";

describe("/industries", () => {
  const data = loader({ path: "/industries" });

  it("shows every industry page's own card once, featured or in the list", () => {
    const shown = [...data.featured, ...data.more].filter((card) => card.link !== "/industries/healthcare");
    expect(shown.map((card) => card.link).sort()).toEqual(industryPages.map((page) => page.path).sort());
    for (const page of industryPages) {
      expect(shown).toContainEqual(expect.objectContaining({ link: page.path, description: page.card.description }));
    }
  });

  it("shows the featured trades large, after Healthcare", () => {
    expect(data.featured[0]?.link).toBe("/industries/healthcare");
    expect(data.featured.slice(1).map((card) => card.link)).toEqual(
      industryPages.filter((page) => page.card.featured).map((page) => page.path),
    );
  });
});
