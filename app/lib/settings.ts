import type { PublicSettings } from "./public-settings";

declare const __PUBLIC_SETTINGS__: PublicSettings;
declare const __BUILD_TIME__: string;

/** The checked public settings of this build (see public-settings.ts and vite.config.ts). */
export const settings: PublicSettings = __PUBLIC_SETTINGS__;

/** When this build was made (ISO time); what prerendered pages show until the browser knows better. */
export const buildTime: string = __BUILD_TIME__;
export const buildYear: number = new Date(buildTime).getUTCFullYear();
