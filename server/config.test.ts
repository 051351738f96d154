import { describe, expect, it } from "vitest";
import { readServerConfig, SettingsError } from "./config";

describe("readServerConfig", () => {
  it("needs no settings", () => {
    expect(readServerConfig({})).toMatchObject({ port: 3000, host: "0.0.0.0", logLevel: "info" });
  });

  it("keeps rate limits in memory unless REDIS_URL names a Redis server", () => {
    expect(readServerConfig({}).redisUrl).toBeUndefined();
    expect(readServerConfig({ REDIS_URL: "rediss://user:secret@cache.internal:6380/2" }).redisUrl).toBe(
      "rediss://user:secret@cache.internal:6380/2",
    );
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "0"],
    ["LOG_LEVEL", "loud"],
    ["SITE_URL", "nope"],
    ["REDIS_URL", "http://cache.internal:6379"],
    ["REDIS_URL", "cache.internal"],
  ])("stops on a bad %s and names it", (variable, value) => {
    expect(() => readServerConfig({ [variable]: value })).toThrow(SettingsError);
    expect(() => readServerConfig({ [variable]: value })).toThrow(new RegExp(`^Setting ${variable} `));
  });
});
