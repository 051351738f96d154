/** A piece of a chat message: text, or a link written as [label](/path) or a bare https:// address. */
export type MessagePart =
  | { kind: "text"; text: string }
  | { kind: "link"; text: string; href: string; internal: boolean };

const linkPattern =
  /\[([^\]\n]{1,200})\]\(((?:\/(?!\/)|https?:\/\/)[^\s)]{0,500})\)|(https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"])/g;

/**
 * Splits a bot message into text and links. Only site paths and http(s) addresses become
 * links; anything else (javascript:, data:, markup) stays plain text and is never HTML.
 */
export function messageParts(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of message.matchAll(linkPattern)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: "text", text: message.slice(last, index) });
    const href = match[2] ?? match[3] ?? "";
    parts.push({ kind: "link", text: match[1] ?? href, href, internal: href.startsWith("/") });
    last = index + match[0].length;
  }
  if (last < message.length) parts.push({ kind: "text", text: message.slice(last) });
  return parts;
}
