import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { type SettingRow, settingRows } from "../app/lib/env-settings";
import { buildSettingsSchema } from "../app/lib/public-settings";
import { serverSettingsSchema } from "../server/config";

/**
 * The README's settings table and `.env.example`, written from the settings schemas
 * (server/config.ts, app/lib/public-settings.ts) so that neither can drift from what the code
 * reads. `npm run settings:docs` rewrites both; settings-docs.test.ts fails when they differ.
 */

const projectRoot = path.resolve(import.meta.dirname, "..");
export const README_FILE = path.join(projectRoot, "README.md");
export const ENV_EXAMPLE_FILE = path.join(projectRoot, ".env.example");
const TABLE_START = "<!-- settings table: written by `npm run settings:docs` from the settings schemas -->";
const TABLE_END = "<!-- end of settings table -->";

const groups = [
  { title: "Server", note: "read at start", rows: settingRows(serverSettingsSchema.shape) },
  {
    title: "Build",
    note: "baked into the pages: run `npm run build` after a change",
    rows: settingRows(buildSettingsSchema.shape),
  },
];

const cell = (value: string) => value.replaceAll("|", "\\|").replaceAll("\n", " ");

function tableRow(row: SettingRow): string {
  const name = `\`${row.name}\`${row.secret ? " (secret)" : ""}`;
  const fallback = row.default !== undefined ? `\`${row.default}\`` : (row.derivedDefault ?? "none");
  return `| ${name} | ${cell(row.type)} | ${fallback} | ${cell(row.description)} |`;
}

export function settingsTable(): string {
  return groups
    .map(({ title, note, rows }) =>
      [
        `**${title} settings** (${note})`,
        "",
        "| variable | value | default | what it is |",
        "| --- | --- | --- | --- |",
        ...rows.map(tableRow),
      ].join("\n"),
    )
    .join("\n\n");
}

/** The README with its settings table replaced by the one the schemas give. */
export function readmeWithSettings(readme: string): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start)
    throw new Error(`README.md lacks the settings table markers:\n${TABLE_START}\n${TABLE_END}`);
  return `${readme.slice(0, start + TABLE_START.length)}\n\n${settingsTable()}\n\n${readme.slice(end)}`;
}

function wrapComment(text: string, width = 100): string[] {
  const lines: string[] = [];
  let line = "#";
  for (const word of text.split(/\s+/)) {
    if (line.length + word.length + 1 > width && line !== "#") {
      lines.push(line);
      line = "#";
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

function envEntry(row: SettingRow): string[] {
  const plain = row.description.replaceAll("`", "");
  const kind = row.type.replaceAll("`", "");
  const sentence = `${plain[0]!.toUpperCase()}${plain.slice(1)}`;
  const comment = wrapComment(`${sentence}. Value: ${kind}${row.secret ? " (a secret)" : ""}.`);
  if (row.default !== undefined) return [...comment, `# ${row.name}=${row.default}`];
  if (row.secret) return [...comment, ...(row.example ? [`# e.g. ${row.example}`] : []), `# ${row.name}=`];
  return [...comment, `# ${row.name}=${row.example ?? ""}`];
}

export function envExample(): string {
  const header = [
    "# Settings of the Cleverobotics website. Every one is optional: with none, `npm start` serves",
    "# the site on port 3000 and keeps leads in data/site.db (see them with `npm run leads`).",
    "# Copy this file to .env and remove the `# ` before a setting to change it; `npm start` and",
    "# compose.yaml read .env. Written by `npm run settings:docs` from the settings schemas",
    "# (server/config.ts, app/lib/public-settings.ts); do not edit it by hand.",
  ];
  const sections = groups.map(({ title, note, rows }) =>
    [`# ── ${title} settings (${note}) ──`, "", ...rows.flatMap((row) => [...envEntry(row), ""])].join("\n"),
  );
  return `${header.join("\n")}\n\n${sections.join("\n").trimEnd()}\n`;
}

if (process.argv[1] === import.meta.filename) {
  await writeFile(README_FILE, readmeWithSettings(await readFile(README_FILE, "utf8")));
  await writeFile(ENV_EXAMPLE_FILE, envExample());
  console.log("README.md settings table and .env.example written from the settings schemas.");
}
