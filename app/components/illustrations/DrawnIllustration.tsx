/** An illustration drawn at prerender time (app/lib/illustration-markup.server.ts), shown as is. */
export function DrawnIllustration({ markup }: { markup: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG rendered by our own component from typed content at build time
  return <div className="w-full" dangerouslySetInnerHTML={{ __html: markup }} />;
}
