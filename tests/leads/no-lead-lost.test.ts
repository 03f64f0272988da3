import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { bidderAnswers } from '#tests/helpers/applications.ts'
import { insertProperty, sellToUsBody } from '#tests/helpers/factories.ts'
import { OFFENSIVE_LANGUAGE_FLAG } from '#core/leads/lead-labels.ts'
import type { LeadDetail, LeadList } from '#core/leads/lead-inbox.ts'
import { mayBeOffensive } from '#server/leads/offensive-language.ts'
import { freeTourSlots } from '#tests/helpers/tour-slots.ts'

// No lead is lost to a word list (docs/decisions/0078-no-lead-refused-for-its-words.md):
// names, streets and numbers the matcher takes for offensive words are stored
// and mailed through every public form; only a message is read, and then the
// lead is flagged for staff, never refused.

/** Every number from 1 to 9,999 the matcher flags, computed here so the list cannot drift from the matcher. */
const FLAGGED_NUMBERS = Array.from({ length: 9999 }, (_, i) => i + 1).filter((n) => mayBeOffensive(String(n)))
const SAMPLES = ['Dick Johnson', 'Sue Cummings', 'Hooker St', ...FLAGGED_NUMBERS.map(String)]
const isNumber = (s: string) => /^\d+$/.test(s)

/** Fields a person fills with `sample`: the name, an address, and for a number the phone too. */
const identity = (sample: string, n: number) => ({
  name: isNumber(sample) ? `Tenant ${sample}` : sample,
  address: isNumber(sample)
    ? `${sample} Dodge St, Omaha, NE 68102`
    : sample === 'Hooker St'
      ? '1200 Hooker St, Omaha, NE 68102'
      : '3120 S 95th St',
  phone: isNumber(sample) ? `402-${sample}-0199` : '402-555-0199',
  email: `lead${n}.${sample.toLowerCase().replace(/\W+/g, '.')}@example.com`,
})

async function multipart(fields: Record<string, string>) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return { body: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! }
}

it('the matcher flags the names, the street and every number this test sends, among them 455 and 4550-4559', () => {
  expect(FLAGGED_NUMBERS).toEqual(expect.arrayContaining([455, 4550, 4551, 4552, 4553, 4554, 4555, 4556, 4557, 4558, 4559]))
  for (const sample of SAMPLES) expect(mayBeOffensive(sample), sample).toBe(true)
})

