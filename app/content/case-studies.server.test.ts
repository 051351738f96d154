import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { CASE_STUDIES_DIR, loadCaseStudies, parseCaseStudy } from "./case-studies.server";

const fixtures = path.resolve(import.meta.dirname, "__fixtures__/case-studies");
const valid = readFileSync(path.join(fixtures, "valid/sample-study.md"), "utf8");
const parse = (source: string) => () => parseCaseStudy("case-studies/sample-study.md", source);

/** Directories made for one test, holding the given files. */
const made: string[] = [];
function directoryWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "case-studies-"));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("case study loader", () => {
  it("reads the frontmatter and the body's sections into a case study", () => {
    const [study] = loadCaseStudies(path.join(fixtures, "valid"));
    expect(study).toMatchObject({
      id: 7,
      slug: "sample-study",
      wordmark: { name: "Sample", face: "wide", note: "A test fixture" },
      results: { firstMetric: "−45%", secondMetric: "1,200+", thirdMetric: "<1 min" },
      updated: "2026-11-23",
      features: { firstFeature: { title: "The first feature" } },
    });
    expect(study?.challenge).toEqual([
      'The first paragraph of the challenge, with "quotes", a dash – and a minus −45%.',
      "The second paragraph, written over two lines.",
    ]);
    expect(study?.solution).toEqual(["The solution, in one paragraph: 5 case oil, 2 bag rice & <1 min replies."]);
    expect(study?.impact).toEqual(["The impact, in one paragraph. தமிழ் text stays as written."]);
  });

  it("gives the fields in CaseStudy's order, whatever the file's order", () => {
    const order = Object.keys(parseCaseStudy("sample-study.md", valid));
    const reordered = valid.replace(/^id: 7\n/m, "").replace("features:", "id: 7\nfeatures:");
    expect(Object.keys(parseCaseStudy("sample-study.md", reordered))).toEqual(order);
    expect(order).toEqual([
      ...["id", "slug", "title", "client", "wordmark", "category", "description", "metaDescription", "image"],
      ...["heroImage", "tags", "results", "duration", "year", "updated", "teamSize", "challenge", "solution"],
      ...["impact", "technologies", "gallery", "testimonial", "features"],
    ]);
    const withoutFeatures = valid.replace(/^features:[\s\S]*?(?=^---)/m, "");
    expect(parseCaseStudy("sample-study.md", withoutFeatures)).not.toHaveProperty("features");
  });

  it("fails naming the file and the field when a field is missing", () => {
    expect(parse(valid.replace("duration: 6 weeks\n", ""))).toThrow(
      /^case-studies\/sample-study\.md: field "duration": is missing$/,
    );
    expect(parse(valid.replace("    alt: The second screen of the sample study's gallery\n", ""))).toThrow(
      /sample-study\.md: field "gallery\.1\.alt": is missing/,
    );
  });

  it("fails naming the file and the field when a value has the wrong type", () => {
    expect(parse(valid.replace("year: 2025", 'year: "2025"'))).toThrow(
      /sample-study\.md: field "year": Invalid input: expected number, received string/,
    );
    expect(parse(valid.replace("tags: [Testing, Fixtures]", "tags: Testing"))).toThrow(
      /field "tags": .*expected array/,
    );
    expect(parse(valid.replace('updated: "2026-11-23"', "updated: 23 November 2026"))).toThrow(
      /field "updated": must be an ISO date/,
    );
    expect(parse(valid.replace('"2026-11-23"', "2026-11-23"))).toThrow(
      /field "updated": must be an ISO date in quotes/,
    );
    expect(parse(valid.replace("note: A test fixture", "note: yes"))).toThrow(
      /field "wordmark\.note": .*received boolean/,
    );
  });

  it("names nested fields and rejects wrong or unknown ones", () => {
    expect(parse(valid.replace("width: 800", "width: 801"))).toThrow(/field "image\.width": must be 800/);
    expect(parse(valid.replace("face: wide", "face: bold"))).toThrow(/field "wordmark\.face": must be one of: serif/);
    expect(parse(valid.replace("category: AI Automation", "category: Robots"))).toThrow(
      /field "category": must be one of: Healthcare Technology/,
    );
    expect(parse(valid.replace("thirdMetric: <1 min ", ""))).toThrow(/field "results": must name exactly three/);
    expect(parse(valid.replace("firstMetric:", "first_metric:"))).toThrow(/field "results\.first_metric"/);
    expect(parse(valid.replace("year: 2025", "year: 2025\nclientLogo: x.png"))).toThrow(/frontmatter: .*clientLogo/);
    expect(parse(valid.replace('"2026-11-23"', '"2024-01-01"'))).toThrow(/field "updated": must not be before/);
    expect(parse("No frontmatter at all")).toThrow(/frontmatter: missing/);
  });

  it("takes only the three sections, each once, as plain paragraphs", () => {
    expect(parse(valid.replace("## Impact", "## Results"))).toThrow(
      /sample-study\.md: body: unknown section "## Results": the sections are ## Challenge, ## Solution, ## Impact/,
    );
    expect(parse(valid.replace("## Impact", "## Solution"))).toThrow(/body: section "## Solution" appears twice/);
    expect(parse(valid.replace(/## Impact[\s\S]*$/, ""))).toThrow(/body: section "## Impact" is missing/);
    expect(parse(valid.replace(/(## Impact\n)[\s\S]*$/, "$1"))).toThrow(/body: section "## Impact" has no paragraphs/);
    expect(parse(valid.replace("## Challenge", "An opening line.\n\n## Challenge"))).toThrow(
      /body: text before the first section/,
    );
  });

  it("refuses Markdown the page would show as typed", () => {
    expect(parse(valid.replace('with "quotes"', "with *emphasis*"))).toThrow(
      /body: paragraph "The first .*: em "\*emphasis\*"/,
    );
    expect(parse(valid.replace("The impact, in", "[A link](/contact) and the impact, in"))).toThrow(/: link /);
    expect(parse(valid.replace("2 bag rice &", "2 bag rice &amp;"))).toThrow(/not an HTML entity/);
    expect(parse(valid.replace("The impact, in one paragraph.", "- a list item"))).toThrow(/body: list "- a list item/);
    expect(parse(valid.replace("## Impact", "### Impact"))).toThrow(/body: heading "### Impact"/);
  });

  it("fails on a slug or an id two files share, naming both files", () => {
    const copy = valid.replace("id: 7", "id: 8");
    const slugs = directoryWith({ "sample-study.md": valid, "second-study.md": copy });
    expect(() => loadCaseStudies(slugs)).toThrow(
      /second-study\.md: field "slug": "sample-study" is also the slug of .*sample-study\.md/,
    );
    const ids = directoryWith({
      "sample-study.md": valid,
      "second-study.md": valid.replace(/sample-study/g, "second-study"),
    });
    expect(() => loadCaseStudies(ids)).toThrow(/second-study\.md: field "id": 7 is also the id of .*sample-study\.md/);
  });

  it("requires the slug to be the file name", () => {
    const dir = directoryWith({ "another-name.md": valid });
    expect(() => loadCaseStudies(dir)).toThrow(
      /another-name\.md: field "slug": must equal the file name "another-name"/,
    );
  });

  it("reads the site's stories in catalogue order, with frontmatter any YAML reader reads alike", () => {
    expect(loadCaseStudies().map((study) => study.id)).toEqual([1, 2, 3, 4, 5, 6]);
    // Some YAML readers take an unquoted 2026-11-23 for a date, or yes for true: quote such values.
    for (const name of readdirSync(CASE_STUDIES_DIR)) {
      const frontmatter = readFileSync(path.join(CASE_STUDIES_DIR, name), "utf8").split(/^---$/m)[1] ?? "";
      expect(parseYaml(frontmatter, { version: "1.1" }), name).toEqual(parseYaml(frontmatter));
    }
  });
});
