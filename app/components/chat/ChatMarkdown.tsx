import { Lexer, type Token, type Tokens } from "marked";
import { type ReactNode, useMemo } from "react";
import { SiteLink } from "~/components/ui/SiteLink";
import { linkTarget } from "~/lib/chat/links";

const linkClass = "font-medium underline underline-offset-2";

// Keys below are positions in the token tree: the tokens come from the text alone, and a streamed
// reply only grows at its end, so a position always names the same piece.

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: "\u00a0" };
/** marked leaves character references in text for an HTML renderer to resolve; React shows them as typed. */
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (reference, name: string) => entities[name] ?? reference);

interface RenderOptions {
  /** Called when a site link is followed (on a phone it closes the full-screen panel). */
  onFollow?: () => void;
}

function renderLink(token: Tokens.Link, key: string, options: RenderOptions): ReactNode {
  const target = linkTarget(token.href);
  const label = renderInline(token.tokens, options);
  if (!target) return <span key={key}>{label}</span>;
  return target.internal ? (
    <SiteLink key={key} to={target.href} className={linkClass} onClick={options.onFollow}>
      {label}
    </SiteLink>
  ) : (
    <a key={key} href={target.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {label}
    </a>
  );
}

/** Inline tokens as elements; raw HTML and images are shown as the text that was written. */
function renderInline(tokens: readonly Token[] | undefined, options: RenderOptions): ReactNode[] {
  return (tokens ?? []).map((token, position) => {
    const key = `${position}:${token.type}`;
    switch (token.type) {
      case "strong":
        return <strong key={key}>{renderInline(token.tokens, options)}</strong>;
      case "em":
        return <em key={key}>{renderInline(token.tokens, options)}</em>;
      case "del":
        return <del key={key}>{renderInline(token.tokens, options)}</del>;
      case "codespan":
        return (
          <code key={key} className="rounded bg-surface px-1 font-mono text-[0.85em]">
            {token.text}
          </code>
        );
      case "br":
        return <br key={key} />;
      case "link":
        return renderLink(token as Tokens.Link, key, options);
      case "html":
        return token.raw;
      case "image":
        return token.raw;
      case "text":
        return token.tokens?.length ? renderInline(token.tokens, options) : decodeEntities(token.text);
      case "escape":
        return token.text;
      default:
        return "text" in token && typeof token.text === "string" ? token.text : token.raw;
    }
  });
}

function renderTable(token: Tokens.Table, key: string, options: RenderOptions): ReactNode {
  const cell = (value: Tokens.TableCell, position: number, header: boolean) => {
    const Cell = header ? "th" : "td";
    return (
      <Cell
        key={`${position}:${value.text}`}
        className="border border-line px-2 py-1 text-left align-top"
        style={value.align ? { textAlign: value.align } : undefined}
      >
        {renderInline(value.tokens, options)}
      </Cell>
    );
  };
  return (
    // A wide table scrolls inside the bubble, never the panel.
    <div key={key} className="max-w-full overflow-x-auto">
      <table className="border-collapse text-xs">
        <thead>
          <tr>{token.header.map((value, position) => cell(value, position, true))}</tr>
        </thead>
        <tbody>
          {token.rows.map((row, rowPosition) => {
            const rowKey = `${rowPosition}:${row.map((value) => value.text).join("|")}`;
            return <tr key={rowKey}>{row.map((value, position) => cell(value, position, false))}</tr>;
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Block tokens as elements: paragraphs, headings (as bold lines), lists, tables, code and quotes. */
function renderBlocks(tokens: readonly Token[], options: RenderOptions): ReactNode[] {
  return tokens.map((token, position) => {
    const key = `${position}:${token.type}`;
    switch (token.type) {
      case "space":
      case "def":
        return null;
      case "paragraph":
        return <p key={key}>{renderInline(token.tokens, options)}</p>;
      case "heading":
        return (
          <p key={key} className="font-semibold">
            {renderInline(token.tokens, options)}
          </p>
        );
      case "text":
        // Text directly in a tight list item.
        return <span key={key}>{token.tokens ? renderInline(token.tokens, options) : token.text}</span>;
      case "list": {
        const list = token as Tokens.List;
        const items = list.items.map((item, itemPosition) => {
          const itemKey = `${itemPosition}:${item.text}`;
          return <li key={itemKey}>{renderBlocks(item.tokens, options)}</li>;
        });
        return list.ordered ? (
          <ol key={key} start={list.start === "" ? undefined : list.start} className="list-decimal space-y-1 pl-5">
            {items}
          </ol>
        ) : (
          <ul key={key} className="list-disc space-y-1 pl-5">
            {items}
          </ul>
        );
      }
      case "table":
        return renderTable(token as Tokens.Table, key, options);
      case "code":
        return (
          <pre key={key} className="max-w-full overflow-x-auto rounded bg-surface p-2 font-mono text-xs">
            <code>{token.text}</code>
          </pre>
        );
      case "blockquote":
        return (
          <blockquote key={key} className="border-line border-l-2 pl-2">
            {renderBlocks(token.tokens ?? [], options)}
          </blockquote>
        );
      case "hr":
        return <hr key={key} className="border-line" />;
      case "html":
        return (
          <p key={key} className="whitespace-pre-wrap">
            {token.raw.trimEnd()}
          </p>
        );
      default:
        return (
          <p key={key} className="whitespace-pre-wrap">
            {token.raw}
          </p>
        );
    }
  });
}

function lex(text: string): Token[] | null {
  try {
    return Lexer.lex(text, { gfm: true, breaks: true });
  } catch {
    return null;
  }
}

/**
 * A bot reply's Markdown as React elements: a safe subset (paragraphs, emphasis, lists, links,
 * inline code, tables), never HTML. Links follow app/lib/chat/links.ts; others become text.
 */
export function ChatMarkdown({ text, onFollow }: { text: string; onFollow?: () => void }) {
  const tokens = useMemo(() => lex(text), [text]);
  return (
    <div className="space-y-2 break-words">
      {tokens ? renderBlocks(tokens, { onFollow }) : <p className="whitespace-pre-wrap">{text}</p>}
    </div>
  );
}
