import { z } from "zod";

/**
 * Settings read from environment variables, declared once as zod schemas: each variable's
 * check, its default, its description and whether it is a secret. The same declarations
 * check the values at start, and write the README's settings table and `.env.example`
 * (scripts/settings-docs.ts). Used by the build (public-settings.ts) and the server
 * (server/config.ts).
 */

export type Env = Record<string, string | undefined>;

export class SettingsError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Setting ${variable} ${problem}`);
    this.name = "SettingsError";
  }
}

/** What the documentation says of a setting. */
export interface SettingDoc {
  /** The kind of value, as an operator would write it ("whole number 1 to 65535"). */
  type: string;
  description: string;
  /** The default as written in the environment; absent when the setting is off unless set. */
  default?: string;
  /** For a default that follows from other settings, what it is ("`CONTACT_EMAIL`"). */
  derivedDefault?: string;
  /** Holds a password or key: never logged, left blank in `.env.example`. */
  secret?: boolean;
  /** A value to show in `.env.example` for a setting without a default. */
  example?: string;
  /** Still read, only to refuse it with a pointer to its replacement; not documented. */
  retired?: boolean;
}

declare module "zod" {
  interface GlobalMeta {
    setting?: SettingDoc;
  }
}

type Raw = string | undefined;
/** A setting's schema: takes the raw variable (trimmed; undefined when unset or blank). */
export type SettingSchema<T> = z.ZodType<T, Raw>;

function documented<T>(schema: z.ZodType<T, Raw>, doc: SettingDoc): SettingSchema<T> {
  return schema.meta({ setting: doc });
}

type Described = Omit<SettingDoc, "type" | "default">;

/** Free text; `fallback` when unset. */
export function text(doc: Described & { fallback: string }): SettingSchema<string>;
export function text(doc: Described): SettingSchema<string | undefined>;
export function text({ fallback, ...doc }: Described & { fallback?: string }) {
  return documented(
    z
      .string()
      .optional()
      .transform((value) => value ?? fallback),
    { type: "text", ...doc, ...(fallback !== undefined && { default: fallback }) },
  );
}

/** Text that must match `pattern`; `expected` completes "must be ..." in the error. */
type MatchingDoc = Described & { type?: string };
export function matching(
  pattern: RegExp,
  expected: string,
  doc: MatchingDoc & { fallback: string },
): SettingSchema<string>;
export function matching(pattern: RegExp, expected: string, doc: MatchingDoc): SettingSchema<string | undefined>;
export function matching(pattern: RegExp, expected: string, doc: MatchingDoc & { fallback?: string }) {
  const { fallback, type = "text", ...rest } = doc;
  return documented(
    z
      .string()
      .optional()
      .transform((value) => value ?? fallback)
      .refine((value) => value === undefined || pattern.test(value), {
        error: (issue) => `must be ${expected}, got "${issue.input}"`,
      }),
    { type, ...rest, ...(fallback !== undefined && { default: fallback }) },
  );
}

export function wholeNumber(doc: Described & { min: number; max: number; fallback: number }): SettingSchema<number> {
  const { min, max, fallback, ...rest } = doc;
  const inRange = (raw: string) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max;
  return documented(
    z
      .string()
      .optional()
      .refine((raw) => raw === undefined || inRange(raw), {
        error: (issue) => `must be a whole number from ${min} to ${max}, got "${issue.input}"`,
      })
      .transform((raw) => (raw === undefined ? fallback : Number(raw))),
    { type: `whole number, ${min} to ${max}`, ...rest, default: String(fallback) },
  );
}

export function yesNo(doc: Described & { fallback: boolean }): SettingSchema<boolean> {
  const { fallback, ...rest } = doc;
  return documented(
    z
      .string()
      .optional()
      .refine((raw) => raw === undefined || raw === "true" || raw === "false", {
        error: (issue) => `must be true or false, got "${issue.input}"`,
      })
      .transform((raw) => (raw === undefined ? fallback : raw === "true")),
    { type: "`true` or `false`", ...rest, default: String(fallback) },
  );
}

export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  doc: Described & { fallback: T[number] },
): SettingSchema<T[number]> {
  const { fallback, ...rest } = doc;
  return documented(
    z
      .string()
      .optional()
      .refine((raw) => raw === undefined || values.includes(raw), {
        error: (issue) => `must be one of ${values.join(", ")}, got "${issue.input}"`,
      })
      .transform((raw) => (raw ?? fallback) as T[number]),
    { type: values.map((value) => `\`${value}\``).join(", "), ...rest, default: fallback },
  );
}

/** An absolute http(s) URL, kept without its trailing slashes. */
export function httpUrl(doc: Described & { fallback: string }): SettingSchema<string>;
export function httpUrl(doc: Described): SettingSchema<string | undefined>;
export function httpUrl({ fallback, ...doc }: Described & { fallback?: string }) {
  return documented(
    z
      .string()
      .optional()
      .transform((raw, context) => {
        const value = raw ?? fallback;
        if (value === undefined) return undefined;
        let url: URL;
        try {
          url = new URL(value);
        } catch {
          context.addIssue({ code: "custom", message: `must be an absolute http(s) URL, got "${value}"` });
          return z.NEVER;
        }
        if (url.protocol !== "http:" && url.protocol !== "https:") {
          context.addIssue({ code: "custom", message: `must be an http(s) URL, got "${value}"` });
          return z.NEVER;
        }
        return value.replace(/\/+$/, "");
      }),
    { type: "http(s) URL", ...doc, ...(fallback !== undefined && { default: fallback }) },
  );
}

/** A setting that was replaced: any value stops the start with a pointer to what replaced it. */
export function retired(replacement: string): SettingSchema<undefined> {
  return documented(
    z
      .string()
      .optional()
      .refine((raw) => raw === undefined, { error: `was replaced by ${replacement}; remove it` })
      .transform(() => undefined),
    { type: "retired", description: `replaced by ${replacement}`, retired: true },
  );
}

/** Trimmed values, blanks dropped: `PORT=` in a file means "not set". */
export function presentValues(env: Env, names: Iterable<string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const raw = env[name]?.trim();
    if (raw) values[name] = raw;
  }
  return values;
}

/**
 * Checks `env` against an object of settings; the first problem becomes a SettingsError
 * that names its variable ("Setting PORT must be ...").
 */
export function readSettings<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  env: Env,
): z.output<z.ZodObject<Shape>> {
  const result = schema.safeParse(presentValues(env, Object.keys(schema.shape)));
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new SettingsError(String(issue?.path[0] ?? "?"), issue?.message ?? "is not valid");
}

/** A setting as the README table and `.env.example` show it. */
export interface SettingRow extends SettingDoc {
  name: string;
}

/** The documented settings of a schema's shape, in declaration order. */
export function settingRows(shape: Record<string, z.ZodType>): SettingRow[] {
  return Object.entries(shape).flatMap(([name, schema]) => {
    const doc = schema.meta()?.setting;
    if (!doc) throw new Error(`Setting ${name} has no documentation (declare it with the builders of env-settings.ts)`);
    return doc.retired ? [] : [{ name, ...doc }];
  });
}
