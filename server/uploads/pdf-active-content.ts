import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FileWarning } from '#core/file-kinds.ts'

// What a PDF can do besides showing pages, for staff to know before they open
// it: scripts and automatic actions (/JS, /JavaScript, /AA, /Launch; an
// /OpenAction that runs a script names /JS or /JavaScript) and attached files
// (/EmbeddedFile, /EmbeddedFiles). The file is kept as sent; this only flags it
// (docs/decisions/0082-upload-memory-budget-and-file-rules.md). Names are read
// with their #xx escapes decoded, in the file's bytes and inside compressed
// object streams (/ObjStm), where dictionaries can hide.

const inflate = promisify(zlib.inflate)

const SCRIPT_NAMES = new Set(['JS', 'JavaScript', 'AA', 'Launch'])
const EMBEDDED_NAMES = new Set(['EmbeddedFile', 'EmbeddedFiles'])
/** A PDF name: a slash and the regular characters after it (delimiters and white space end it). */
const NAME = /\/([^\s/<>[\]()%{}]+)/g
/** Inflated object streams read, at most (a 15 MB upload cannot make the scan unbounded). */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024

const decodeName = (name: string) => name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

function namesIn(text: string, found: Set<FileWarning>): void {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1])
    if (SCRIPT_NAMES.has(name)) found.add('scripts')
    else if (EMBEDDED_NAMES.has(name)) found.add('embedded-files')
  }
}

/** The warnings a PDF's bytes call for (none for a plain document). */
export async function pdfWarnings(data: Buffer): Promise<FileWarning[]> {
  const found = new Set<FileWarning>()
  const text = data.toString('latin1')
  namesIn(text, found)
  let budget = MAX_INFLATED_BYTES
  const streams = /\/Type\s*\/ObjStm[^]*?stream\r?\n/g
  for (let match = streams.exec(text); match && budget > 0 && found.size < 2; match = streams.exec(text)) {
    const start = match.index + match[0].length
    const end = text.indexOf('endstream', start)
    if (end < 0) break
    try {
      const inflated = await inflate(data.subarray(start, end), { maxOutputLength: budget })
      budget -= inflated.length
      namesIn(inflated.toString('latin1'), found)
    } catch {
      // Not deflated, damaged, or past the budget: the raw bytes were already read.
    }
    streams.lastIndex = end
  }
  return [...found].sort()
}
