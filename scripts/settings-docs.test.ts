import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { settingRows } from "../app/lib/env-settings";
import { buildSettingsSchema } from "../app/lib/public-settings";
import { serverSettingsSchema } from "../server/config";
import { ENV_EXAMPLE_FILE, envExample, README_FILE, readmeWithSettings } from "./settings-docs";

const fix = "run `npm run settings:docs` and commit the result";

describe("settings documentation", () => {
  it(`README.md's settings table is the one the schemas give (${fix})`, async () => {
    const readme = await readFile(README_FILE, "utf8");
    expect(readme).toBe(readmeWithSettings(readme));
  });

  it(`.env.example is the one the schemas give (${fix})`, async () => {
    expect(await readFile(ENV_EXAMPLE_FILE, "utf8")).toBe(envExample());
  });

  it("documents every variable the server and the build read, secrets marked", () => {
    const rows = [...settingRows(serverSettingsSchema.shape), ...settingRows(buildSettingsSchema.shape)];
    const names = rows.map((row) => row.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of [
      "SMTP_URL",
      "MAIL_TO",
      "MAIL_FROM",
      "CHAT_WEBHOOK_URL",
      "INQUIRY_WEBHOOK_URL",
      "EMAILJS_SERVICE_ID",
      "RATE_LIMIT_MAX",
      "RATE_LIMIT_WINDOW_SECONDS",
      "DATABASE_URL",
      "SITE_URL",
    ]) {
      expect(names).toContain(name);
    }
    expect(rows.filter((row) => row.secret).map((row) => row.name)).toEqual(
      expect.arrayContaining([
        "SMTP_URL",
        "DATABASE_URL",
        "INQUIRY_WEBHOOK_SECRET",
        "EMAILJS_PRIVATE_KEY",
        "CHAT_WEBHOOK_BASIC_AUTH",
      ]),
    );
    for (const row of rows) expect(row.description.length, row.name).toBeGreaterThan(15);
  });

  it("puts no secret's value in .env.example", () => {
    const secrets = settingRows(serverSettingsSchema.shape).filter((row) => row.secret);
    const example = envExample();
    for (const { name } of secrets) expect(example).toMatch(new RegExp(`^# ${name}=$`, "m"));
  });
});
