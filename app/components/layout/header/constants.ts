/** From this width the menu bar shows; below it, the phone menu. */
export const WIDE_SCREEN = "(min-width: 80rem)";

/** Past this many pixels of scroll the header turns solid. */
export const SOLID_HEADER_SCROLL = 10;

export const MOBILE_MENU_ID = "mobile-menu";
