import type { NavGroup } from "./navigation";

declare const __HEADER_MENUS__: readonly NavGroup[];

/**
 * The header menus, built from the page registry when the bundle is built (build-defines.ts), so
 * that every page module's copy stays out of the scripts every page loads.
 */
export const headerMenus: readonly NavGroup[] = __HEADER_MENUS__;
