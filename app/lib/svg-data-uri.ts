/** An SVG file as a `data:` address, escaping only what a URL or an HTML attribute must (smaller than base64). */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${svg.trim().replace(/[%#<>"\n]/g, (character) => encodeURIComponent(character))}`;
}
