import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvCell, parseCsv, toCsv } from './csv.ts'

/** Reads one quoted CSV line back into its cells (every cell is quoted by toCsv). */
function parseLine(line: string): string[] {
  const cells: string[] = []
  const re = /"((?:[^"]|"")*)"(?:,|$)/gy
  let m: RegExpExecArray | null
  while ((m = re.exec(line)) && m[0] !== '') cells.push(m[1]!.replace(/""/g, '"'))
  return cells
}

describe('CSV for spreadsheets', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`)
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`)
    expect(csvCell('Plain, "quoted" text')).toBe('"Plain, ""quoted"" text"')
    expect(csvCell(null)).toBe('""')
  })

  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(toCsv(['A', 'B'], [['1', 2]])).toBe('\uFEFF"A","B"\r\n"1","2"\r\n')
  })

  it('gives back every one-line text as written, or with one leading apostrophe when it starts like a formula', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((s) => !/[\r\n]/.test(s)),
          { minLength: 1, maxLength: 5 },
        ),
        (cells) => {
          const [line] = toCsv(cells, []).slice(1).split('\r\n')
          const back = parseLine(line!)
          expect(back).toEqual(cells.map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c)))
        },
      ),
    )
  })

  it('reads back what it wrote: commas, quotes and line breaks in cells, formula guards removed', () => {
    // A text that itself begins with an apostrophe and a formula character cannot be told from a guarded one.
    const cell = fc.string().filter((s) => !/^'[=+\-@\t\r]/.test(s))
    fc.assert(
      fc.property(
        fc.array(
          fc.array(cell, { minLength: 2, maxLength: 2 }).filter((r) => r.some((c) => c.trim() !== '')),
          { maxLength: 5 },
        ),
        (rows) => {
          expect(parseCsv(toCsv(['A', 'B'], rows))).toEqual([['A', 'B'], ...rows])
        },
      ),
    )
    expect(parseCsv('a,b\nplain,"x, ""y""\nz"\n')).toEqual([
      ['a', 'b'],
      ['plain', 'x, "y"\nz'],
    ])
  })
})
