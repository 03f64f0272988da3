import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailTestApp, type MailTestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { insertAgent, insertProperty, makeProperty } from '#tests/helpers/factories.ts'
import { freeTourSlots } from '#tests/helpers/tour-slots.ts'
import { mailText } from '#tests/helpers/mail-text.ts'
import { rentalAnswers, sendRentalApplication } from '#tests/helpers/rental-applications.ts'
import { LEAD_PAINT_ACK_MESSAGE, LEAD_PAINT_URL } from '#core/listings/lead-paint.ts'

// The lead-based paint notice (docs/decisions/0156-lead-paint-notice.md): a tour of a home built before 1978 needs the
// visitor's acknowledgement, kept with the lead; its confirmation mail carries the notice; a later home's does not.

const EVERY_DAY = JSON.stringify({ week: Array.from({ length: 7 }, () => ({ open: '08:00', close: '18:00' })), daysOff: [] })

for (const dialect of dialects) {
  describe(`lead-based paint notice on ${dialect}`, () => {
    let t: MailTestApp
    /** Listings built in 1965, 1990 and an unknown year, shown by one agent free every day. */
    const homes = { old: '', newer: '', unknown: '' }

    beforeAll(async () => {
      t = await createMailTestApp({ dialect, config: { officeEmail: 'office@example.com', publicUrl: 'https://homes.example' } })
      const db = t.database.db
      const agent = await insertAgent(db, { name: 'Lee Agent', email: 'lee@example.com' })
      await db.updateTable('agents').set({ showing_hours: EVERY_DAY }).where('id', '=', agent._id).execute()
      const listed = (title: string, yearBuilt: number | null) =>
        insertProperty(db, {
          agentId: agent._id,
          agent: { ...agent, title: 'Agent' },
          title,
          exterior: { ...makeProperty().exterior, yearBuilt },
        })
      Object.assign(homes, {
        old: await listed('Dundee Tudor', 1965),
        newer: await listed('Millard Ranch', 1990),
        unknown: await listed('Benson Cottage', null),
      })
    })
    afterAll(() => t?.close())

    const tour = async (propertyId: string, email: string, extra: object = {}) => {
      const slot = (await freeTourSlots(t.app, propertyId)).next()
      return t.app.inject({
        method: 'POST',
        url: '/api/contact/tour',
        payload: { propertyId, clientName: 'Pat Visitor', clientEmail: email, clientPhone: '402-555-0199', message: '', ...slot, ...extra },
      })
    }
    const payloadOf = async (id: string) =>
      JSON.parse((await t.database.db.selectFrom('inquiries').select('payload').where('id', '=', id).executeTakeFirstOrThrow()).payload)

    it('refuses a tour of a 1965 home without the acknowledgement, and stores it with the lead when ticked', async () => {
      const refused = await tour(homes.old, 'no-ack@example.com')
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toBe(LEAD_PAINT_ACK_MESSAGE)
      expect((await tour(homes.old, 'no-ack@example.com', { leadPaintAcknowledged: false })).statusCode).toBe(400)

      const sent = await tour(homes.old, 'ack@example.com', { leadPaintAcknowledged: true })
      expect(sent.statusCode, sent.body).toBe(200)
      expect(await payloadOf(sent.json().inquiryId)).toMatchObject({ leadPaintAcknowledged: true })
      await t.deliver()
      const text = mailText(t.mailsTo('ack@example.com')[0]!.raw)
      expect(text).toContain('Lead-based paint notice: this home was built in 1965.')
      expect(text).toContain('"Protect Your Family From Lead in Your Home"')
      expect(text).toContain(LEAD_PAINT_URL)
    })

    it('asks nothing of a 1990 home or one of unknown year, and their mails carry no notice', async () => {
      for (const [id, email] of [
        [homes.newer, 'newer@example.com'],
        [homes.unknown, 'unknown@example.com'],
      ]) {
        const sent = await tour(id, email)
        expect(sent.statusCode, sent.body).toBe(200)
        await t.deliver()
        const text = mailText(t.mailsTo(email)[0]!.raw)
        expect(text).toContain('Pat')
        expect(text).not.toContain('lead-based paint')
        expect(text).not.toContain(LEAD_PAINT_URL)
      }
    })

    it('refuses a rental application for a 1965 home without the acknowledgement; keeps it and mails the notice when ticked', async () => {
      const db = t.database.db
      const built = (yearBuilt: number) => ({ ...makeProperty().exterior, yearBuilt })
      const oldRental = await insertProperty(db, {
        type: 'rental',
        status: 'available',
        price: 1500,
        title: 'Old Duplex',
        exterior: built(1965),
      })
      const newRental = await insertProperty(db, {
        type: 'rental',
        status: 'available',
        price: 1500,
        title: 'New Duplex',
        exterior: built(1990),
      })
      const applicant = (email: string) => ({ name: 'Quinn Renter', email, phone: '402-555-0142' })

      const refused = await sendRentalApplication(t.app, oldRental, rentalAnswers({ applicant: applicant('rq@example.com') }))
      expect(refused.statusCode).toBe(400)
      expect(refused.json().message).toBe(LEAD_PAINT_ACK_MESSAGE)

      const sent = await sendRentalApplication(t.app, oldRental, {
        ...rentalAnswers({ applicant: applicant('ra@example.com') }),
        leadPaintAcknowledged: true,
      })
      expect(sent.statusCode, sent.body).toBe(200)
      const row = await db
        .selectFrom('rental_applications')
        .select('lead_paint_acknowledged_at')
        .where('listing_id', '=', oldRental)
        .executeTakeFirstOrThrow()
      expect(row.lead_paint_acknowledged_at).toBeTruthy()
      const later = await sendRentalApplication(t.app, newRental, rentalAnswers({ applicant: applicant('rn@example.com') }))
      expect(later.statusCode, later.body).toBe(200)

      await t.deliver()
      expect(mailText(t.mailsTo('ra@example.com')[0]!.raw)).toContain('Lead-based paint notice: this home was built in 1965.')
      expect(mailText(t.mailsTo('ra@example.com')[0]!.raw)).toContain(LEAD_PAINT_URL)
      expect(mailText(t.mailsTo('rn@example.com')[0]!.raw)).not.toContain(LEAD_PAINT_URL)
    })
  })
}
