/**
 * A case-study metric name as a label: camelCase split into words, first letter
 * capitalised ("dmsAnsweredByAi" → "Dms Answered By Ai"); the cards show it in uppercase.
 */
export function metricLabel(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/([a-zA-Z])(\d)/g, "$1 $2")
    .split(/[\s_-]+/)
    .filter(Boolean);
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}
