import { describe, expect, it } from "vitest";
import { excerpt } from "./format";

describe("excerpt (the inbox list's line of a message)", () => {
  it("keeps a short message whole, on one line", () => {
    expect(excerpt("Need a bot.\n\tFor 200 orders a day.")).toBe("Need a bot. For 200 orders a day.");
  });

  it("cuts between letters, never inside a Tamil letter or an emoji", () => {
    expect(excerpt("கொள்முதல்", 3)).toBe("கொள்…");
    expect(excerpt("Team 👨\u200D👩\u200D👧👨\u200D👩\u200D👧 here", 7)).toBe("Team 👨\u200D👩\u200D👧…");
    const cut = excerpt("ஆர்டர் ".repeat(60));
    expect(cut.endsWith("…")).toBe(true);
    expect(cut).not.toContain("\uFFFD");
    expect(cut.slice(0, -1).normalize()).toBe(cut.slice(0, -1));
  });
});
