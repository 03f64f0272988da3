// CSV for spreadsheet programs: every cell quoted, quotes
// doubled, CRLF line ends, a UTF-8 byte order mark so Excel reads accents,
// and cells a spreadsheet would run as a formula (starting with = + - @, a tab
// or a carriage return) prefixed with an apostrophe (OWASP "CSV injection").

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

/** One line of CSV, its CRLF included. */
export const csvLine = (row: ReadonlyArray<string | number | null | undefined>): string => `${row.map(csvCell).join(',')}\r\n`

/** The byte order mark that opens a CSV file, so Excel reads it as UTF-8. */
export const CSV_START = '\uFEFF'

export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return CSV_START + [header, ...rows].map(csvLine).join('')
}
