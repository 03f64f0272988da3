import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import multipart from '@fastify/multipart'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { receiveUpload, UploadError, type UploadRules } from './receive-upload.ts'
import { DOCUMENT_KINDS, IMAGE_KINDS, VIDEO_KINDS } from '#core/file-kinds.ts'
import { sampleFiles } from '#tests/helpers/sample-files.ts'

// The one upload intake, through a real HTTP server and the browser's own multipart encoding (fetch + FormData).

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'))
const rules: UploadRules = {
  files: {
    documents: { kinds: [...DOCUMENT_KINDS, 'jpeg', 'png'], maxCount: 3, maxBytes: { document: 200_000, image: 200_000 } },
    media: { kinds: [...IMAGE_KINDS, ...VIDEO_KINDS], maxCount: 1, maxBytes: { image: 50_000, video: 300_000 } },
  },
  maxTotalBytes: 350_000,
}

let app: FastifyInstance
let url: string
let kept: Array<{ field: string; name: string; kind: string; bytes: number; exists: boolean }> = []

beforeAll(async () => {
  app = Fastify()
  await app.register(multipart, { limits: { fileSize: 10_000_000 } })
  app.post('/upload', async (request, reply) => {
    try {
      const upload = await receiveUpload(request, rules, { tmpDir })
      kept = upload.files.map((f) => ({
        field: f.field,
        name: f.originalName,
        kind: f.kind,
        bytes: f.bytes,
        exists: fs.existsSync(f.path),
      }))
      await upload.discard()
      return { fields: upload.fields, files: kept }
    } catch (err) {
      if (err instanceof UploadError) return reply.code(err.statusCode).send({ message: err.message })
      throw err
    }
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/upload`
})

afterAll(async () => {
  await app.close()
  fs.rmSync(tmpDir, { recursive: true, force: true })
})

const send = async (entries: Array<[string, Blob | string, string?]>) => {
  const form = new FormData()
  for (const [field, value, name] of entries) {
    if (typeof value === 'string') form.append(field, value)
    else form.append(field, value, name)
  }
  const res = await fetch(url, { method: 'POST', body: form })
  return { status: res.status, body: (await res.json()) as { message?: string; files?: typeof kept; fields?: Record<string, string> } }
}
const leftovers = () => fs.readdirSync(tmpDir)

describe('receiveUpload', () => {
  it('keeps real documents, images and videos with the kind read from their bytes', async () => {
    const s = await sampleFiles()
    const { status, body } = await send([
      ['companyName', 'Acme Roofing'],
      ['documents', s.pdf, 'coi.pdf'],
      ['documents', s.docx, 'statement.docx'],
      ['documents', s.doc, 'old.doc'],
      ['media', s.mp4, 'tour.mp4'],
    ])
    expect(status, body.message).toBe(200)
    expect(body.fields).toEqual({ companyName: 'Acme Roofing' })
    expect(body.files?.map((f) => [f.field, f.name, f.kind, f.exists])).toEqual([
      ['documents', 'coi.pdf', 'pdf', true],
      ['documents', 'statement.docx', 'docx', true],
      ['documents', 'old.doc', 'doc', true],
      ['media', 'tour.mp4', 'mp4', true],
    ])
    expect(leftovers()).toEqual([])
  })

  it('refuses a program renamed .pdf, a picture renamed .docx and text renamed .jpg, keeping nothing', async () => {
    const s = await sampleFiles()
    for (const [blob, name] of [
      [s.exe, 'invoice.pdf'],
      [s.png, 'statement.docx'],
      [new Blob(['just some text, not a picture']), 'photo.jpg'],
      [s.msi, 'old.doc'],
    ] as const) {
      const field = name === 'photo.jpg' ? 'media' : 'documents'
      const { status, body } = await send([[field, blob, name]])
      expect(status, name).toBe(415)
      expect(body.message).toContain(`"${name}" is not a supported format`)
    }
    expect(leftovers()).toEqual([])
  })

  it('stops an oversized file while it streams, with the size rule of its kind', async () => {
    const noise = randomBytes(400 * 400 * 3)
    const big = await sharp(noise, { raw: { width: 400, height: 400, channels: 3 } })
      .png()
      .toBuffer()
    expect(big.length).toBeGreaterThan(50_000)
    const { status, body } = await send([['media', new Blob([new Uint8Array(big)]), 'huge.png']])
    expect(status).toBe(413)
    expect(body.message).toMatch(/^File "huge.png" is too large \(\d+\.\dMB\)/)
    expect(leftovers()).toEqual([])
  })

  it('refuses too many files, too many bytes in all, and unknown file fields', async () => {
    const s = await sampleFiles()
    const four = await send(Array.from({ length: 4 }, (_, i) => ['documents', s.pdf, `f${i}.pdf`] as [string, Blob, string]))
    expect(four.status).toBe(413)
    expect(four.body.message).toBe('At most 3 files in "documents"')
    const padded = new Blob([await s.pdf.arrayBuffer(), new Uint8Array(150_000)])
    const total = await send([
      ['documents', padded, 'a.pdf'],
      ['documents', padded, 'b.pdf'],
      ['documents', padded, 'c.pdf'],
    ])
    expect(total.status).toBe(413)
    expect(total.body.message).toContain('too large together')
    const unknown = await send([['other', s.pdf, 'x.pdf']])
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe('Unexpected file field "other"')
    expect(leftovers()).toEqual([])
  })

  it('answers 400 for a body that is not multipart', async () => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(res.status).toBe(400)
  })
})
