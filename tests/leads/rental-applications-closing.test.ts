import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailTestApp, type MailTestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { mailText } from '#tests/helpers/mail-text.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { signIn, staffCall } from '#tests/helpers/admin.ts'
import { RENTAL_MESSAGES } from '#core/leads/rental-application.ts'
import { applyAs, rentalAnswers, sendRentalApplication } from '#tests/helpers/rental-applications.ts'

// A rental made unavailable by staff (docs/decisions/0150-rental-applications-closing-and-retention.md), on SQLite and
// PostgreSQL through the real API and SMTP server: whatever the way (a status, taken off the site, archived, a bulk
// status), its open applications are closed and each applicant (co-applicants too) is told once, however often the
// listing is saved again; new applications are refused; an available rental's applications stay open.

for (const dialect of dialects) {
  describe(`rental applications closing with their listing on ${dialect}`, () => {
    let t: MailTestApp
    let staff: ReturnType<typeof staffCall>
    let token = ''

    beforeAll(async () => {
      t = await createMailTestApp({ dialect, config: { officeEmail: 'office@example.com', publicUrl: 'https://homes.example' } })
      staff = staffCall(t.app)
      token = await signIn(t.app)
    })
    afterAll(() => t?.close())

    const rental = (title: string) => insertProperty(t.database.db, { type: 'rental', status: 'available', price: 1500, title })
    const statusOf = async (id: string) =>
      t.database.db.selectFrom('rental_applications').select(['status', 'status_reason']).where('id', '=', id).executeTakeFirstOrThrow()
    const closedMails = (to: string) => t.mailsTo(to).filter((m) => mailText(m.raw).includes(RENTAL_MESSAGES.closedReason))
    const save = async (id: string, change: object) => {
      const listing = (await staff(token, 'GET', `/api/admin/properties/${id}`)).json()
      const saved = await staff(token, 'PUT', `/api/admin/properties/${id}`, { ...listing, ...change })
      expect(saved.statusCode, saved.body).toBe(200)
    }

    it('closes every open application when staff mark the rental rented, telling each applicant once', async () => {
      const id = await rental('Birch Duplex')
      const answers = rentalAnswers({
        applicant: { name: 'Ari Main', email: 'ari@example.com', phone: '402-555-0101' },
        coApplicants: [{ name: 'Bo Co', email: 'bo@example.com' }],
      })
      const first = (await sendRentalApplication(t.app, id, answers)).json<{ applicationId: string }>().applicationId
      const second = await applyAs(t.app, id, 'Cy Other', 'cy@example.com')
      expect((await staff(token, 'PUT', `/api/admin/rental-applications/${second}/status`, { status: 'under-review' })).statusCode).toBe(
        200,
      )
      await t.deliver()

      await save(id, { status: 'rented' })
      await save(id, { title: 'Birch Duplex, rented' })
      await t.deliver()
      for (const application of [first, second])
        expect(await statusOf(application)).toEqual({ status: 'declined', status_reason: RENTAL_MESSAGES.closedReason })
      for (const to of ['ari@example.com', 'bo@example.com', 'cy@example.com']) expect(closedMails(to), to).toHaveLength(1)
      const text = mailText(closedMails('bo@example.com')[0]!.raw)
      expect(text).toMatch(/Hello Bo/)
      expect(text).toMatch(/Your application’s page:\s+https:\/\/homes\.example\/rental-application\?token=[0-9a-f]{64}/)

      const refused = await applyAs(t.app, id, 'Late Comer', 'late@example.com').catch((err: Error) => err.message)
      expect(refused).toMatch(/refused: (404|409)/)
    })

    it('closes them when the rental is taken off the site, archived or given a bulk status, and only then', async () => {
      const ids = { off: await rental('Cedar Flat'), archived: await rental('Dogwood Loft'), bulk: await rental('Elm Rowhouse') }
      const kept = await rental('Fir Cottage')
      const applied = {
        off: await applyAs(t.app, ids.off, 'Dee One', 'dee@example.com'),
        archived: await applyAs(t.app, ids.archived, 'Eve Two', 'eve@example.com'),
        bulk: await applyAs(t.app, ids.bulk, 'Flo Three', 'flo@example.com'),
        kept: await applyAs(t.app, kept, 'Gus Four', 'gus@example.com'),
      }
      expect((await staff(token, 'POST', `/api/admin/properties/${ids.off}/unpublish`)).statusCode).toBe(200)
      expect((await staff(token, 'DELETE', `/api/admin/properties/${ids.archived}`)).statusCode).toBe(200)
      const bulk = await staff(token, 'POST', '/api/admin/properties/bulk-status', { ids: [ids.bulk], status: 'pending' })
      expect(bulk.statusCode, bulk.body).toBe(200)
      await save(kept, { price: 1450 })
      await t.deliver()

      for (const key of ['off', 'archived', 'bulk'] as const) expect((await statusOf(applied[key])).status, key).toBe('declined')
      for (const to of ['dee@example.com', 'eve@example.com', 'flo@example.com']) expect(closedMails(to), to).toHaveLength(1)
      expect(await statusOf(applied.kept)).toEqual({ status: 'received', status_reason: null })
      expect(closedMails('gus@example.com')).toHaveLength(0)
    })

    it('approving an application still tells the others once, that another was approved', async () => {
      const id = await rental('Gum Tree House')
      const chosen = await applyAs(t.app, id, 'Hal Chosen', 'hal@example.com')
      await applyAs(t.app, id, 'Ivy Other', 'ivy@example.com')
      await t.deliver()
      const before = t.mailsTo('ivy@example.com').length
      expect((await staff(token, 'PUT', `/api/admin/rental-applications/${chosen}/status`, { status: 'approved' })).statusCode).toBe(200)
      await t.deliver()
      const after = t.mailsTo('ivy@example.com').slice(before)
      expect(after).toHaveLength(1)
      expect(mailText(after[0]!.raw)).toContain(RENTAL_MESSAGES.takenReason)
    })
  })
}
