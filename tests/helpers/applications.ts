import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { sampleFiles } from './sample-files.ts'
import { bidderAnswers } from './bidder-answers.ts'

export { bidderAnswers }

/** A preferred-bidder application sent through the public form (multipart, as the browser sends it), with its COI. */
export async function submitApplication(app: FastifyInstance, over: { company?: string; email?: string } = {}) {
  const files = await sampleFiles()
  const form = new FormData()
  const answers = bidderAnswers({
    ...(over.company && { companyName: over.company }),
    ...(over.email && { email: over.email }),
  })
  for (const [k, v] of Object.entries(answers)) form.append(k, v)
  form.append('insuranceCOI', files.pdf, 'Acme COI 2026.pdf')
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  const res = await app.inject({
    method: 'POST',
    url: '/api/preferred-bidders',
    headers: { 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  })
  expect(res.statusCode, res.body).toBe(200)
  const id = (res.json() as { applicationId: string }).applicationId
  const file = await app.database.db
    .selectFrom('bidder_application_files')
    .select('id')
    .where('application_id', '=', id)
    .executeTakeFirstOrThrow()
  return { id, fileId: file.id, pdf: files.bytes.pdf }
}
