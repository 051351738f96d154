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
 * Here and not in app/: it runs only in the build (scripts/finish-build.ts) and in
 * tests, needs Node's file system and resvg's native binding, and must stay out of reach of
 * the route modules Vite bundles. Satori lays the card out and turns its text into paths,
 * resvg rasterises the SVG; both run without a browser and without the network.
 *
 * The Tamil pages' cards (/ta) are drawn the same way: satori shapes every text run with
 * HarfBuzz, so Tamil conjuncts and vowel signs come out as a browser draws them given a font
 * with Tamil glyphs (social-cards-tamil.test.ts compares it with Chromium). resvg's own text
 * shaping, the other way to draw Tamil here, drops vowel signs from words like வாடிக்கையாளர்களுக்கு.
 *
 * Cards are cached by a hash of everything drawn on them (node_modules/.cache/social-cards),
 * so a rebuild renders only the cards whose title, section, brand or host changed.
 */

/** Raise when the drawing changes: every cached card is drawn again. */
export const socialCardTemplateVersion = 3;

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

/** Noto Sans Tamil Bold, Tamil subset (SIL Open Font License 1.1): the Tamil letters of titles and labels. */
export const tamilFontFile = "@fontsource/noto-sans-tamil/files/noto-sans-tamil-tamil-700-normal.woff";

// Inter (SIL Open Font License 1.1) from @fontsource/inter: Latin and Latin Extended (₹, accented
// names). Satori falls back between the fonts per character, so Tamil in a title or label comes
// from Noto Sans Tamil and the Latin words beside it ("AI bot", "WhatsApp") stay in Inter. Tamil
// appears only in the bold title and label, so only the bold weight is loaded.
const fontFiles = [
  { family: "Inter", file: "@fontsource/inter/files/inter-latin-400-normal.woff", weight: 400 },
  { family: "Inter", file: "@fontsource/inter/files/inter-latin-700-normal.woff", weight: 700 },
  { family: "Inter", file: "@fontsource/inter/files/inter-latin-ext-400-normal.woff", weight: 400 },
  { family: "Inter", file: "@fontsource/inter/files/inter-latin-ext-700-normal.woff", weight: 700 },
  { family: "Noto Sans Tamil", file: tamilFontFile, weight: 700 },
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
    for (const { family, file, weight } of fontFiles) {
      const data = await readFile(require.resolve(file));
      hash.update(data);
      fonts.push({ name: family, data, weight, style: "normal" });
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

const tamilScript = /[\u0B80-\u0BFF]/;

/**
 * What a Tamil vowel sign or mark adds to the consonant before it in Noto Sans Tamil Bold, in em:
 * the most it adds to any consonant (measured in Chromium), rounded up. Virama and anusvara add nothing.
 */
const tamilSignWidths: Record<string, number> = {
  "\u0B82": 0, // ஂ
  "\u0BCD": 0, // ்
  "\u0BBE": 0.7, // ா
  "\u0BBF": 0.31, // ி
  "\u0BC0": 0.13, // ீ
  "\u0BC1": 0.56, // ு
  "\u0BC2": 0.91, // ூ
  "\u0BC6": 0.99, // ெ
  "\u0BC7": 0.79, // ே
  "\u0BC8": 1.29, // ை
  "\u0BCA": 1.68, // ொ
  "\u0BCB": 1.48, // ோ
  "\u0BCC": 2.17, // ௌ
  "\u0BD7": 1.18, // ௗ
};

/** Noto Sans Tamil Bold: a vowel sign by what it adds, a letter by the widest of its group (but ஔ, 2.3 em, rare). */
function tamilWidth(char: string): number {
  const sign = tamilSignWidths[char];
  if (sign !== undefined) return sign;
  if (/[கசடதநபமரறழஈஎஏ]/.test(char)) return 0.98;
  if (/[ஞனஶஸஆ]/.test(char)) return 1.45;
  if (/[ணஷஹஊஔ]/.test(char)) return 1.84;
  return 1.24;
}

/**
 * Advance widths in em, by kind of character, rounded up: enough to tell how many lines a title
 * takes at a size. Latin from Inter Bold; Tamil from Noto Sans Tamil Bold, without the title's
 * tracking (a browser and satori track Tamil by cluster, not by character: leaving it out errs
 * wide). Satori does the real line breaking, at spaces; the title box clips and ends in an
 * ellipsis should an estimate ever fall short.
 */
function estimatedWidth(text: string, size: number): number {
  let em = 0;
  for (const char of text) {
    if (tamilScript.test(char)) {
      em += tamilWidth(char);
      continue;
    }
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
            // Tracked out, a Tamil word falls apart into letters; Tamil has no capitals to set either.
            letterSpacing: tamilScript.test(section) ? 0 : "0.12em",
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
