import { describe, expect, it } from "vitest";
import { svgDataUri } from "./svg-data-uri";

describe("svgDataUri", () => {
  it("escapes what a valid URL must, spaces included, and keeps the rest readable", () => {
    expect(svgDataUri('<svg viewBox="0 0 2 2"><rect fill="#4f46e5" width="100%"/></svg>\n')).toBe(
      "data:image/svg+xml,%3Csvg%20viewBox=%220%200%202%202%22%3E%3Crect%20fill=%22%234f46e5%22%20width=%22100%25%22/%3E%3C/svg%3E",
    );
  });

  it("gives an address the browser reads back as the same image", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><title>A & B</title><circle r="2"/></svg>';
    expect(decodeURIComponent(svgDataUri(svg).replace("data:image/svg+xml,", ""))).toBe(svg);
  });
});
