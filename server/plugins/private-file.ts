import type { FastifyReply } from 'fastify'

/** A private file staff download (an applicant's upload): its name as sent, its type, size and bytes. */
export interface PrivateFile {
  name: string
  mimeType: string
  bytes: number
  body: unknown
}

/** Answers with a private file, always as an attachment with nosniff, never shown inline. */
export function sendPrivateFile(reply: FastifyReply, file: PrivateFile) {
  const ascii = file.name.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_')
  return reply
    .header('content-type', file.mimeType || 'application/octet-stream')
    .header('content-disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-length', String(file.bytes))
    .send(file.body)
}
