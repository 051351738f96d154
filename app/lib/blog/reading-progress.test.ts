import { describe, expect, it } from "vitest";
import { readingProgress } from "./reading-progress";

describe("readingProgress", () => {
  it("is 0 at the top, 50 in the middle and 100 at the end", () => {
    expect(readingProgress(0, 5000, 1000)).toBe(0);
    expect(readingProgress(2000, 5000, 1000)).toBe(50);
    expect(readingProgress(4000, 5000, 1000)).toBe(100);
  });

  it("stays within 0 to 100 when the browser overscrolls", () => {
    expect(readingProgress(-40, 5000, 1000)).toBe(0);
    expect(readingProgress(4100, 5000, 1000)).toBe(100);
  });

  it("reads 0 on a page that cannot scroll", () => {
    expect(readingProgress(0, 800, 1000)).toBe(0);
  });
});
