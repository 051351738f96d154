import type { PublicSettings } from "./public-settings";
import { builtAt, publicSettings } from "./settings-source";

/** The checked public settings (see public-settings.ts); in a build, those it was made with. */
export const settings: PublicSettings = publicSettings;

/** When this build was made (ISO time); what prerendered pages show until the browser knows better. */
export const buildTime: string = builtAt;
export const buildYear: number = new Date(buildTime).getUTCFullYear();
