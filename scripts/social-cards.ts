import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { renderAsync } from "@resvg/resvg-js";
import { createElement as h, type ReactNode } from "react";
import satori, { type Font } from "satori";
import { socialCardPath, socialCardSection, socialCardSize } from "../app/lib/social-card";

/**
 * Build step: one 1200×630 PNG Open Graph card per indexable page, drawn from the page's title,
 * its section and the brand, written to build/client/og/<path>.png (app/lib/social-card.ts
 * names the file; app/lib/seo.ts points og:image at it).
 *
 * Here and not in app/: it runs only in the build (buildEnd in react-router.config.ts) and in
 * tests, needs Node's file system and resvg's native binding, and must stay out of reach of
 * the route modules Vite bundles. Satori lays the card out and turns its text into paths,
 * resvg rasterises the SVG; both run without a browser and without the network.
 *
 * Cards are cached by a hash of everything drawn on them (node_modules/.cache/social-cards),
 * so a rebuild renders only the cards whose title, section, brand or host changed.
 */

/** Raise when the drawing changes: every cached card is drawn again. */
export const socialCardTemplateVersion = 2;

export interface CardContent {
  /** The page title without the brand suffix. */
  title: string;
  /** The label above the title ("Services", "Case study"). */
  section: string;
  /** The brand name, drawn as the wordmark. */
  brand: string;
  /** The site's host ("www.cleverobotics.com"); drawn without "www.". */
  host: string;
}

// Inter (SIL Open Font License 1.1) from @fontsource/inter. WOFF, not WOFF2: satori cannot read
// WOFF2. Latin and Latin Extended (₹, accented names); satori falls back between them per glyph.
const fontFiles = [
  { file: "inter-latin-400-normal.woff", weight: 400 },
  { file: "inter-latin-700-normal.woff", weight: 700 },
  { file: "inter-latin-ext-400-normal.woff", weight: 400 },
  { file: "inter-latin-ext-700-normal.woff", weight: 700 },
] as const;

interface LoadedFonts {
  fonts: Font[];
  /** sha256 of the font files' bytes, part of every cache key. */
  digest: string;
}

let fontsLoading: Promise<LoadedFonts> | undefined;

export function loadCardFonts(): Promise<LoadedFonts> {
  fontsLoading ??= (async () => {
    const require = createRequire(import.meta.url);
    const hash = createHash("sha256");
    const fonts: Font[] = [];
    for (const { file, weight } of fontFiles) {
      const data = await readFile(require.resolve(`@fontsource/inter/files/${file}`));
      hash.update(data);
      fonts.push({ name: "Inter", data, weight, style: "normal" });
    }
    return { fonts, digest: hash.digest("hex") };
  })();
  return fontsLoading;
}

const colors = {
  indigo950: "#1e1b4b",
  indigo800: "#3730a3",
  indigo700: "#4338ca",
  indigo500: "#6366f1",
  indigo300: "#a5b4fc",
  indigo200: "#c7d2fe",
  indigo100: "#e0e7ff",
  white: "#ffffff",
};

const svgUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

// The mark of public/logo.svg in reverse (white tile, indigo stroke) so it stands on the indigo card.
const logoMark = svgUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${colors.white}"/><path d="M20.5 10.6a7.5 7.5 0 1 0 0 10.8" fill="none" stroke="${colors.indigo700}" stroke-width="3" stroke-linecap="round"/><circle cx="22.5" cy="16" r="2.2" fill="${colors.indigo700}"/></svg>`,
);