for (const dialect of dialects) {
  describe(`no lead is lost to a word list on ${dialect}`, () => {
    let t: TestApp
    let token = ''
    let saleId = ''
    let tourSlots: Awaited<ReturnType<typeof freeTourSlots>>
    let upcomingId = ''
    let counter = 0
    const db = () => t.database.db

    beforeAll(async () => {
      t = await createTestApp({ dialect, config: { officeEmail: 'office@example.com' }, build: { contactRateLimitMax: 100_000 } })
      token = await signIn(t.app)
      saleId = await insertProperty(db(), { address: '4812 S 167th Ave', city: 'Omaha' })
      upcomingId = await insertProperty(db(), { address: '455 N 30th St', city: 'Omaha', status: 'upcoming' })
      tourSlots = await freeTourSlots(t.app, saleId)
    })
    afterAll(async () => {
      await t?.close()
    })

    const postJson = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload })

    type Sent = { id: string; table: 'inquiries' | 'bidder_applications' }
    type Who = ReturnType<typeof identity>
    /** A form that answers `inquiryId`: its body from the sender and the message. */
    const inquiryForm =
      (url: string, body: (who: Who, message: string) => object) =>
      async (sample: string, message: string): Promise<Sent> => {
        const res = await postJson(url, body(identity(sample, ++counter), message))
        expect(res.statusCode, `${sample}: ${res.body}`).toBe(200)
        return { id: res.json().inquiryId, table: 'inquiries' }
      }
    const contact = (who: Who) => ({ clientName: who.name, clientEmail: who.email, clientPhone: who.phone })

    /** One lead through each public form; answers the stored row's id (an inquiry or an application). */
    const forms: Record<string, (sample: string, message: string) => Promise<Sent>> = {
      'contact agent': inquiryForm('/api/contact/agent', (who, message) => ({
        propertyId: saleId,
        propertyAddress: who.address,
        ...contact(who),
        message,
      })),
      tour: inquiryForm('/api/contact/tour', (who, message) => ({
        propertyId: saleId,
        propertyAddress: who.address,
        ...contact(who),
        ...tourSlots.next(),
        message,
      })),
      'express interest': inquiryForm('/api/contact/interest', (who, message) => ({ propertyId: upcomingId, ...contact(who), message })),
      consultation: inquiryForm('/api/contact/consultation', (who, message) => ({
        ...contact(who),
        preferredTime: 'Weekday evening',
        message,
      })),
      'contact page': inquiryForm('/api/contact/general', (who, message) => ({ ...contact(who), message })),
      'sell to us': inquiryForm('/api/contact/sell-to-us', (who, message) =>
        sellToUsBody({ name: who.name, email: who.email, phone: who.phone, address: who.address, message }),
      ),
      'preferred bidder': async (sample, message) => {
        const who = identity(sample, ++counter)
        const { body, contentType } = await multipart(
          bidderAnswers({
            companyName: `${who.name} Roofing`,
            primaryContact: who.name,
            email: who.email,
            phone: who.phone,
            businessAddress: who.address,
            references: JSON.stringify([
              { name: who.name, company: `${who.name} Homes`, phone: who.phone, email: who.email, project: 'Roof 2024' },
              { name: 'Ana Cruz', company: 'Cruz Rentals', phone: '402-555-0102', email: 'ana@cruz.example', project: 'Siding 2023' },
            ]),
            recentProjects: message,
          }),
        )
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/preferred-bidders',
          payload: body,
          headers: { 'content-type': contentType },
        })
        expect(res.statusCode, `${sample}: ${res.body}`).toBe(200)
        return { id: res.json().applicationId, table: 'bidder_applications' }
      },
    }

    const stored = async ({ id, table }: { id: string; table: 'inquiries' | 'bidder_applications' }) => {
      const row = await db().selectFrom(table).select(['id', 'offensive_language']).where('id', '=', id).executeTakeFirst()
      const mails = await db().selectFrom('mail_outbox').select('id').where('related_id', '=', id).execute()
      return { row, mails: mails.length }
    }

    it.each(Object.keys(forms))(
      '%s: stores and mails every lead whose name, address or phone holds a flagged word or number, unflagged',
      async (form) => {
        for (const sample of SAMPLES) {
          const lead = await forms[form](sample, 'Please call me about the house.')
          const { row, mails } = await stored(lead)
          expect(row, sample).toBeDefined()
          expect(row!.offensive_language, sample).toBe(0)
          expect(mails, sample).toBeGreaterThan(0)
        }
      },
    )

    it.each(Object.keys(forms))('%s: stores and mails a lead whose message holds one of them, flagged for staff', async (form) => {
      for (const sample of SAMPLES) {
        const lead = await forms[form](sample, `About ${sample}: please call me.`)
        const { row, mails } = await stored(lead)
        expect(row, sample).toBeDefined()
        expect(row!.offensive_language, sample).toBe(1)
        expect(mails, sample).toBeGreaterThan(0)
      }
    })

    it('Get Notified: signs up every address built from them', async () => {
      for (const sample of SAMPLES) {
        const email = identity(sample, ++counter).email
        const res = await postJson('/api/upcoming/subscribers', { email })
        expect(res.statusCode, `${sample}: ${res.body}`).toBe(200)
        const row = await db().selectFrom('upcoming_subscribers').select('id').where('email', '=', email).executeTakeFirst()
        expect(row, sample).toBeDefined()
      }
    })

    it('a message with a real obscenity is stored, mailed and shows the flag in the inbox; a clean one does not', async () => {
      const rude = await postJson('/api/contact/general', {
        clientName: 'Casey Rude',
        clientEmail: 'casey.rude@example.com',
        message: 'Your fucking website is slow, call me back',
      })
      expect(rude.statusCode).toBe(200)
      const polite = await postJson('/api/contact/general', {
        clientName: 'Casey Polite',
        clientEmail: 'casey.polite@example.com',
        message: 'Your website is lovely, call me back',
      })
      expect(polite.statusCode).toBe(200)
      expect(await stored({ id: rude.json().inquiryId, table: 'inquiries' })).toMatchObject({ row: { offensive_language: 1 }, mails: 2 })

      const list = await t.app.inject({ method: 'GET', url: '/api/admin/contacts?q=casey', headers: authHeader(token) })
      expect(list.statusCode).toBe(200)
      const items = (list.json() as LeadList).items
      expect(items.find((i) => i._id === rude.json().inquiryId)).toMatchObject({ offensiveLanguage: true })
      expect(items.find((i) => i._id === polite.json().inquiryId)).toMatchObject({ offensiveLanguage: false })

      const detail = await t.app.inject({ method: 'GET', url: `/api/admin/contacts/${rude.json().inquiryId}`, headers: authHeader(token) })
      expect(detail.json() as LeadDetail).toMatchObject({ offensiveLanguage: true, message: 'Your fucking website is slow, call me back' })
      expect(OFFENSIVE_LANGUAGE_FLAG).toBe('May contain offensive language')
    })

    it('an application whose free text holds an obscenity is flagged in the inbox too', async () => {
      const lead = await forms['preferred bidder']('Dick Johnson', 'We did a shit ton of roofs')
      const detail = await t.app.inject({ method: 'GET', url: `/api/admin/contacts/${lead.id}`, headers: authHeader(token) })
      expect(detail.statusCode).toBe(200)
      expect(detail.json()).toMatchObject({ kind: 'application', offensiveLanguage: true })
    })
  })
}
