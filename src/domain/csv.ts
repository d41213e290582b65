// CSV as Excel reads Persian: UTF-8 with a byte-order mark, RFC 4180 quoting, and cells that a
// spreadsheet would run as a formula made inert (OWASP "CSV Injection").
/** The byte-order mark that makes Excel read the file as UTF-8. */
export const csvBom = '\uFEFF';

/** A cell a spreadsheet would read as a formula or a command: = + - @, and tab or CR before them. */
const formulaStart = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

/** One cell: a formula start gets a leading apostrophe (shown as text, not run); quoted when it
 * holds a comma, a quote or a line break; quotes doubled. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, ended by CRLF (RFC 4180). */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
