import zlib from 'node:zlib'
import sharp from 'sharp'

// Small but structurally real files of every kind an upload may be, built in
// memory so no binary fixture has to be committed.

/** A zip whose entries are stored or deflated; `declare` overrides an entry's unpacked size in both headers (a forged one). */
export function zip(entries: Array<{ name: string; data: Buffer; deflate?: boolean; declare?: number }>): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const e of entries) {
    const packed = e.deflate ? zlib.deflateRawSync(e.data, { level: 9 }) : e.data
    const name = Buffer.from(e.name)
    const crc = zlib.crc32(e.data)
    const size = e.declare ?? e.data.length
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(e.deflate ? 8 : 0, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(e.deflate ? 8 : 0, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, packed)
    centrals.push(central, name)
    offset += local.length + name.length + packed.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/** A zip archive with stored (uncompressed) entries, as Office documents are. */
export const zipArchive = (entries: Array<[string, string]>): Buffer =>
  zip(entries.map(([name, text]) => ({ name, data: Buffer.from(text) })))

const W = 'http://schemas.openxmlformats.org'
export const docxBytes = (text = 'Capability statement') =>
  zipArchive([
    [
      '[Content_Types].xml',
      `<?xml version="1.0"?><Types xmlns="${W}/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `<?xml version="1.0"?><Relationships xmlns="${W}/package/2006/relationships"><Relationship Id="rId1" Type="${W}/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
    ],
    [
      'word/document.xml',
      `<?xml version="1.0"?><w:document xmlns:w="${W}/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ],
  ])

/** A compound file (the Word 97-2003 and Windows Installer container) holding one 4 KB stream of the given name. */
export function compoundFile(streamName: string): Buffer {
  const SECTOR = 512
  const END = 0xfffffffe
  const FREE = 0xffffffff
  const NONE = 0xffffffff
  const dataSectors = 8
  const header = Buffer.alloc(SECTOR)
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0)
  header.writeUInt16LE(0x3e, 24)
  header.writeUInt16LE(3, 26)
  header.writeUInt16LE(0xfffe, 28)
  header.writeUInt16LE(9, 30)
  header.writeUInt16LE(6, 32)
  header.writeUInt32LE(1, 44) // FAT sectors
  header.writeUInt32LE(1, 48) // first directory sector
  header.writeUInt32LE(0x1000, 56)
  header.writeUInt32LE(END, 60)
  header.writeUInt32LE(END, 68)
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : FREE, 76 + i * 4)
  const fat = Buffer.alloc(SECTOR, 0xff)
  fat.writeUInt32LE(0xfffffffd, 0)
  fat.writeUInt32LE(END, 4)
  for (let s = 2; s < 2 + dataSectors; s++) fat.writeUInt32LE(s === 1 + dataSectors ? END : s + 1, s * 4)
  const dir = Buffer.alloc(SECTOR)
  const entry = (index: number, name: string, type: number, child: number, start: number, size: number) => {
    const at = index * 128
    const nameBytes = Buffer.from(`${name}\0`, 'utf16le')
    nameBytes.copy(dir, at)
    dir.writeUInt16LE(nameBytes.length, at + 64)
    dir[at + 66] = type
    dir[at + 67] = 1
    dir.writeUInt32LE(NONE, at + 68)
    dir.writeUInt32LE(NONE, at + 72)
    dir.writeUInt32LE(child, at + 76)
    dir.writeUInt32LE(start, at + 116)
    dir.writeUInt32LE(size, at + 120)
  }
  entry(0, 'Root Entry', 5, 1, END, 0)
  entry(1, streamName, 2, NONE, 2, dataSectors * SECTOR)
  for (const i of [2, 3]) {
    dir.writeUInt32LE(NONE, i * 128 + 68)
    dir.writeUInt32LE(NONE, i * 128 + 72)
    dir.writeUInt32LE(NONE, i * 128 + 76)
  }
  return Buffer.concat([header, fat, dir, Buffer.alloc(dataSectors * SECTOR, 0x20)])
}

export const pdfBytes = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  )

/** An MP4 file's opening boxes (ftyp, then an empty mdat). */
const mp4Bytes = () =>
  Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d6d703431', 'hex'),
    Buffer.from('00000008', 'hex'),
    Buffer.from('mdat'),
  ])

/** A Windows program's opening bytes (DOS stub and PE signature). */
const exeBytes = () => {
  const b = Buffer.alloc(512)
  b.write('MZ', 0)
  b.writeUInt32LE(0x80, 0x3c)
  b.write('PE\0\0', 0x80, 'latin1')
  return b
}

export async function sampleFiles() {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6ea5' } })
    .png()
    .toBuffer()
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a5583a' } })
    .jpeg()
    .toBuffer()
  const blob = (b: Buffer) => new Blob([new Uint8Array(b)])
  return {
    pdf: blob(pdfBytes()),
    docx: blob(docxBytes()),
    doc: blob(compoundFile('WordDocument')),
    msi: blob(compoundFile('SummaryInformation')),
    png: blob(png),
    jpeg: blob(jpeg),
    mp4: blob(mp4Bytes()),
    exe: blob(exeBytes()),
    bytes: { pdf: pdfBytes(), docx: docxBytes(), doc: compoundFile('WordDocument'), png, jpeg, mp4: mp4Bytes(), exe: exeBytes() },
  }
}
