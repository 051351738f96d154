import { describe, expect, it } from "vitest";
import { toCsv } from "./csv";

const one = (value: string) => toCsv(["value"], [{ value }]).split("\r\n").slice(1).join("\r\n").replace(/\r\n$/, "");

describe("toCsv", () => {
  it("prefixes a formula with ' and keeps the rest of the cell as the visitor wrote it", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      const value = `${start}SUM(A1:A9)`;
      expect(toCsv(["v"], [{ v: value }]), JSON.stringify(value)).toContain(`'${value}`);
    }
    expect(one("=1+1")).toBe("'=1+1");
    expect(one('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(one("Please call after 6 pm")).toBe("Please call after 6 pm");
  });

  it("sees through white space and invisible characters before the formula", () => {
    const invisible = [
      "\u00AD", // soft hyphen
      "\u180E", // Mongolian vowel separator
      "\u3164", // Hangul filler
      "\uFFA0", // halfwidth Hangul filler
      "\u115F", // Hangul choseong filler
      "\u1160", // Hangul jungseong filler
      "\u200B", // zero-width space
      "\u200C", // zero-width non-joiner
      "\u200D", // zero-width joiner
      "\u2060", // word joiner
      "\uFEFF", // BOM
      "\u200E", // left-to-right mark
      "\u200F", // right-to-left mark
      "\u061C", // Arabic letter mark
      "\u202A", // left-to-right embedding
      "\u202E", // right-to-left override
      "\u2066", // left-to-right isolate
      "\u2069", // pop directional isolate
      " ",
      "\u00A0",
      "\u3000",
      "\n",
    ];
    for (const lead of invisible) {
      const value = `${lead}=cmd|' /C calc'!A0`;
      const code = `U+${lead.codePointAt(0)!.toString(16).toUpperCase()}`;
      expect(toCsv(["v"], [{ v: value }]), code).toContain(`'${value}`);
    }
    // Several at once, before a fullwidth sign.
    expect(one("\u200B\u00AD \u3164\uFF1D1+1")).toBe("'\u200B\u00AD \u3164\uFF1D1+1");
  });

  it("takes fullwidth and small lookalikes of = + - @ for what they look like", () => {
    for (const sign of ["\uFF1D", "\uFF0B", "\uFF0D", "\uFF20", "\uFE66", "\uFE62", "\uFE63", "\uFE6B"]) {
      const value = `${sign}SUM(A1:A9)`;
      expect(one(value), `U+${sign.codePointAt(0)!.toString(16).toUpperCase()}`).toBe(`'${value}`);
    }
  });

  it("leaves every other cell exactly as it is, invisible characters included", () => {
    for (const value of ["", "Selvi", "\u200BSelvi", "\u00ADa=b", "a-b", "98400 12345", "வணக்கம்", "\u3164", "'=x"]) {
      expect(one(value), JSON.stringify(value)).toBe(value);
    }
  });
});
