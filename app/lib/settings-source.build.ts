import type { PublicSettings } from "./public-settings";

declare const __PUBLIC_SETTINGS__: PublicSettings;
declare const __BUILD_TIME__: string;

/** The public settings of a Vite build: constants written in by `define` (build-defines.ts). */
export const publicSettings: PublicSettings = __PUBLIC_SETTINGS__;
export const builtAt: string = __BUILD_TIME__;
