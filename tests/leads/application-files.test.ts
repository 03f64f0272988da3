import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects, countRows } from '#tests/helpers/databases.ts'
import { bidderAnswers } from '#tests/helpers/applications.ts'
import { zip } from '#tests/helpers/sample-files.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { imageQueueStats, resetImageQueuePeak } from '#server/media/image-pipeline.ts'
import type { LeadDetail } from '#core/leads/lead-inbox.ts'
import { storedFolders, storedKeys } from '#tests/helpers/object-storage.ts'
import { APPLICATIONS_PREFIX, applicationFileKey } from '#server/leads/bidders/bidder-applications.service.ts'

// The budget and the file rules of the preferred-bidder application
// (docs/decisions/0082-upload-memory-budget-and-file-rules.md): every image
// decode waits in one queue of IMAGE_CONCURRENCY places, photos above 40
// million pixels are refused in the form's words, Office documents that would
// unpack past 50 MB (or 100 times their size) are refused, PDFs with scripts
// or attached files are flagged for staff, and every file is stored and
// downloaded under the kind its bytes show, never the sender's extension.

type FileEntry = [field: string, blob: Blob, name: string]
const blob = (b: Buffer) => new Blob([new Uint8Array(b)])

const W = 'http://schemas.openxmlformats.org'
/** A Word document whose first parts are ordinary, followed by `extra` (a media part, say). */
const docx = (extra: Array<{ name: string; data: Buffer; deflate?: boolean; declare?: number }> = [], deflate = false) =>
  zip([
    {
      name: '[Content_Types].xml',
      data: Buffer.from(
        `<?xml version="1.0"?><Types xmlns="${W}/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
      ),
    },
    {
      name: '_rels/.rels',
      data: Buffer.from(
        `<?xml version="1.0"?><Relationships xmlns="${W}/package/2006/relationships"><Relationship Id="rId1" Type="${W}/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`,
      ),
    },
    {
      name: 'word/document.xml',
      data: Buffer.from(
        `<?xml version="1.0"?><w:document xmlns:w="${W}/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Our capability statement</w:t></w:r></w:p></w:body></w:document>`,
      ),
      deflate,
    },
    ...extra,
  ])

const MB = 1024 * 1024
const pdf = (objects: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n${objects}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  )
const plainPdf = pdf('')
const scriptPdf = pdf('3 0 obj<</OpenAction<</S/JavaScript/JS(app.alert\\(1\\))>>>>endobj')
const escapedScriptPdf = pdf('3 0 obj<</AA<</O<</S/J#61vaScript/J#53 4 0 R>>>>>>endobj')
const attachmentPdf = pdf('3 0 obj<</Names<</EmbeddedFiles<</Names[(a.exe) 4 0 R]>>>>>>endobj')
/** A script hidden in a compressed object stream, where the file's own bytes do not show it. */
const hiddenScriptPdf = (() => {
  const packed = zlib.deflateSync(Buffer.from('5 0 <</S/JavaScript/JS(app.alert\\(2\\))>>'))
  return Buffer.concat([
    Buffer.from(`%PDF-1.5\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n`, 'latin1'),
    Buffer.from(`4 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${packed.length}>>stream\n`, 'latin1'),
    packed,
    Buffer.from('\nendstream\nendobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1'),
  ])
})()
/** A PDF that is also an HTML page: a browser that sniffs it as HTML runs its script. */
const polyglot = Buffer.from(
  '%PDF-1.4\n<html><body><script>document.title="ran"</script></body></html>\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
)

