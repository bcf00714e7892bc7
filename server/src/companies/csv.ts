/**
 * CSV for spreadsheets (docs/product-rules.md#company-results): semicolons between cells (what a German
 * spreadsheet expects), CRLF between rows, UTF-8 with a byte-order mark so umlauts open intact. A text cell
 * a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage return) gets a
 * leading apostrophe, so it shows as the text it is and runs nothing (formula injection).
 */
export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[";\r\n]|^\s|\s$/;

/** One text cell as written: neutralised when it starts like a formula, quoted when it must be. */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const CSV_BOM = '\uFEFF';

/** The rows as one CSV text, the header first, with the byte-order mark. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return CSV_BOM + rows.map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
}
