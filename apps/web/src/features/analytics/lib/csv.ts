/** A cell as the table holds it: text, a number, or nothing (written as an empty field). */
export type CsvCell = string | number | null | undefined;

/**
 * Spreadsheets run a cell that starts with one of these as a formula, so a student named
 * "=HYPERLINK(...)" could make whoever opens the export follow a link or run a command. Tab and
 * carriage return count too: some spreadsheets skip them before looking for the formula sign.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** RFC 4180: a field with a comma, quote or line break is quoted, and its quotes are doubled. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One field. Text that would start a formula is prefixed with a single quote, which spreadsheets
 * show as plain text. Numbers are written as they are: "-3" is a value, not a formula, and a
 * negative trend must stay a number a spreadsheet can sum.
 */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header row and then the rows, lines ended by CRLF as RFC 4180 asks. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
