import { describe, expect, it } from "vitest";
import { forTerminal, jsonForTerminal } from "./terminal-text";
import { liveCharacters, terminalAttack } from "./testing/terminal-attacks";

const hostile = `${terminalAttack}\u2066\u2069\u2028\u2029\u200b\u{e0041}\ud800\x00\x7f`;

describe("forTerminal", () => {
  it("shows every control, separator and invisible format character as a visible escape", () => {
    const shown = forTerminal(hostile);
    expect(liveCharacters(shown)).toEqual([]);
    expect(shown).toBe(
      "\\n2026-01-01T00:00:00Z\\t1.2.3.4\\tadmin@x\\tlogin\\r\\x1b[31m\\x1b]8;;https://evil.example\\x07click\\x1b]8;;\\x07" +
        "\\x9b\\u202e\\u2066\\u2069\\u2028\\u2029\\u200b\\u{e0041}\\ud800\\x00\\x7f",
    );
  });

  it("doubles a typed backslash, so a typed \\n differs from an escaped newline", () => {
    expect(forTerminal("a\\nb")).toBe("a\\\\nb");
    expect(forTerminal("a\nb")).toBe("a\\nb");
  });

  it("leaves ordinary text alone, other scripts and emoji included", () => {
    const text = "Meena Sundaram <meena@cleverobotics.com> — தமிழ், العربية, 日本語 🙂 ×37";
    expect(forTerminal(text)).toBe(text);
  });
});

describe("jsonForTerminal", () => {
  it("writes one inert line that parses back to exactly the value", () => {
    const value = { actor: hostile, count: 3 };
    const line = jsonForTerminal(value);
    expect(liveCharacters(line)).toEqual([]);
    expect(line).not.toContain("\u200b");
    expect(line).toContain("\\u202e");
    expect(line).toContain("\\u2028");
    expect(line).toContain("\\u009b");
    expect(JSON.parse(line)).toEqual(value);
  });
});
