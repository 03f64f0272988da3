import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { signIn, staffCall } from '#tests/helpers/admin.ts'
import { storedFolders } from '#tests/helpers/object-storage.ts'
import { applyAs } from '#tests/helpers/rental-applications.ts'
import { purgeExpired } from '#server/retention/retention.service.ts'
import { APPLICATIONS_PREFIX } from '#server/leads/bidders/bidder-applications.service.ts'

// Rental applications under the retention policy (docs/decisions/0150-rental-applications-closing-and-retention.md),
// on SQLite and PostgreSQL with the clock moved on: an application decided longer ago than its period goes with its
// applicants and private files, logged by id alone; a recently decided one and an open one, however old, stay.

const monthsFrom = (from: Date, months: number) => {
  const d = new Date(from)
  d.setUTCMonth(d.getUTCMonth() + months)
  return d
}

for (const dialect of dialects) {
  describe(`retention of rental applications on ${dialect}`, () => {
    let t: TestApp
    let call: ReturnType<typeof staffCall>
    let token = ''
    const db = () => t.app.database.db
    const purge = (now: Date, rentalApplicationMonths?: number) =>
      purgeExpired(db(), {
        dataDir: t.database.dataDir,
        storage: t.app.storage,
        mailDir: `${t.database.dataDir}/mail`,
        now,
        rentalApplicationMonths,
      })

    beforeAll(async () => {
      t = await createTestApp({ dialect, config: { officeEmail: 'office@example.com' } })
      call = staffCall(t.app)
      token = await signIn(t.app)
    })
    afterAll(() => t?.close())

    it('removes applications decided longer ago than the period, with their files; keeps recent and open ones', async () => {
      const listing = await insertProperty(db(), { type: 'rental', status: 'available', price: 1400, title: 'Hawthorn Flat' })
      const declined = await applyAs(t.app, listing, 'Nia Declined', 'nia@example.com')
      const withdrawn = await applyAs(t.app, listing, 'Oz Withdrawn', 'oz@example.com')
      const recent = await applyAs(t.app, listing, 'Pia Recent', 'pia@example.com')
      const open = await applyAs(t.app, listing, 'Quin Open', 'quin@example.com')
      for (const id of [declined, recent])
        expect((await call(token, 'PUT', `/api/admin/rental-applications/${id}/status`, { status: 'declined' })).statusCode).toBe(200)
      const { token: ozToken } = await db()
        .selectFrom('rental_applicants')
        .select('token')
        .where('application_id', '=', withdrawn)
        .executeTakeFirstOrThrow()
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/rental-applications/withdraw', payload: { token: ozToken } })).statusCode,
      ).toBe(200)
      await t.app.outbox.drain()

      // Two years and a month on; the recent one was decided 23 months before that day.
      const later = monthsFrom(new Date(), 25)
      await db()
        .updateTable('rental_applications')
        .set({ status_changed_at: monthsFrom(later, -23).toISOString() })
        .where('id', '=', recent)
        .execute()
      const folders = () => storedFolders(t.app.storage, APPLICATIONS_PREFIX)
      expect(await folders()).toEqual(expect.arrayContaining([declined, withdrawn, recent, open]))

      // A longer period, set by RENTAL_RETENTION_MONTHS, keeps them all.
      expect((await purge(later, 36)).rentalApplications).toBe(0)
      expect((await purge(later)).rentalApplications).toBe(2)

      const left = await db().selectFrom('rental_applications').select('id').where('listing_id', '=', listing).execute()
      expect(left.map((r) => r.id).sort()).toEqual([recent, open].sort())
      for (const gone of [declined, withdrawn]) {
        expect((await call(token, 'GET', `/api/admin/rental-applications/${gone}`)).statusCode).toBe(404)
        expect(await db().selectFrom('rental_applicants').select('id').where('application_id', '=', gone).execute()).toEqual([])
        expect(await db().selectFrom('rental_application_files').select('id').where('application_id', '=', gone).execute()).toEqual([])
        expect(await db().selectFrom('mail_outbox').select('id').where('related_id', '=', gone).execute()).toEqual([])
      }
      const stored = await folders()
      expect(stored).not.toContain(declined)
      expect(stored).not.toContain(withdrawn)
      // The kept applications' files are not taken for leftovers of an application never stored.
      expect(stored).toEqual(expect.arrayContaining([recent, open]))
      const [{ files }] = (await call(token, 'GET', `/api/admin/rental-applications/${open}`)).json<{
        applicants: Array<{ files: Array<{ _id: string }> }>
      }>().applicants
      expect((await call(token, 'GET', `/api/admin/rental-applications/${open}/files/${files[0]!._id}`)).statusCode).toBe(200)

      // The activity log says what went, by id alone: no name or address of an applicant.
      const log = await db()
        .selectFrom('audit_log')
        .select(['username', 'details'])
        .where('action', '=', 'rental-application.retention-delete')
        .execute()
      expect(
        log
          .map((e) => JSON.parse(e.details) as { id: string })
          .map((d) => d.id)
          .sort(),
      ).toEqual([declined, withdrawn].sort())
      expect(log.every((e) => e.username === 'Retention policy')).toBe(true)
      expect(JSON.stringify(log)).not.toMatch(/Nia|Oz|nia@|oz@/)

      // Much later still, the open one is kept: only a decision starts its period.
      expect((await purge(monthsFrom(later, 120))).rentalApplications).toBe(1)
      expect(
        (await db().selectFrom('rental_applications').select('id').where('listing_id', '=', listing).execute()).map((r) => r.id),
      ).toEqual([open])
    })
  })
}
