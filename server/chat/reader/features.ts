/**
 * What the classifier sees of a message: its words and the letter trigrams inside them, so
 * that "evlo" and "evlo?", "whatsap" and "whatsapp", "ப்ளான்" and "ப்ளானுக்கு" share most of
 * their features. Numbers are one feature ("#"), since "15 items" and "40 items" ask alike.
 */
const wordPattern = /[\p{L}\p{M}\p{N}]+/gu;
const GRAM = 3;

export function messageWords(text: string): string[] {
  const plain = text
    .normalize("NFKC")
    .toLowerCase()
    // "plzzz", "sooo": a letter typed three times or more is read twice.
    .replace(/(\p{L})\1{2,}/gu, "$1$1");
  return (plain.match(wordPattern) ?? []).map((word) => (/^\d[\d,.]*$/.test(word) ? "#" : word));
}

export function features(text: string): string[] {
  const found = new Set<string>();
  const words = messageWords(text);
  for (const word of words) {
    found.add(`w:${word}`);
    if (word === "#") continue;
    const letters = [...` ${word} `];
    for (let start = 0; start + GRAM <= letters.length; start++) found.add(letters.slice(start, start + GRAM).join(""));
  }
  return [...found];
}
