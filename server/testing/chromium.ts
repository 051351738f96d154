/**
 * The system Chromium the browser tests drive (no browser download on these machines), and the
 * flags it needs here: as root without a sandbox, and without the background connections a
 * closed network refuses.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
];
