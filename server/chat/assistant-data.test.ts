import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dataSchemas, loadData } from "./assistant-data";

const folderWith = (file: string, content: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), "assistant-data-"));
  writeFileSync(path.join(dir, file), content);
  return dir;
};

describe("the assistant's data files", () => {
  it.each(Object.keys(dataSchemas) as (keyof typeof dataSchemas)[])("loads and validates %s", (file) => {
    expect(() => loadData(file)).not.toThrow();
  });

  it("names the file and the field when a file is invalid", () => {
    const dir = folderWith(
      "thresholds.json",
      JSON.stringify({ minScore: 3, minCoverage: 1.5, minTriggeredCoverage: 0 }),
    );
    expect(() => loadData("thresholds.json", dir)).toThrow(/thresholds\.json is invalid at minCoverage/);
  });

  it("refuses a pattern that is not a regular expression", () => {
    const lexicon = {
      words: {},
      phrases: [{ pattern: "(unclosed", meaning: "x" }],
      stopWords: [],
      followUpWords: ["it"],
    };
    const dir = folderWith("lexicon.json", JSON.stringify(lexicon));
    expect(() => loadData("lexicon.json", dir)).toThrow(/phrases\.0\.pattern: not a valid regular expression/);
  });

  it("refuses a file that is not JSON", () => {
    const dir = folderWith("plans.json", "{ not json");
    expect(() => loadData("plans.json", dir)).toThrow(/plans\.json cannot be read/);
  });
});
