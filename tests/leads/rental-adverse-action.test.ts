import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dialects } from '#tests/helpers/databases.ts'
import { mailText } from '#tests/helpers/mail-text.ts'
import { applyAs, openRentalDesk, type RentalDesk } from '#tests/helpers/rental-applications.ts'
import { ADVERSE_ACTION_MESSAGES, prepareAdverseNotice, type RentalReview } from '#core/leads/adverse-action.ts'
import type { ActivityEntry } from '#core/staff/staff-users.ts'

// A decline that rests on a consumer report (docs/decisions/0152-adverse-action-notice.md): refused without the
// agency's name and contact; with them, the notice as staff left it is mailed to the applicant with the decline,
// kept with the application, downloadable, logged, and its agency offered at the next decline.

const agency = { name: 'Plains Tenant Screening', address: '100 Main St, Lincoln, NE 68508', phone: '800-555-0101' }

for (const dialect of dialects) {
  describe(`adverse-action notices on ${dialect}`, () => {
    let { t, staff, token, rental } = {} as RentalDesk
    beforeAll(async () => ({ t, staff, token, rental } = await openRentalDesk(dialect)))
    afterAll(() => t?.close())

    const decline = (id: string, body: object) => staff(token, 'PUT', `/api/admin/rental-applications/${id}/status`, body)

    it('refuses a decline based on a report without the agency’s name and contact, and a notice with another status', async () => {
      const id = await applyAs(t.app, rental, 'Pat Quinn', 'pat@example.com')
      const notice = prepareAdverseNotice({
        applicant: 'Pat Quinn',
        home: 'Maple Duplex',
        date: 'today',
        office: 'Us',
        agency,
        creditScore: null,
      })
      const noName = await decline(id, { status: 'declined', report: { agency: { ...agency, name: '' }, creditScore: null, notice } })
      expect(noName.statusCode).toBe(400)
      expect(noName.json().message).toContain('Enter the name of the consumer reporting agency')
      const noContact = await decline(id, { status: 'declined', report: { agency: { name: agency.name }, notice } })
      expect(noContact.statusCode).toBe(400)
      expect(noContact.json().message).toMatch(/Agency address|agency\.address/)
      const notNamed = await decline(id, { status: 'declined', report: { agency, notice: 'We declined you.' } })
      expect(notNamed.statusCode).toBe(400)
      expect(notNamed.json().message).toBe(ADVERSE_ACTION_MESSAGES.agencyNotNamed)
      const approving = await decline(id, { status: 'approved', report: { agency, notice } })
      expect(approving.statusCode).toBe(400)
      expect(approving.json().message).toBe(ADVERSE_ACTION_MESSAGES.onlyWithDecline)

      const still = (await staff(token, 'GET', `/api/admin/rental-applications/${id}`)).json() as RentalReview
      expect(still.status).toBe('received')
      expect(still.adverseNotice).toBeNull()
    })

    it('mails the edited notice with the decline, keeps it with the application and offers the agency next time', async () => {
      const id = await applyAs(t.app, rental, 'Robin Park', 'robin@example.com')
      await t.clearMail()
      const creditScore = { score: 580, range: '300 to 850', date: '2026-11-20', factors: 'Too many recent inquiries\nLate payments' }
      const prepared = prepareAdverseNotice({
        applicant: 'Robin Park',
        home: 'Maple Duplex',
        date: 'November 26, 2026',
        office: 'Us',
        agency,
        creditScore,
      })
      expect(prepared).toContain('did not make this decision and cannot tell you why')
      expect(prepared).toMatch(/free copy of your report .* within 60 days/)
      expect(prepared).toContain('dispute')
      expect(prepared).toContain('580 (scores range from 300 to 850)')
      const edited = `${prepared}\n\nPS: call us with any question.`

      const res = await decline(id, { status: 'declined', report: { agency, creditScore, notice: edited } })
      expect(res.statusCode, res.body).toBe(200)
      const review = res.json() as RentalReview
      expect(review.status).toBe('declined')
      expect(review.adverseNotice).toMatchObject({ agency, creditScore, text: edited, createdBy: expect.any(String) })

      await t.deliver()
      const mails = t.mailsTo('robin@example.com')
      expect(mails).toHaveLength(2)
      const texts = mails.map((m) => mailText(m.raw))
      expect(texts.filter((m) => m.includes('is now: Declined'))).toHaveLength(1)
      const notice = texts.find((m) => m.includes('Our decision was based in whole or in part on information in a consumer report'))!
      expect(notice).toContain('Plains Tenant Screening')
      expect(notice).toContain('800-555-0101')
      expect(notice).toContain('PS: call us with any question.')

      const file = await staff(token, 'GET', `/api/admin/rental-applications/${id}/adverse-notice`)
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-disposition']).toContain('attachment')
      expect(file.body).toContain('PS: call us with any question.')

      const agencies = await staff(token, 'GET', '/api/admin/rental-applications/agencies')
      expect(agencies.json()).toEqual([agency])

      const log = (await staff(token, 'GET', '/api/admin/activity?limit=20')).json() as ActivityEntry[]
      expect(log.find((e) => e.details?.adverseNotice)).toMatchObject({ details: { id, status: 'declined', agency: agency.name } })
    })
  })
}
