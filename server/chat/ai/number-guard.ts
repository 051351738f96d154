import { type Figure, figuresIn } from "./figures";

/**
 * Which figures an answer may state: those the site's content holds, those the tools returned
 * in this turn, and whatever the visitor wrote (a visitor may be told their own numbers back).
 * A price must be a price somewhere, a percentage a percentage, a duration the same length in
 * the same unit; a plain count only needs the number to appear. Anything else is invented.
 */
export interface NumberGuard {
  /** Adds the figures of a text the model may quote from (a tool result). */
  allow(text: string): void;
  /** The figures of `text` that nothing allows; empty when it may be shown. */
  unsupported(text: string): Figure[];
}

const keyOf = (figure: Figure) => `${figure.kind}:${figure.unit ?? ""}:${figure.value}`;

export interface FigureSet {
  keys: Set<string>;
  values: Set<string>;
}

export function figureSet(texts: Iterable<string>): FigureSet {
  const set: FigureSet = { keys: new Set(), values: new Set() };
  for (const text of texts) addFigures(set, text);
  return set;
}

function addFigures(set: FigureSet, text: string): void {
  for (const figure of figuresIn(text)) {
    set.keys.add(keyOf(figure));
    set.values.add(figure.value);
  }
}

/**
 * `content` is the site's own figures, read once; `visitorTexts` the visitor's messages of this
 * conversation.
 */
export function createNumberGuard(content: FigureSet, visitorTexts: readonly string[]): NumberGuard {
  const turn = figureSet([]);
  const visitor = figureSet(visitorTexts);
  const supported = (figure: Figure) => {
    if (visitor.values.has(figure.value)) return true;
    if (figure.kind === "count") return content.values.has(figure.value) || turn.values.has(figure.value);
    const key = keyOf(figure);
    return content.keys.has(key) || turn.keys.has(key);
  };
  return {
    allow: (text) => addFigures(turn, text),
    unsupported: (text) => figuresIn(text).filter((figure) => !supported(figure)),
  };
}