for (const dialect of dialects) {
  describe(`preferred-bidder application files on ${dialect}`, () => {
    let t: TestApp
    let token: string
    let photos: Buffer[]

    beforeAll(async () => {
      t = await createTestApp({ dialect, config: { imageConcurrency: 2 } })
      token = await signIn(t.app)
      // Photos big enough that a decode takes a while, each a little different.
      photos = await Promise.all(
        Array.from({ length: 11 }, (_, i) =>
          sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 20 * i, g: 120, b: 200 - 10 * i } } })
            .jpeg()
            .toBuffer(),
        ),
      )
    })
    afterAll(async () => {
      await t?.close()
    })

    const apply = (files: FileEntry[], over: Record<string, string> = {}) => {
      const form = new FormData()
      for (const [k, v] of Object.entries(bidderAnswers(over))) form.append(k, v)
      for (const [field, b, name] of files) form.append(field, b, name)
      return t.app.inject({ method: 'POST', url: '/api/preferred-bidders', payload: form })
    }
    const lead = async (id: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/contacts/${id}`, headers: authHeader(token) })).json() as LeadDetail
    const storedApplications = () => storedFolders(t.app.storage, APPLICATIONS_PREFIX)

    it('decodes at most IMAGE_CONCURRENCY images at once while ten applications with eleven photos each arrive together', async () => {
      resetImageQueuePeak()
      const before = imageQueueStats().done
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          apply(
            [
              ['insuranceCOI', blob(photos[0]), `coi-${n}.jpg`],
              ...photos.slice(1).map((p, i): FileEntry => ['projectFiles', blob(p), `site-${n}-${i}.jpg`]),
            ],
            { email: `crew${n}@example.com` },
          ),
        ),
      )
      for (const res of answers) expect(res.statusCode, res.body).toBe(200)
      const stats = imageQueueStats()
      expect(stats.concurrency).toBe(2)
      expect(stats.peak).toBeGreaterThanOrEqual(1)
      expect(stats.peak).toBeLessThanOrEqual(2)
      expect(stats.done - before).toBe(110)
      expect(stats.active).toBe(0)
      expect(stats.waiting).toBe(0)
    })

    it("refuses a 7000 x 7000 photo (49 million pixels) with 413 in the form's words, before decoding anything, and keeps nothing", async () => {
      const huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#7a8b9c' } })
        .jpeg({ quality: 50 })
        .toBuffer()
      const rows = await countRows(t.database.db, 'bidder_applications')
      const folders = (await storedApplications()).length
      const done = imageQueueStats().done
      const res = await apply([
        ['insuranceCOI', blob(photos[0]), 'coi.jpg'],
        ['projectFiles', blob(huge), 'roof-drone.jpg'],
      ])
      expect(res.statusCode).toBe(413)
      expect(res.json()).toEqual({
        message: 'File "roof-drone.jpg" is too large (7000 x 7000 pixels). Images may have at most 40 million pixels.',
      })
      expect(imageQueueStats().done).toBe(done)
      expect(await countRows(t.database.db, 'bidder_applications')).toBe(rows)
      expect(await storedApplications()).toHaveLength(folders)
    })

    it('refuses Office documents that unpack past 50 MB, past 100 times their size, or past what their headers claim', async () => {
      const zeros = (mb: number) => Buffer.alloc(mb * MB)
      const cases: Array<[Buffer, string]> = [
        [docx([{ name: 'word/media/big.bin', data: zeros(60), deflate: true }]), 'bomb.docx'],
        [docx([{ name: 'word/media/filler.bin', data: zeros(8), deflate: true }]), 'ratio.docx'],
        [docx([{ name: 'word/media/forged.bin', data: zeros(60), deflate: true, declare: 1000 }]), 'forged.docx'],
      ]
      for (const [bytes, name] of cases) {
        const res = await apply([['capabilityStatement', blob(bytes), name]])
        expect(res.statusCode, name).toBe(413)
        expect(res.json().message).toMatch(new RegExp(`^File "${name}" is too large once unpacked \\(\\d+\\.\\dMB\\)\\. `))
        expect(res.json().message).toContain('Documents may unpack to at most 50MB, and to at most 100 times their size.')
      }
      // An ordinary document, deflated as Word writes it, is kept.
      expect((await apply([['capabilityStatement', blob(docx([], true)), 'capability.docx']])).statusCode).toBe(200)
    })

    it('flags PDFs with scripts, automatic actions or attached files for staff, and keeps them as sent', async () => {
      const res = await apply([
        ['insuranceCOI', blob(plainPdf), 'coi.pdf'],
        ['projectFiles', blob(scriptPdf), 'opens-with-script.pdf'],
        ['projectFiles', blob(escapedScriptPdf), 'escaped-names.pdf'],
        ['projectFiles', blob(attachmentPdf), 'attachment.pdf'],
        ['projectFiles', blob(hiddenScriptPdf), 'object-stream.pdf'],
      ])
      expect(res.statusCode, res.body).toBe(200)
      const { files } = await lead(res.json().applicationId)
      const warnings = Object.fromEntries(files.map((f) => [f.name, f.warnings]))
      expect(warnings).toEqual({
        'coi.pdf': [],
        'opens-with-script.pdf': ['scripts'],
        'escaped-names.pdf': ['scripts'],
        'attachment.pdf': ['embedded-files'],
        'object-stream.pdf': ['scripts'],
      })
      const flagged = files.find((f) => f.name === 'opens-with-script.pdf')!
      const download = await t.app.inject({
        method: 'GET',
        url: `/api/admin/contacts/${res.json().applicationId}/files/${flagged._id}`,
        headers: authHeader(token),
      })
      expect(download.rawPayload.equals(scriptPdf)).toBe(true)
    })

    it('stores and serves a PDF/HTML polyglot sent as statement.html as statement.pdf, application/pdf, nosniff', async () => {
      const res = await apply([
        ['insuranceCOI', blob(plainPdf), 'coi.pdf'],
        ['projectFiles', blob(polyglot), 'statement.html'],
        ['projectFiles', blob(photos[1]), 'porch:photo.png'],
      ])
      expect(res.statusCode, res.body).toBe(200)
      const id = res.json().applicationId as string
      const stored = (await storedKeys(t.app.storage, applicationFileKey(id, ''))).sort()
      expect(stored.map((f) => path.extname(f)).sort()).toEqual(['.jpg', '.pdf', '.pdf'])
      const { files } = await lead(id)
      expect(files.map((f) => [f.name, f.mimeType])).toEqual(
        expect.arrayContaining([
          ['statement.pdf', 'application/pdf'],
          ['porch_photo.jpg', 'image/jpeg'],
        ]),
      )
      const statement = files.find((f) => f.name === 'statement.pdf')!
      const download = await t.app.inject({
        method: 'GET',
        url: `/api/admin/contacts/${id}/files/${statement._id}`,
        headers: authHeader(token),
      })
      expect(download.statusCode).toBe(200)
      expect(download.headers['content-type']).toBe('application/pdf')
      expect(download.headers['content-disposition']).toBe(`attachment; filename="statement.pdf"; filename*=UTF-8''statement.pdf`)
      expect(download.headers['x-content-type-options']).toBe('nosniff')
      expect(download.rawPayload.equals(polyglot)).toBe(true)
    })
  })
}