// The same arc, large and faint, cropped by the card's right edge.
const backdropArc = svgUri(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><path d="M20.5 10.6a7.5 7.5 0 1 0 0 10.8" fill="none" stroke="${colors.white}" stroke-opacity="0.09" stroke-width="3" stroke-linecap="round"/><circle cx="22.5" cy="16" r="2.2" fill="${colors.white}" fill-opacity="0.12"/></svg>`,
);

// The title gets at most three lines and 240 px of height between the brand and the address rows.
const layout = { padding: 72, titleWidth: 960, titleLines: 3, titleHeight: 240 } as const;
const titleSizes = [84, 76, 68, 60, 54, 48] as const;
const smallestTitleSize = 42;
const titleLineHeight = 1.12;
const titleTracking = -0.02; // em

/**
 * Advance widths of Inter Bold in em, by kind of character, rounded up: enough to tell how many
 * lines a title takes at a size. Satori does the real line breaking; the title box clips and
 * ends in an ellipsis should an estimate ever fall short.
 */
function estimatedWidth(text: string, size: number): number {
  let em = 0;
  for (const char of text) {
    if (char === " ") em += 0.24;
    else if (/[iljI.,:;'!|()[\]]/.test(char)) em += 0.38;
    else if (/[ftr\-/]/.test(char)) em += 0.47;
    else if (/[mwMW%@]/.test(char)) em += 1.04;
    else if (/[A-Z&]/.test(char)) em += 0.78;
    else if (/[0-9]/.test(char)) em += 0.68;
    else if (/[a-z]/.test(char)) em += 0.64;
    else em += 0.8;
    em += titleTracking;
  }
  return em * size;
}

function estimatedLines(title: string, size: number, width: number): number {
  let lines = 1;
  let line = 0;
  const space = estimatedWidth(" ", size);
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const wordWidth = estimatedWidth(word, size);
    if (line > 0 && line + space + wordWidth <= width) {
      line += space + wordWidth;
      continue;
    }
    if (line > 0) lines += 1;
    // A word wider than the box breaks across lines.
    lines += Math.max(0, Math.ceil(wordWidth / width) - 1);
    line = wordWidth % width || width;
  }
  return lines;
}

/** The largest title size at which the title fits its box (the smallest if none does). */
export function titleFontSize(title: string): number {
  const fits = (size: number) => {
    const lines = estimatedLines(title, size, layout.titleWidth);
    return lines <= layout.titleLines && lines * size * titleLineHeight <= layout.titleHeight;
  };
  return titleSizes.find(fits) ?? smallestTitleSize;
}

export function displayHost(host: string): string {
  return host.replace(/^www\./, "");
}

function card({ title, section, brand, host }: CardContent): ReactNode {
  const size = titleFontSize(title);
  return h(
    "div",
    {
      style: {
        width: socialCardSize.width,
        height: socialCardSize.height,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: layout.padding,
        boxSizing: "border-box",
        position: "relative",
        fontFamily: "Inter",
        color: colors.white,
        backgroundColor: colors.indigo700,
      },
    },
    h("img", {
      src: backdropArc,
      width: 760,
      height: 760,
      style: { position: "absolute", right: -250, bottom: -250 },
    }),
    // Brand row.
    h(
      "div",
      { style: { display: "flex", alignItems: "center" } },
      h("img", { src: logoMark, width: 60, height: 60, style: { borderRadius: 17 } }),
      h("div", { style: { marginLeft: 20, fontSize: 38, fontWeight: 700, letterSpacing: "-0.02em" } }, brand),
    ),
    // Section and title.
    h(
      "div",
      { style: { display: "flex", flexDirection: "column", alignItems: "flex-start" } },
      h(
        "div",
        {
          style: {
            display: "flex",
            padding: "8px 20px",
            borderRadius: 999,
            backgroundColor: "rgba(255,255,255,0.14)",
            border: "1.5px solid rgba(255,255,255,0.28)",
            color: colors.indigo100,
            fontSize: 22,
            fontWeight: 700,
            letterSpacing: "0.12em",
            textTransform: "uppercase",
          },
        },
        section,
      ),
      h(
        "div",
        {
          style: {
            display: "block",
            marginTop: 26,
            width: layout.titleWidth,
            maxHeight: Math.ceil(size * titleLineHeight * layout.titleLines) + 4,
            overflow: "hidden",
            fontSize: size,
            fontWeight: 700,
            lineHeight: titleLineHeight,
            letterSpacing: `${titleTracking}em`,
            wordBreak: "break-word",
            lineClamp: layout.titleLines,
          },
        },
        title,
      ),
    ),
    // Address row.
    h(
      "div",
      { style: { display: "flex", alignItems: "center", fontSize: 28, color: colors.indigo200 } },
      h("div", {
        style: { width: 40, height: 5, borderRadius: 3, backgroundColor: colors.indigo300, marginRight: 18 },
      }),
      displayHost(host),
    ),
  );
}

/** One card as a PNG. */
export async function renderSocialCard(content: CardContent): Promise<Buffer> {
  const { fonts } = await loadCardFonts();
  const svg = await satori(card(content), { ...socialCardSize, fonts });
  // resvg rasterises on its own thread pool, so two cards can be drawn at once.
  const image = await renderAsync(svg, {
    fitTo: { mode: "original" },
    font: { loadSystemFonts: false },
  });
  return image.asPng();
}

/** The cache key of a card: everything that decides its pixels. */
export async function socialCardKey(content: CardContent): Promise<string> {
  const { digest } = await loadCardFonts();
  return createHash("sha256")
    .update(
      JSON.stringify([socialCardTemplateVersion, digest, content.title, content.section, content.brand, content.host]),
    )
    .digest("hex");
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

const metaContent = (html: string, property: string) => {
  const match = html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`));
  return match ? decodeEntities(match[1] ?? "") : null;
};

