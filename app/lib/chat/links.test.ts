import { describe, expect, it } from "vitest";
import { linkTarget } from "./links";

describe("linkTarget", () => {
  it("keeps site paths inside the site", () => {
    expect(linkTarget("/pricing")).toEqual({ href: "/pricing", internal: true });
    expect(linkTarget("/contact?topic=demo")).toEqual({ href: "/contact?topic=demo", internal: true });
  });

  it("opens http and https addresses outside", () => {
    expect(linkTarget("https://example.com/a?b=1")).toEqual({ href: "https://example.com/a?b=1", internal: false });
    expect(linkTarget("HTTP://example.com")).toEqual({ href: "HTTP://example.com", internal: false });
  });

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,hi",
    "//evil.example",
    "/\\evil.example",
    "mailto:a@example.com",
    "https:///nohost",
    "pricing",
  ])("makes no link of %s", (href) => {
    expect(linkTarget(href)).toBeNull();
  });
});
