import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import GithubSlugger from "github-slugger";
import { Marked, Renderer, type Tokens } from "marked";
import { canonicalHref } from "../lib/canonical";
import { type ArticleFrontmatter, articleFrontmatter } from "./article-frontmatter";
import { readFrontmatter } from "./frontmatter.server";

/**
 * The blog: app/content/articles/*.md read, checked and rendered at build time (and by the
 * server's site assistant). Nothing here reaches the browser bundle: pages get what they need
 * through their loaders. A bad file fails the build with the file and field named.
 */
export const ARTICLES_DIR = path.resolve("app/content/articles");

export type ArticleSummary = Pick<
  ArticleFrontmatter,
  | "id"
  | "slug"
  | "title"
  | "excerpt"
  | "author"
  | "publishDate"
  | "readTime"
  | "category"
  | "tags"
  | "featured"
  | "image"
  | "imageAlt"
>;

/** A table-of-contents entry: a top-level section of an article. */
export interface TocEntry {
  id: string;
  title: string;
}

export interface Article extends ArticleFrontmatter {
  /** The body rendered to HTML, headings with ids. */
  html: string;
  toc: TocEntry[];
  wordCount: number;
}

export class ArticleError extends Error {
  constructor(file: string, field: string, problem: string) {
    super(`${file}: ${field}: ${problem}`);
    this.name = "ArticleError";
  }
}

/** Reads one article file's text; `file` names it in errors. */
export function parseArticle(file: string, source: string): Article {
  const { data: frontmatter, body } = readFrontmatter(file, source, {
    schema: articleFrontmatter,
    error: ArticleError,
  });
  const expectedSlug = path.basename(file, ".md");
  if (frontmatter.slug !== expectedSlug) {
    throw new ArticleError(file, 'field "slug"', `must equal the file name "${expectedSlug}"`);
  }
  return { ...frontmatter, ...renderBody(file, body) };
}

/** Markdown to HTML: ids on headings, the ## headings as table of contents, tables that scroll. */
function renderBody(file: string, body: string): Pick<Article, "html" | "toc" | "wordCount"> {
  const slugger = new GithubSlugger();
  const toc: TocEntry[] = [];
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth, text }: Tokens.Heading) {
        const title = text.replace(/[*_`]/g, "");
        const id = slugger.slug(title);
        if (depth === 2) toc.push({ id, title });
        return `<h${depth} id="${id}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
      },
      table(token: Tokens.Table) {
        // A wide table scrolls sideways inside a focusable region on small screens.
        const caption = token.header.map((cell) => cell.text).join(", ");
        const html = Renderer.prototype.table.call(this, token);
        return `<div class="table-scroll" role="region" tabindex="0" aria-label="Table: ${escapeAttribute(caption)}">${html}</div>\n`;
      },
    },
  });
  const tokens = marked.lexer(body);
  marked.walkTokens(tokens, (token) => {
    if (token.type === "html") throw new ArticleError(file, "body", "raw HTML is not allowed");
    if (token.type === "heading" && (token.depth === 1 || token.depth > 3)) {
      throw new ArticleError(file, "body", `heading "${token.text}" must be ## or ### (the page has the h1)`);
    }
    if (token.type === "image") throw new ArticleError(file, "body", "images go in the frontmatter, not the body");
    if (token.type === "link" && !/^(\/|#|https:\/\/)/.test(token.href)) {
      throw new ArticleError(
        file,
        "body",
        `link "${token.href}" must be a site path, an #anchor or an https:// address`,
      );
    }
    // Articles may write "/services/rpa"; the page links to the address that answers without a redirect.
    if (token.type === "link") token.href = canonicalHref(token.href);
  });
  const html = marked.parser(tokens);
  if (toc.length < 3) throw new ArticleError(file, "body", "needs at least three ## sections");
  const wordCount = body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { html, toc, wordCount };
}

function escapeAttribute(text: string): string {
  return text.replace(/[&"<>]/g, (char) => `&${{ "&": "amp", '"': "quot", "<": "lt", ">": "gt" }[char]};`);
}

const cache = new Map<string, Article[]>();

/** Every article in `dir`, newest first; ids and slugs must be unique. */
export function loadArticles(dir = ARTICLES_DIR): Article[] {
  const cached = cache.get(dir);
  if (cached) return cached;
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const articles = files.map((name) => {
    const file = path.relative(process.cwd(), path.join(dir, name));
    return parseArticle(file, readFileSync(path.join(dir, name), "utf8"));
  });
  for (const key of ["id", "slug"] as const) {
    const seen = new Set<unknown>();
    for (const article of articles) {
      if (seen.has(article[key]))
        throw new ArticleError(`${dir}/${article.slug}.md`, `field "${key}"`, "is not unique");
      seen.add(article[key]);
    }
  }
  articles.sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.id - b.id);
  cache.set(dir, articles);
  return articles;
}

export function articleSummary(article: Article): ArticleSummary {
  const { id, slug, title, excerpt, author, publishDate, readTime, category, tags, featured, image, imageAlt } =
    article;
  return { id, slug, title, excerpt, author, publishDate, readTime, category, tags, featured, image, imageAlt };
}

export function findArticle(slug: string | undefined, articles = loadArticles()): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

/** Up to `count` other articles: same category first, then most shared tags, then newest. */
export function relatedArticles(article: Article, articles = loadArticles(), count = 3): ArticleSummary[] {
  const shared = (other: Article) => other.tags.filter((tag) => article.tags.includes(tag)).length;
  return articles
    .filter((other) => other.slug !== article.slug)
    .map((other, index) => ({ other, index, score: (other.category === article.category ? 10 : 0) + shared(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => articleSummary(other));
}

/** The summaries of these slugs, in the given order; an unknown slug fails the build. */
export function articlesNamed(slugs: readonly string[], articles = loadArticles()): ArticleSummary[] {
  return slugs.map((slug) => {
    const article = findArticle(slug, articles);
    if (!article) throw new Error(`No article "${slug}" in app/content/articles`);
    return articleSummary(article);
  });
}
