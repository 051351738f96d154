import { parse as parseYaml } from "yaml";
import type { z } from "zod";

/** An error that names the content file and the field at fault ("x.md: field "slug": is missing"). */
export type ContentErrorClass = new (file: string, field: string, problem: string) => Error;

const frontmatterPattern = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/**
 * A Markdown file's front matter checked against `schema`, and the body after it. The first
 * problem fails, with the file and field named.
 */
export function readFrontmatter<Schema extends z.ZodType>(
  file: string,
  source: string,
  {
    schema,
    error: ContentError,
    yamlVersion = "1.2",
  }: {
    schema: Schema;
    error: ContentErrorClass;
    yamlVersion?: "1.1" | "1.2";
  },
): { data: z.infer<Schema>; body: string } {
  const match = frontmatterPattern.exec(source);
  if (!match) throw new ContentError(file, "frontmatter", "missing: the file must start with a --- block");
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "", { version: yamlVersion });
  } catch (error) {
    throw new ContentError(file, "frontmatter", `not valid YAML (${(error as Error).message.split("\n")[0]})`);
  }
  const checked = schema.safeParse(data ?? {});
  if (!checked.success) {
    const [issue] = checked.error.issues;
    if (!issue) throw new ContentError(file, "frontmatter", checked.error.message);
    const field = issue.path.length ? `field "${issue.path.join(".")}"` : "frontmatter";
    const missing = issue.code === "invalid_type" && issue.message.endsWith("received undefined");
    throw new ContentError(file, field, missing ? "is missing" : issue.message);
  }
  return { data: checked.data, body: source.slice(match[0].length) };
}
