import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { sampleFiles } from './sample-files.ts'
import { bidderAnswers } from './bidder-answers.ts'

export { bidderAnswers }

/** A preferred-bidder application sent through the public form (multipart, as the browser sends it), with its COI. */
export async function sendApplication(app: FastifyInstance, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const files = await sampleFiles()
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  form.append('insuranceCOI', files.pdf, 'Acme COI 2026.pdf')
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  const res = await app.inject({
    method: 'POST',
    url: '/api/preferred-bidders',
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  })
  return { res, pdf: files.bytes.pdf }
}

/** A preferred-bidder application accepted: its id, its COI's file id and the COI's bytes. */
export async function submitApplication(app: FastifyInstance, over: { company?: string; email?: string } = {}) {
  const answers = bidderAnswers({
    ...(over.company && { companyName: over.company }),
    ...(over.email && { email: over.email }),
  })
  const { res, pdf } = await sendApplication(app, answers)
  expect(res.statusCode, res.body).toBe(200)
  const id = (res.json() as { applicationId: string }).applicationId
  const file = await app.database.db
    .selectFrom('bidder_application_files')
    .select('id')
    .where('application_id', '=', id)
    .executeTakeFirstOrThrow()
  return { id, fileId: file.id, pdf }
}
