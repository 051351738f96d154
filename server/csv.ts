/**
 * Characters a spreadsheet may pass over before it decides whether a cell is a formula: white
 * space, and the invisible ones (soft hyphen, zero-width spaces and joiners, word joiner, BOM,
 * Mongolian vowel separator, Hangul fillers, bidi marks and embeddings: Unicode's "default
 * ignorable" code points).
 */
const LEADING_BLANKS = /^[\s\p{Default_Ignorable_Code_Point}]*/u;

/**
 * Whether a spreadsheet could run the cell as a formula: it starts with a tab or a carriage
 * return, or its first visible character is =, +, - or @, or a lookalike a spreadsheet may take
 * for one (fullwidth ＝ ＋ － ＠, the small forms: whatever NFKC folds into those four).
 */
export function looksLikeFormula(value: string): boolean {
  if (/^[\t\r]/.test(value)) return true;
  const first = value.slice(LEADING_BLANKS.exec(value)![0].length).codePointAt(0);
  if (first === undefined) return false;
  return /^[=+\-@]/.test(String.fromCodePoint(first).normalize("NFKC"));
}

/**
 * RFC 4180 CSV with a header row. A cell a spreadsheet would run as a formula (looksLikeFormula)
 * is prefixed with ', so it shows as text; nothing else in it changes.
 */
export function toCsv<Row extends Record<string, string>>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
) {
  const cell = (value: string) => {
    const safe = looksLikeFormula(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [
    columns.map(cell).join(","),
    ...rows.map((row) => columns.map((column) => cell(row[column] ?? "")).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
