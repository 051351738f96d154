import { describe, expect, it } from "vitest";
import { firstLetters, letterCount } from "./letters";

describe("letters", () => {
  it.each([
    ["கொ", 1],
    ["\u0B95\u0BC6\u0BBE", 1],
    ["க்", 1],
    ["கொள்முதல்", 5],
    ["👨\u200D👩\u200D👧", 1],
    ["🏳\uFE0F\u200D🌈👩🏽\u200D💻", 2],
    ["e\u0301", 1],
    ["", 0],
  ])("counts %s as %i", (text, count) => {
    expect(letterCount(text)).toBe(count);
  });

  it("cuts between letters, never inside one", () => {
    expect(firstLetters("கொள்முதல்", 1)).toBe("கொ");
    expect(firstLetters("கொள்முதல்", 2)).toBe("கொள்");
    expect(firstLetters("a👨\u200D👩\u200D👧b", 2)).toBe("a👨\u200D👩\u200D👧");
    expect(firstLetters("short", 10)).toBe("short");
  });
});
