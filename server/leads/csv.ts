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

/**
 * The rows of a CSV text (RFC 4180: quoted cells may hold commas, quotes doubled and line breaks; CRLF or LF; a byte
 * order mark skipped). A cell this writer guarded against formulas gets its apostrophe back off.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  let wasQuoted = false
  const endCell = () => {
    row.push(wasQuoted && /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell)
    cell = ''
    wasQuoted = false
  }
  const body = text.startsWith(CSV_START) ? text.slice(1) : text
  for (let i = 0; i < body.length; i++) {
    const c = body[i]
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"' && cell === '') quoted = wasQuoted = true
    else if (c === ',') endCell()
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++
      endCell()
      rows.push(row)
      row = []
    } else cell += c
  }
  if (cell !== '' || row.length > 0 || wasQuoted) {
    endCell()
    rows.push(row)
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''))
}
