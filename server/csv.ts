/**
 * RFC 4180 CSV with a header row. A cell a spreadsheet would run as a formula (starting with
 * =, +, -, @, a tab or a carriage return) is prefixed with ', so it shows as text.
 */
export function toCsv<Row extends Record<string, string>>(
  columns: readonly (keyof Row & string)[],
  rows: readonly Row[],
) {
  const cell = (value: string) => {
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [
    columns.map(cell).join(","),
    ...rows.map((row) => columns.map((column) => cell(row[column] ?? "")).join(",")),
  ];
  return `${lines.join("\r\n")}\r\n`;
}
