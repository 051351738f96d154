import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Lexer, type Token, type Tokens } from "marked";
import { caseStudyFrontmatter } from "./case-study-frontmatter";
import type { CaseStudy } from "./case-study-types";
import { readFrontmatter } from "./frontmatter.server";

/**
 * The case studies: app/content/case-studies/*.md read and checked at build time (and by the
 * server's site assistant). Nothing here reaches the browser bundle: pages get what they need
 * through their loaders. A bad file fails the build with the file and field named.
 *
 * A file is YAML frontmatter (case-study-frontmatter.ts) and a body of three ## sections,
 * Challenge, Solution and Impact, each a run of plain paragraphs: the page sets them as text,
 * so Markdown formatting, lists and other blocks are refused rather than shown as typed.
 */
export const CASE_STUDIES_DIR = path.resolve("app/content/case-studies");

type ProseField = "challenge" | "solution" | "impact";

/** The body's ## headings and the fields they fill, in CaseStudy's order. */
export const proseSections: Readonly<Record<ProseField, string>> = {
  challenge: "Challenge",
  solution: "Solution",
  impact: "Impact",
};

const proseFields = Object.keys(proseSections) as ProseField[];
const sectionList = proseFields.map((field) => `## ${proseSections[field]}`).join(", ");

export class CaseStudyError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`${file}: ${field}: ${problem}`);
    this.name = "CaseStudyError";
  }
}

/** Reads one case study file's text; `file` names it in errors. */
export function parseCaseStudy(file: string, source: string): CaseStudy {
  // Read as YAML 1.1 readers do (an unquoted 2026-11-23 is a date, yes is true), so a value
  // that other readers, such as a content collection's, would take differently fails here.
  const { data, body } = readFrontmatter(file, source, {
    schema: caseStudyFrontmatter,
    error: CaseStudyError,
    yamlVersion: "1.1",
  });
  const prose = readBody(file, body);
  // CaseStudy's field order (the schema keeps it), the prose in its place: the loaders hand these
  // objects to the pages, and the order shows in their serialised data.
  const { technologies, gallery, testimonial, features, ...head } = data;
  return { ...head, ...prose, technologies, gallery, testimonial, ...(features && { features }) };
}

/** The body's sections as paragraph lists. */
function readBody(file: string, body: string): Pick<CaseStudy, ProseField> {
  const sections = new Map<ProseField, string[]>();
  let paragraphs: string[] | undefined;
  for (const token of Lexer.lex(body, { gfm: true })) {
    if (token.type === "space") continue;
    if (token.type === "heading" && token.depth === 2) {
      const field = proseFields.find((name) => proseSections[name] === token.text);
      if (!field) {
        throw new CaseStudyError(file, "body", `unknown section "## ${token.text}": the sections are ${sectionList}`);
      }
      if (sections.has(field)) throw new CaseStudyError(file, "body", `section "## ${token.text}" appears twice`);
      paragraphs = [];
      sections.set(field, paragraphs);
    } else if (token.type !== "paragraph") {
      throw new CaseStudyError(file, "body", `${describe(token)}: a section holds plain paragraphs only`);
    } else if (!paragraphs) {
      throw new CaseStudyError(file, "body", `text before the first section: start with ## ${proseSections.challenge}`);
    } else {
      paragraphs.push(plainText(file, token as Tokens.Paragraph));
    }
  }
  const prose = {} as Record<ProseField, string[]>;
  for (const field of proseFields) {
    const found = sections.get(field);
    if (!found) throw new CaseStudyError(file, "body", `section "## ${proseSections[field]}" is missing`);
    if (!found.length) throw new CaseStudyError(file, "body", `section "## ${proseSections[field]}" has no paragraphs`);
    prose[field] = found;
  }
  return prose;
}

/** A paragraph's text, if Markdown would show it exactly as written; lines of one paragraph join with a space. */
function plainText(file: string, paragraph: Tokens.Paragraph): string {
  const formatted = paragraph.tokens.find((token) => token.type !== "text");
  const where = `paragraph ${snippet(paragraph.text)}`;
  if (formatted) {
    throw new CaseStudyError(file, "body", `${where}: ${describe(formatted)} is not allowed (plain text only)`);
  }
  if (/&(#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i.test(paragraph.text)) {
    throw new CaseStudyError(file, "body", `${where}: write the character itself, not an HTML entity`);
  }
  return paragraph.text.replace(/[ \t]*\r?\n[ \t]*/g, " ");
}

/** A token for an error message: its kind and the start of its first line. */
function describe(token: Token): string {
  return `${token.type} ${snippet(token.raw.trim().split("\n")[0] ?? "")}`;
}

function snippet(text: string): string {
  return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}

/** Every case study in `dir`, in catalogue order (by id); ids and slugs must be unique. */
export function loadCaseStudies(dir = CASE_STUDIES_DIR): CaseStudy[] {
  const read = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const file = path.relative(process.cwd(), path.join(dir, name));
      return { file, study: parseCaseStudy(file, readFileSync(path.join(dir, name), "utf8")) };
    });
  // Shared values first: a copied file whose slug was not changed is a duplicate, not a misnamed file.
  for (const key of ["id", "slug"] as const) {
    const seen = new Map<unknown, string>();
    for (const { file, study } of read) {
      const other = seen.get(study[key]);
      if (other) {
        const value = JSON.stringify(study[key]);
        throw new CaseStudyError(file, `field "${key}"`, `${value} is also the ${key} of ${other}`);
      }
      seen.set(study[key], file);
    }
  }
  for (const { file, study } of read) {
    const expected = path.basename(file, ".md");
    if (study.slug !== expected) {
      throw new CaseStudyError(file, 'field "slug"', `must equal the file name "${expected}"`);
    }
  }
  return read.map(({ study }) => study).sort((a, b) => a.id - b.id);
}
