import { describe, expect, it } from "vitest";
import { messageParts } from "./links";

describe("messageParts", () => {
  it("turns [label](/path) into an internal link", () => {
    expect(messageParts("See [our plans](/pricing) today.")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "our plans", href: "/pricing", internal: true },
      { kind: "text", text: " today." },
    ]);
  });

  it("turns bare https addresses into external links, without trailing punctuation", () => {
    expect(messageParts("Docs: https://example.com/a?b=1.")).toEqual([
      { kind: "text", text: "Docs: " },
      { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1", internal: false },
      { kind: "text", text: "." },
    ]);
  });

  it.each([
    "[click](javascript:alert(1))",
    "[x](//evil.example)",
    '<a href="/pricing">raw html</a>',
    "[x](data:text/html,hi)",
  ])("keeps %s as text", (message) => {
    expect(messageParts(message).filter((part) => part.kind === "link")).toEqual([]);
  });
});