/** The card of a prerendered page: its og:title without the " | <site name>" suffix, and its section. */
export function cardContentOf(pagePath: string, html: string, host: string): CardContent {
  const fullTitle = metaContent(html, "og:title");
  const brand = metaContent(html, "og:site_name");
  if (!fullTitle || !brand) throw new Error(`${pagePath}: no og:title or og:site_name to draw a social card from`);
  const suffix = ` | ${brand}`;
  const title = fullTitle.endsWith(suffix) ? fullTitle.slice(0, -suffix.length) : fullTitle;
  return { title, section: socialCardSection(pagePath), brand, host };
}

export const defaultCacheDir = path.resolve(import.meta.dirname, "../node_modules/.cache/social-cards");

export interface SocialCardsOptions {
  clientDir: string;
  /** Route paths of the indexable pages ("/", "/services/rpa"). */
  pages: readonly string[];
  siteUrl: string;
  cacheDir?: string;
  /** Cards drawn at once; resvg uses a thread each (the build machines have two cores). */
  concurrency?: number;
  render?: (content: CardContent) => Promise<Buffer>;
}

/** Writes every page's card into the build, from the cache where it has it. */
export async function writeSocialCards({
  clientDir,
  pages,
  siteUrl,
  cacheDir = defaultCacheDir,
  concurrency = 2,
  render = renderSocialCard,
}: SocialCardsOptions): Promise<{ rendered: number; cached: number }> {
  const host = new URL(siteUrl).host;
  await mkdir(cacheDir, { recursive: true });
  const jobs = await Promise.all(
    pages.map(async (page) => {
      const html = await readFile(path.join(clientDir, page, "index.html"), "utf8");
      const content = cardContentOf(page, html, host);
      return {
        content,
        cached: path.join(cacheDir, `${await socialCardKey(content)}.png`),
        target: path.join(clientDir, socialCardPath(page).slice(1)),
      };
    }),
  );
  const counts = { rendered: 0, cached: 0 };
  let next = 0;
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      await mkdir(path.dirname(job.target), { recursive: true });
      try {
        await copyFile(job.cached, job.target);
        counts.cached += 1;
        continue;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
      const png = await render(job.content);
      // Written aside and renamed, so an interrupted build never leaves half a card in the cache.
      const partial = `${job.cached}.${process.pid}.tmp`;
      await writeFile(partial, png);
      await rename(partial, job.cached);
      await writeFile(job.target, png);
      counts.rendered += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, jobs.length)) }, worker));
  return counts;
}
