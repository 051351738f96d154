import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type CardContent,
  cardContentOf,
  displayHost,
  loadCardFonts,
  renderSocialCard,
  titleFontSize,
  writeSocialCards,
} from "./social-cards";

/** Width and height from a PNG's IHDR chunk (after the 8-byte signature and the chunk's length and type). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const content: CardContent = {
  title: "Robotic Process Automation (RPA)",
  section: "Services",
  brand: "Cleverobotics",
  host: "www.cleverobotics.com",
};

describe("renderSocialCard", () => {
  it("draws a 1200×630 PNG", async () => {
    expect(pngSize(await renderSocialCard(content))).toEqual({ width: 1200, height: 630 });
  });

  it("still draws a title far longer than any page has, at the smallest size", async () => {
    const title = `${"Supercalifragilisticexpialidocious automation for every business ".repeat(8)}end`;
    expect(titleFontSize(title)).toBe(42);
    expect(pngSize(await renderSocialCard({ ...content, title }))).toEqual({ width: 1200, height: 630 });
  });

  it("sets short titles large and long ones smaller", () => {
    expect(titleFontSize("FAQ")).toBe(84);
    expect(titleFontSize("Why Vertical AI Agents Win Over Generic Chatbots for Retail")).toBeLessThan(70);
  });

  it("sets Tamil titles by the widths of Noto Sans Tamil, which runs wider than Inter", () => {
    expect(titleFontSize("எங்களைப் பற்றி")).toBe(84);
    expect(titleFontSize("AI bot திட்டங்களும் விலைகளும்")).toBe(76);
    expect(titleFontSize("இணையதளத்தைக் கற்கும் AI WhatsApp chatbot")).toBe(68);
  });

  it("draws a Tamil card, with Noto Sans Tamil among the fonts its cache key covers", async () => {
    const tamil = { ...content, title: "AI bot திட்டங்களும் விலைகளும்", section: "விலைகள்" };
    expect(pngSize(await renderSocialCard(tamil))).toEqual({ width: 1200, height: 630 });
    expect((await loadCardFonts()).fonts.map((font) => font.name)).toContain("Noto Sans Tamil");
  });

  it("shows the host without www", () => {
    expect(displayHost("www.cleverobotics.com")).toBe("cleverobotics.com");
    expect(displayHost("staging.cleverobotics.com")).toBe("staging.cleverobotics.com");
  });
});

const page = (title: string) =>
  `<html><head><meta property="og:site_name" content="Cleverobotics"/><meta property="og:title" content="${title}"/></head></html>`;

describe("cardContentOf", () => {
  it("takes the og:title without the brand suffix, decoded, and the section of the path", () => {
    expect(
      cardContentOf("/pricing", page("Pricing: Plans for Retail &amp; Ecommerce | Cleverobotics"), "x.com"),
    ).toEqual({
      title: "Pricing: Plans for Retail & Ecommerce",
      section: "Pricing",
      brand: "Cleverobotics",
      host: "x.com",
    });
  });

  it("fails on a page without Open Graph tags", () => {
    expect(() => cardContentOf("/x", "<html></html>", "x.com")).toThrow(/og:title/);
  });
});

describe("writeSocialCards", () => {
  let dir: string;
  const clientDir = () => path.join(dir, "client");
  const cacheDir = () => path.join(dir, "cache");
  let renders: CardContent[];
  const render = async (card: CardContent) => {
    renders.push(card);
    return Buffer.from(`png of ${card.title}`);
  };
  const writePage = async (route: string, title: string) => {
    await mkdir(path.join(clientDir(), route), { recursive: true });
    await writeFile(path.join(clientDir(), route, "index.html"), page(`${title} | Cleverobotics`));
  };
  const build = () =>
    writeSocialCards({
      clientDir: clientDir(),
      pages: ["/", "/services/rpa", "/blog/a"],
      siteUrl: "https://www.cleverobotics.com",
      cacheDir: cacheDir(),
      render,
    });

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "social-cards-"));
    renders = [];
    await writePage("", "Home");
    await writePage("services/rpa", "RPA");
    await writePage("blog/a", "An article");
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes each page's card where its head points", async () => {
    expect(await build()).toEqual({ rendered: 3, cached: 0 });
    expect(await readFile(path.join(clientDir(), "og/index.png"), "utf8")).toBe("png of Home");
    expect(await readFile(path.join(clientDir(), "og/services/rpa.png"), "utf8")).toBe("png of RPA");
    expect(renders.find((card) => card.title === "An article")).toMatchObject({ section: "Blog" });
  });

  it("draws a card again only when what it shows changed", async () => {
    await build();
    await rm(path.join(clientDir(), "og"), { recursive: true });
    renders = [];
    expect(await build()).toEqual({ rendered: 0, cached: 3 });
    expect(renders).toEqual([]);
    expect(await readFile(path.join(clientDir(), "og/blog/a.png"), "utf8")).toBe("png of An article");

    await writePage("blog/a", "A retitled article");
    expect(await build()).toEqual({ rendered: 1, cached: 2 });
    expect(renders.map((card) => card.title)).toEqual(["A retitled article"]);
  });

  it("draws a card again for another host", async () => {
    await build();
    renders = [];
    const other = await writeSocialCards({
      clientDir: clientDir(),
      pages: ["/"],
      siteUrl: "https://staging.cleverobotics.com",
      cacheDir: cacheDir(),
      render,
    });
    expect(other).toEqual({ rendered: 1, cached: 0 });
  });
});
