import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dialects } from '#tests/helpers/databases.ts'
import type { ReceivedMail } from '#tests/helpers/mail-server.ts'
import { mailText } from '#tests/helpers/mail-text.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { storedKeys } from '#tests/helpers/object-storage.ts'
import { APPLICATIONS_PREFIX } from '#server/leads/bidders/bidder-applications.service.ts'
import { RENTAL_CONSENT_TEXT, RENTAL_MESSAGES } from '#core/leads/rental-application.ts'
import { DEFAULT_SCREENING } from '#core/leads/rental-screening.ts'
import {
  applyAs,
  rentalAnswers,
  sendCoApplicantPart,
  sendRentalApplication,
  openRentalDesk,
  type RentalDesk,
} from '#tests/helpers/rental-applications.ts'

// Rental applications through the real multipart intake, database, store and SMTP server: two applicants with files,
// the co-applicant's part through their invitation link, status changes mailed to each applicant once, approval
// closing the unit's other applications and moving the listing to pending, and a rented listing refusing.

const TOKEN_LINK = /https:\/\/homes\.example\/rental-application\?token=([0-9a-f]{64})/

for (const dialect of dialects) {
  describe(`rental applications on ${dialect}`, () => {
    let { t, staff, token, rental } = {} as RentalDesk
    beforeAll(async () => ({ t, staff, token, rental } = await openRentalDesk(dialect)))
    afterAll(() => t?.close())

    const deliver = async () => {
      await t.app.outbox.drain()
      await t.app.outbox.drain()
    }
    const mailsTo = (address: string) => t.mailsTo(address)
    const linkIn = (m: ReceivedMail) => TOKEN_LINK.exec(mailText(m.raw))![1]

    it('shows the criteria of all rentals until a listing has its own, saved over their version', async () => {
      const before = await t.app.inject({ url: `/api/rentals/${rental}/screening` })
      expect(before.json()).toMatchObject({ takesApplications: true, criteria: DEFAULT_SCREENING })
      expect(before.json().howScreeningIsDone.join(' ')).toMatch(/never asks for a Social Security number and takes no payment/)

      const read = await staff(token, 'GET', '/api/admin/rentals/screening')
      const own = { ...DEFAULT_SCREENING, incomeMultiple: 2.5, petPolicy: 'No pets, please.' }
      const body = { defaults: DEFAULT_SCREENING, overrides: [{ listingId: rental, criteria: own }] }
      const saved = await staff(token, 'PUT', '/api/admin/rentals/screening', body, { 'if-match': `"${read.json().version}"` })
      expect(saved.statusCode, saved.body).toBe(200)
      const stale = await staff(token, 'PUT', '/api/admin/rentals/screening', body, { 'if-match': `"${read.json().version}"` })
      expect(stale.statusCode).toBe(409)
      const bad = await staff(token, 'PUT', '/api/admin/rentals/screening', {
        ...body,
        defaults: { ...DEFAULT_SCREENING, incomeMultiple: 0 },
      })
      expect(bad.statusCode).toBe(400)

      const after = await t.app.inject({ url: `/api/rentals/${rental}/screening` })
      expect(after.json().criteria).toEqual(own)
    })

    it('takes an application with a co-applicant and files; the co-applicant completes their part by the invitation link', async () => {
      const answers = rentalAnswers({ coApplicants: [{ name: 'Casey Avery', email: 'casey@example.com' }] })
      const res = await sendRentalApplication(t.app, rental, answers)
      expect(res.statusCode, res.body).toBe(200)
      const { applicationId } = res.json()
      await deliver()

      expect(mailsTo('office@example.com')).toHaveLength(1)
      const [received] = mailsTo('jordan@example.com')
      expect(mailText(received.raw)).toMatch(/Thank you for applying to rent Maple Duplex/)
      const [invite] = mailsTo('casey@example.com')
      expect(mailText(invite.raw)).toMatch(/named as a co-applicant/)
      const coToken = linkIn(invite)

      const main = await t.database.db
        .selectFrom('rental_applicants')
        .selectAll()
        .where('application_id', '=', applicationId)
        .where('role', '=', 'main')
        .executeTakeFirstOrThrow()
      expect(main).toMatchObject({ name: 'Jordan Avery', consent_text: RENTAL_CONSENT_TEXT, consent_page: '/property/x/apply' })
      expect(await storedKeys(t.app.storage, `${APPLICATIONS_PREFIX}${applicationId}/`)).toHaveLength(2)

      // The co-applicant's part: refused without agreement, stored once with their files.
      const part = { phone: '402-555-0111', part: rentalAnswers().part, consent: true, consentText: RENTAL_CONSENT_TEXT }
      const unticked = await sendCoApplicantPart(t.app, coToken, { ...part, consent: false })
      expect(unticked.statusCode).toBe(400)
      expect(unticked.json().message).toMatch(/tick the box/)
      const done = await sendCoApplicantPart(t.app, coToken, part)
      expect(done.statusCode, done.body).toBe(200)
      const again = await sendCoApplicantPart(t.app, coToken, part)
      expect(again.statusCode).toBe(409)

      const detail = await staff(token, 'GET', `/api/admin/rental-applications/${applicationId}`)
      expect(detail.statusCode, detail.body).toBe(200)
      const [first, second] = detail.json().applicants
      expect(first).toMatchObject({ role: 'main', name: 'Jordan Avery' })
      expect(second).toMatchObject({ role: 'co', name: 'Casey Avery', phone: '402-555-0111' })
      expect(second.files.map((f: { field: string }) => f.field).sort()).toEqual(['idDocument', 'incomeProof'])
      const file = await staff(token, 'GET', `/api/admin/rental-applications/${applicationId}/files/${first.files[0]._id}`)
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-disposition']).toMatch(/^attachment/)
      expect((await t.app.inject({ url: `/api/admin/rental-applications/${applicationId}/files/${first.files[0]._id}` })).statusCode).toBe(
        401,
      )

      const list = await staff(token, 'GET', `/api/admin/rental-applications?listingId=${rental}`)
      expect(list.json()).toEqual([expect.objectContaining({ _id: applicationId, applicants: 2, completed: 2, status: 'received' })])
    })

    it('mails each applicant once per change; approving one declines the others kindly and moves the listing to pending', async () => {
      const [{ _id: first }] = (await staff(token, 'GET', `/api/admin/rental-applications?listingId=${rental}`)).json()
      await applyAs(t.app, rental, 'Sky Hart', 'sky@example.com')
      await deliver()
      const count = (to: string) => mailsTo(to).length
      const before = { jordan: count('jordan@example.com'), casey: count('casey@example.com'), sky: count('sky@example.com') }

      const review = await staff(token, 'PUT', `/api/admin/rental-applications/${first}/status`, { status: 'under-review' })
      expect(review.statusCode, review.body).toBe(200)
      const twice = await staff(token, 'PUT', `/api/admin/rental-applications/${first}/status`, { status: 'under-review' })
      expect(twice.statusCode).toBe(409)
      const approve = await staff(token, 'PUT', `/api/admin/rental-applications/${first}/status`, { status: 'approved' })
      expect(approve.statusCode, approve.body).toBe(200)
      await deliver()

      expect(count('jordan@example.com') - before.jordan).toBe(2)
      expect(count('casey@example.com') - before.casey).toBe(2)
      expect(count('sky@example.com') - before.sky).toBe(1)
      const skyMail = mailText(mailsTo('sky@example.com').at(-1)!.raw)
      expect(skyMail).toMatch(/Declined/)
      expect(skyMail).toContain(RENTAL_MESSAGES.takenReason)
      const listing = await t.database.db.selectFrom('properties').select('status').where('id', '=', rental).executeTakeFirstOrThrow()
      expect(listing.status).toBe('pending')

      // The approved application is closed: the main applicant can no longer withdraw it.
      const jordanToken = linkIn(mailsTo('jordan@example.com')[0])
      const withdraw = await t.app.inject({ method: 'POST', url: '/api/rental-applications/withdraw', payload: { token: jordanToken } })
      expect(withdraw.statusCode).toBe(409)
    })

    it('refuses applications to a listing that is pending or rented, and to a sale', async () => {
      const pending = await sendRentalApplication(t.app, rental, rentalAnswers())
      expect(pending.statusCode).toBe(409)
      expect(pending.json().message).toBe(RENTAL_MESSAGES.notAvailable)
      const rented = await insertProperty(t.database.db, { type: 'rental', status: 'rented', price: 1400 })
      expect((await sendRentalApplication(t.app, rented, rentalAnswers())).statusCode).toBe(409)
      const sale = await insertProperty(t.database.db, { type: 'sale' })
      expect((await sendRentalApplication(t.app, sale, rentalAnswers())).statusCode).toBe(404)
    })

    it('refuses an application without its files or with a bad answer, and lets the main applicant withdraw', async () => {
      const open = await insertProperty(t.database.db, { type: 'rental', status: 'available', price: 1200, title: 'Elm Flat' })
      const noFiles = await sendRentalApplication(t.app, open, rentalAnswers(), [])
      expect(noFiles.statusCode).toBe(400)
      expect(noFiles.json().message).toMatch(/ID/)
      const badEmail = await sendRentalApplication(
        t.app,
        open,
        rentalAnswers({ applicant: { name: 'A', email: 'nope', phone: '402-555-0100' } }),
      )
      expect(badEmail.statusCode).toBe(400)
      expect(badEmail.json().message).toMatch(/e-mail address/)

      await applyAs(t.app, open, 'Lee Doe', 'lee@example.com')
      await deliver()
      const leeToken = linkIn(mailsTo('lee@example.com')[0])
      const withdrawn = await t.app.inject({ method: 'POST', url: '/api/rental-applications/withdraw', payload: { token: leeToken } })
      expect(withdrawn.statusCode, withdrawn.body).toBe(200)
      await deliver()
      expect(mailText(mailsTo('lee@example.com').at(-1)!.raw)).toMatch(/Withdrawn/)
      const unknown = await t.app.inject({ method: 'POST', url: '/api/rental-applications/withdraw', payload: { token: 'f'.repeat(64) } })
      expect(unknown.statusCode).toBe(404)
    })
  })
}
