/**
 * Where the shapes of a drawn illustration go. Text in SVG does not wrap, so lines are broken
 * here by character count; the counts are set for the font sizes the components use, with room
 * for wide glyphs.
 */
import type { ChatIllustration, FlowIllustration } from "~/content/illustration";

/** Breaks text into lines of at most `max` characters, splitting only over-long words. */
export function wrapText(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const pieces = word.length > max ? (word.match(new RegExp(`.{1,${max}}`, "gu")) ?? [word]) : [word];
    for (const piece of pieces) {
      if (!line) line = piece;
      else if (line.length + 1 + piece.length <= max) line = `${line} ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line) lines.push(line);
  return lines;
}

export const CHAT = {
  width: 360,
  header: 64,
  footer: 56,
  gap: 10,
  padding: 14,
  lineHeight: 18,
  /** Characters a bubble line holds at 13 px within the bubble's 236 px. */
  maxChars: 30,
  bubbleWidth: 236,
  /** The small "Team" label of a staff bubble. */
  labelHeight: 16,
} as const;

export interface ChatBubble {
  from: ChatIllustration["lines"][number]["from"];
  lines: string[];
  x: number;
  y: number;
  width: number;
  height: number;
}

export function layoutChat(chat: ChatIllustration): { bubbles: ChatBubble[]; height: number } {
  let y = CHAT.header + CHAT.padding;
  const bubbles = chat.lines.map((line) => {
    const lines = wrapText(line.text, CHAT.maxChars);
    const longest = Math.max(...lines.map((text) => text.length));
    const width = Math.min(CHAT.bubbleWidth, Math.max(64, Math.round(longest * 7.4) + 24));
    const label = line.from === "staff" ? CHAT.labelHeight : 0;
    const height = lines.length * CHAT.lineHeight + 16 + label;
    const x = line.from === "customer" ? CHAT.width - CHAT.padding - width : CHAT.padding;
    const bubble = { from: line.from, lines, x, y, width, height };
    y += height + CHAT.gap;
    return bubble;
  });
  return { bubbles, height: y + CHAT.footer };
}

export const FLOW = {
  width: 360,
  padding: 20,
  boxHeight: 76,
  gap: 26,
  /** Characters of a detail line at 12 px within the box's text column. */
  maxChars: 38,
  /** Characters of a label at 14 px bold. */
  maxLabel: 30,
} as const;

export interface FlowBox {
  label: string;
  detail: string[];
  y: number;
}

export function layoutFlow(flow: FlowIllustration): { boxes: FlowBox[]; height: number } {
  const boxes = flow.steps.map((step, index) => {
    const detail = wrapText(step.detail, FLOW.maxChars);
    if (step.label.length > FLOW.maxLabel || detail.length > 2) {
      throw new Error(
        `Flow step "${step.label}" does not fit its box: labels take ${FLOW.maxLabel} characters, details two lines of ${FLOW.maxChars}`,
      );
    }
    return { label: step.label, detail, y: FLOW.padding + index * (FLOW.boxHeight + FLOW.gap) };
  });
  return { boxes, height: FLOW.padding * 2 + boxes.length * FLOW.boxHeight + (boxes.length - 1) * FLOW.gap };
}
