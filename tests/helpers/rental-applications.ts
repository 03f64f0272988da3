import type { FastifyInstance } from 'fastify'
import { RENTAL_CONSENT_TEXT, type RentalApplication } from '#core/leads/rental-application.ts'
import { sampleFiles } from './sample-files.ts'
import { createMailTestApp } from './app.ts'
import { signIn, staffCall } from './admin.ts'
import { insertProperty } from './factories.ts'
import type { Dialect } from '#server/db/database.ts'
import type { NewListing } from '#server/listings/listing.repository.ts'

// A rental application as the browser sends it: the answers as JSON in `application`, the files beside them.

type FileEntry = [field: string, blob: Blob, name: string]

export function rentalAnswers(over: Partial<RentalApplication> = {}): Omit<RentalApplication, 'consent'> & { consent: boolean } {
  return {
    applicant: { name: 'Jordan Avery', email: 'jordan@example.com', phone: '402-555-0142' },
    part: {
      employmentStatus: 'employed',
      employer: 'Midlands Hospital',
      jobTitle: 'Nurse',
      employedSince: '2021',
      monthlyIncome: '5200',
      otherIncome: '',
    },
    household: {
      moveInDate: '2027-01-15',
      householdMembers: [{ name: 'Riley Avery', relationship: 'Child', age: '7' }],
      pets: [{ kind: 'Dog', breed: 'Beagle', weight: '25 lb' }],
      vehicles: [{ description: 'Honda Civic 2019', plate: 'NE 123ABC' }],
      currentAddress: { street: '812 N 40th St, Omaha', since: '2022', landlord: 'Pat Green', landlordPhone: '402-555-0177', rent: '1150' },
      previousAddress: { street: '', since: '', landlord: '', landlordPhone: '', rent: '' },
      references: [{ name: 'Morgan Lee', phone: '402-555-0190', relationship: 'Former manager' }],
    },
    coApplicants: [],
    consent: true,
    website: '',
    consentText: RENTAL_CONSENT_TEXT,
    consentPage: '/property/x/apply',
    ...over,
  }
}

/** The body and content type a browser's FormData makes. */
export async function multipart(fields: Record<string, string>, files: FileEntry[] = []) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  for (const [field, blob, name] of files) form.append(field, blob, name)
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! }
}

type Sample = Awaited<ReturnType<typeof sampleFiles>>

/** Posts an applicant's fields and files as the forms do (the default files unless told others), from the Spanish site with `headers` { 'accept-language': 'es' }. */
async function postApplicant(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  files: { given?: FileEntry[]; defaults: (sample: Sample) => FileEntry[] },
  headers: Record<string, string>,
) {
  const { payload, contentType } = await multipart(fields, files.given ?? files.defaults(await sampleFiles()))
  return app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, ...headers } })
}

/** Sends an application to a listing with a PDF ID and a PNG pay stub (unless told other files). */
export const sendRentalApplication = (app: FastifyInstance, listingId: string, answers: object, given?: FileEntry[], headers = {}) =>
  postApplicant(
    app,
    `/api/rentals/${listingId}/applications`,
    { application: JSON.stringify(answers) },
    {
      given,
      defaults: (s) => [
        ['idDocument', s.pdf, 'license.pdf'],
        ['incomeProof', s.png, 'paystub.png'],
      ],
    },
    headers,
  )

/** A co-applicant's part through their private link, with a JPEG ID and a PDF W-2 (unless told other files). */
export const sendCoApplicantPart = (app: FastifyInstance, token: string, part: object, given?: FileEntry[], headers = {}) =>
  postApplicant(
    app,
    '/api/rental-applications/part',
    { token, part: JSON.stringify(part) },
    {
      given,
      defaults: (s) => [
        ['idDocument', s.jpeg, 'id.jpg'],
        ['incomeProof', s.pdf, 'w2.pdf'],
      ],
    },
    headers,
  )

/** An application by one applicant (`name`, `email`) that must be taken: answers its id. */
export async function applyAs(app: FastifyInstance, listingId: string, name: string, email: string): Promise<string> {
  const res = await sendRentalApplication(app, listingId, rentalAnswers({ applicant: { name, email, phone: '402-555-0150' } }))
  if (res.statusCode !== 200) throw new Error(`the application of ${name} was refused: ${res.statusCode} ${res.body}`)
  return (res.json() as { applicationId: string }).applicationId
}

/** A test site with mail, the owner signed in, and an available rental "Maple Duplex" at $1,650 a month (`listing` changes it). */
export async function openRentalDesk(dialect: Dialect, listing: Partial<NewListing> = {}) {
  const t = await createMailTestApp({ dialect, config: { officeEmail: 'office@example.com', publicUrl: 'https://homes.example' } })
  const rental = await insertProperty(t.database.db, {
    type: 'rental',
    status: 'available',
    price: 1650,
    title: 'Maple Duplex',
    ...listing,
  })
  return { t, staff: staffCall(t.app), token: await signIn(t.app), rental }
}
export type RentalDesk = Awaited<ReturnType<typeof openRentalDesk>>
