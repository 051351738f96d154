import { type PublicSettings, readPublicSettings, SettingsError } from "../app/lib/public-settings";

export { SettingsError };

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** The settings the pages were (or will be) built with. */
  site: PublicSettings;
}

const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** Reads and checks every server setting once at start; a bad value throws a SettingsError naming it. */
export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const rawPort = env.PORT?.trim() || "3000";
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port < 1 || port > 65535) {
    throw new SettingsError("PORT", `must be a whole number from 1 to 65535, got "${rawPort}"`);
  }

  const host = env.HOST?.trim() || "0.0.0.0";

  const logLevel = (env.LOG_LEVEL?.trim() || "info") as ServerConfig["logLevel"];
  if (!logLevels.includes(logLevel)) {
    throw new SettingsError("LOG_LEVEL", `must be one of ${logLevels.join(", ")}, got "${logLevel}"`);
  }

  return { port, host, logLevel, site: readPublicSettings(env) };
}
