import { describe, expect, it } from "vitest";
import { readServerConfig, SettingsError } from "./config";

describe("readServerConfig", () => {
  it("needs no settings", () => {
    expect(readServerConfig({})).toMatchObject({ port: 3000, host: "0.0.0.0", logLevel: "info" });
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "0"],
    ["LOG_LEVEL", "loud"],
    ["SITE_URL", "nope"],
  ])("stops on a bad %s and names it", (variable, value) => {
    expect(() => readServerConfig({ [variable]: value })).toThrow(SettingsError);
    expect(() => readServerConfig({ [variable]: value })).toThrow(new RegExp(`^Setting ${variable} `));
  });
});
