import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import type { ServerBuild } from 'react-router'
import type { Lang } from '#core/i18n/locale.ts'
import type { WordsFile } from '#app/i18n/messages.server.ts'
import { pickEncoding } from './compress-response.ts'

// The site's words, one file per language, as the browser fetches them before a page hydrates
// (docs/decisions/0190-first-render-once.md). They come from the same build that renders the pages (its entry module
// exports them, app/entry.server.tsx), so a page never asks for words its server does not have. The name carries a
// hash of the content: a browser keeps the file for a year and asks again only when the words change.

interface Encoded {
  identity: Buffer
  br: Buffer
  gzip: Buffer
}

const encoded = new Map<string, Encoded>()

function encode(file: WordsFile): Encoded {
  let found = encoded.get(file.name)
  if (!found) {
    const identity = Buffer.from(file.json)
    found = {
      identity,
      br: zlib.brotliCompressSync(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: zlib.gzipSync(identity, { level: 9 }),
    }
    encoded.set(file.name, found)
  }
  return found
}

export function registerPageWords(app: FastifyInstance, loadBuild: () => Promise<ServerBuild>): void {
  app.get<{ Params: { file: string } }>('/words/:file', async (request, reply) => {
    const entry = (await loadBuild()).entry.module as { pageWords?: Record<Lang, WordsFile> }
    const files = entry.pageWords
    const file = Object.values(files ?? {}).find((f) => f.name === request.params.file)
    if (!file) return reply.code(404).header('cache-control', 'no-store').send({ message: 'There is no such words file.' })
    const body = encode(file)
    const coding = pickEncoding(request.headers['accept-encoding'])
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'Accept-Encoding')
    if (coding) reply.header('content-encoding', coding)
    return reply.send(coding ? body[coding] : body.identity)
  })
}
