import { describe, expect, it } from "vitest";
import { canonicalHref } from "./canonical";

describe("canonicalHref", () => {
  it.each([
    ["/services/rpa", "/services/rpa/"],
    ["/services/rpa/", "/services/rpa/"],
    ["/services/rpa?topic=rpa#faq", "/services/rpa/?topic=rpa#faq"],
    ["/services", "/services"],
    ["/about/", "/about"],
    ["/contact?topic=demo", "/contact?topic=demo"],
    ["/", "/"],
    ["#features", "#features"],
    ["https://wa.me/914446318800", "https://wa.me/914446318800"],
    ["//evil.example/services/x", "//evil.example/services/x"],
  ])("gives %s as %s", (href, expected) => {
    expect(canonicalHref(href)).toBe(expected);
  });
});
