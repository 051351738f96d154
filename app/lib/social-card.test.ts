import { describe, expect, it } from "vitest";
import { socialCardPath, socialCardSection } from "./social-card";

describe("socialCardPath", () => {
  it("names one PNG under /og per page, the same at both forms of a path", () => {
    expect(socialCardPath("/")).toBe("/og/index.png");
    expect(socialCardPath("/services/rpa")).toBe("/og/services/rpa.png");
    expect(socialCardPath("/services/rpa/")).toBe("/og/services/rpa.png");
    expect(socialCardPath("/blog/vertical-ai-wins")).toBe("/og/blog/vertical-ai-wins.png");
    expect(socialCardPath("/blog/vertical-ai-wins/")).toBe("/og/blog/vertical-ai-wins.png");
    expect(socialCardPath("/pricing")).toBe("/og/pricing.png");
  });
});

describe("socialCardSection", () => {
  it("labels a page by its section, in the singular on a case study", () => {
    expect(socialCardSection("/services/rpa/")).toBe("Services");
    expect(socialCardSection("/ai-solutions/whatsapp")).toBe("AI solutions");
    expect(socialCardSection("/industries/retail")).toBe("Industries");
    expect(socialCardSection("/case-studies")).toBe("Case studies");
    expect(socialCardSection("/case-studies/x")).toBe("Case study");
    expect(socialCardSection("/blog/x")).toBe("Blog");
    expect(socialCardSection("/pricing")).toBe("Pricing");
    expect(socialCardSection("/")).toBe("AI automation agency");
  });

  it("reads a section without a label as its path", () => {
    expect(socialCardSection("/new-things/x")).toBe("New things");
  });
});
