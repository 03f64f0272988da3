import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { sampleFiles } from './sample-files.ts'

/** The answers of a complete preferred-bidder application, as the form's fields send them. */
export const bidderAnswers = (over: Record<string, string> = {}): Record<string, string> => ({
  companyName: 'Acme Roofing LLC',
  primaryContact: 'Pat Builder, Owner',
  phone: '402-555-0142',
  email: 'pat@acme.example',
  businessAddress: '1200 Harney St, Omaha, NE 68102',
  insuranceInfo: 'General liability $2M',
  bondingStatus: 'yes',
  bondingDetails: 'Bonded to $250,000',
  yearsInBusiness: '12',
  crewSize: '8',
  tradesServices: JSON.stringify(['roofing', 'other']),
  otherTradesDetails: 'Gutters',
  serviceArea: 'metro-omaha',
  references: JSON.stringify([
    { name: 'Lee One', company: 'Alpha', phone: '402-555-0001', email: 'lee@alpha.example', project: 'Roof at 12th St' },
    { name: 'Kim Two', company: 'Beta', phone: '402-555-0002', email: 'kim@beta.example', project: 'Siding' },
  ]),
  oshaViolations: 'no',
  litigationHistory: 'no',
  agreeToProvideDocuments: 'true',
  agreeToSiteRules: 'true',
  ...over,
})

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
