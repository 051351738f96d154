import { describe, expect, it } from "vitest";
import { headLimitProblems, headTextOf } from "./head-limits";

describe("headLimitProblems", () => {
  const description = "A description long enough to be shown in full by search engines for this page.";

  it("passes a page within the limits", () => {
    expect(headLimitProblems([{ path: "/a", title: "Short title | Cleverobotics", description }])).toEqual([]);
  });

  it("names each page whose title is too long or whose description is too short, too long or missing", () => {
    const problems = headLimitProblems([
      { path: "/long", title: "x".repeat(61), description },
      { path: "/short", title: "ok", description: "Too short." },
      { path: "/wordy", title: "ok", description: "y".repeat(161) },
      { path: "/none", title: "ok", description: null },
    ]);
    expect(problems.map((problem) => problem.split(":")[0])).toEqual(["/long", "/short", "/wordy", "/none"]);
  });
});

describe("headTextOf", () => {
  it("reads the title and description as a reader sees them", () => {
    const html =
      '<title>Fish &amp; Chips | Cleverobotics</title><meta name="description" content="Say &quot;hi&quot;"/>';
    expect(headTextOf("/x", html)).toEqual({
      path: "/x",
      title: "Fish & Chips | Cleverobotics",
      description: 'Say "hi"',
    });
  });
});
