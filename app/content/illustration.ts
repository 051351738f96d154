/**
 * The pictures drawn from content: a conversation on a channel, or a flow of steps. The page
 * renders them as inline SVG in the page's own colours, so they follow the theme and cost no
 * image request.
 */
export type ChatChannel = "whatsapp" | "instagram" | "messenger" | "web" | "voice";

export interface ChatIllustration {
  kind: "chat";
  channel: ChatChannel;
  /** Shown in the conversation's title bar: the shop or bot name ("Sri Lakshmi Silks"). */
  title: string;
  /** At most six short lines; the customer writes first. */
  lines: readonly { from: "customer" | "bot" | "staff"; text: string }[];
  /** What the picture shows, for screen readers: one sentence. */
  alt: string;
}

export interface FlowIllustration {
  kind: "flow";
  /** Three to five steps from top to bottom, each a short label and a detail line. */
  steps: readonly { label: string; detail: string }[];
  alt: string;
}

export type Illustration = ChatIllustration | FlowIllustration;
