import type { Kysely } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startMailServer } from '#tests/helpers/mail-server.ts'
import { createMailTestApp, createTestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { subscribeConfirmed } from '#tests/helpers/leads.ts'
import { COMPLETE_FACTS, makeProperty } from '#tests/helpers/factories.ts'
import { seedDemoBusiness } from '#server/seed/seed.ts'
import { UNSUBSCRIBED_MESSAGE } from '#core/leads/upcoming.ts'
import type { ListingInput } from '#server/listings/listing-writer.service.ts'
import * as subscriberTokens from '#server/db/migrations/0004-subscriber-tokens.ts'

// Get Notified keeps its promise: a listing that becomes upcoming
// is mailed to everyone on the list (who confirmed their address), each mail
// with its own unsubscribe link.

/** The decoded text of a quoted-printable message: soft line breaks joined, =XX turned back into bytes. */
const decoded = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8')

/** The message's header lines, folded ones joined back (RFC 5322 section 2.2.3). */
const headers = (raw: string) => raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ')

const PUBLIC_URL = 'https://homes.example.com'

for (const dialect of dialects) {
  describe(`mails about new upcoming listings on ${dialect}`, () => {
    let t: Awaited<ReturnType<typeof createMailTestApp>>
    let smtp: typeof t.smtp

    beforeAll(async () => {
      t = await createMailTestApp({ dialect, config: { publicUrl: PUBLIC_URL } })
      smtp = t.smtp
    })
    afterAll(() => t?.close())
    beforeEach(async () => {
      await t.clearMail()
      await t.database.db.deleteFrom('upcoming_subscribers').execute()
    })

    /** Signs up and confirms as the address's owner would (double opt-in, tests/leads/subscriptions.test.ts). */
    const subscribe = (email: string) => subscribeConfirmed(t.app, t.database.db, email)
    const unsubscribe = (payload: object) => t.app.inject({ method: 'POST', url: '/api/upcoming/subscribers/unsubscribe', payload })
    const listing = (over: Partial<ListingInput> = {}): ListingInput => makeProperty({ status: 'available', ...over })
    /** Lets the outbox finish (the writer wakes it after commit, and a drain also waits for one in progress); the listing mails it sent. */
    const delivered = async () => {
      await t.app.outbox.drain()
      await t.app.outbox.drain()
      return smtp.received.filter((m) => !/^Subject: Please confirm/m.test(m.raw))
    }

    it('mails every subscriber once when a listing is created as upcoming, with its link and their own unsubscribe link', async () => {
      const tokens = { ana: await subscribe('ana@example.com'), ben: await subscribe('ben@example.com') }
      expect(tokens.ana).toMatch(/^[0-9a-f]{64}$/)
      expect(tokens.ben).not.toBe(tokens.ana)
      const id = await t.app.propertyWriter.create(
        listing({
          title: 'Dundee <Craftsman>\r\nBcc: victim@example.com',
          address: '5015 Underwood Ave',
          city: 'Omaha',
          state: 'NE',
          zip: '68132',
          status: 'upcoming',
          price: 310000,
          estimatedPrice: 342000,
        }),
      )
      const mails = await delivered()
      expect(mails.map((m) => m.to).sort()).toEqual([['ana@example.com'], ['ben@example.com']])
      for (const [name, token] of Object.entries(tokens)) {
        const mail = mails.find((m) => m.to[0] === `${name}@example.com`)!
        const body = decoded(mail.raw)
        // The title stays on the subject line: no header can be smuggled in.
        expect(headers(mail.raw)).toMatch(/^Subject: New upcoming home: Dundee <Craftsman> Bcc: victim@example.com\r?$/m)
        expect(headers(mail.raw)).not.toMatch(/^Bcc:/im)
        expect(headers(mail.raw)).toContain(`List-Unsubscribe: <${PUBLIC_URL}/unsubscribe?token=${token}>`)
        // One-click unsubscribe (RFC 8058): the mail program may POST to that page (tested in e2e/unsubscribe).
        expect(headers(mail.raw)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
        expect(body).toContain('5015 Underwood Ave, Omaha, NE 68132')
        expect(body).toContain('Estimated price: $342,000')
        expect(body).toContain(`See the details: ${PUBLIC_URL}/property/${id}`)
        expect(body).toContain(`Unsubscribe: ${PUBLIC_URL}/unsubscribe?token=${token}`)
        // The HTML part escapes what the admin typed and links the listing and the unsubscribe page.
        expect(mail.raw).toMatch(/Content-Type: text\/html/)
        expect(body).toContain('Dundee &lt;Craftsman&gt;')
        expect(body).toContain(`<a href="${PUBLIC_URL}/property/${id}"`)
        expect(body).toContain(`<a href="${PUBLIC_URL}/unsubscribe?token=${token}"`)
      }
      const queued = await t.database.db.selectFrom('mail_outbox').selectAll().where('related_id', '=', id).execute()
      expect(queued).toHaveLength(2)
      expect(queued.every((m) => m.sent_at)).toBe(true)
    })

    it('mails when a listing moves to upcoming from another status, and not again when it is saved as upcoming', async () => {
      await subscribe('cara@example.com')
      const draft = listing({ title: 'Benson Bungalow', status: 'pending', price: 199000, estimatedPrice: null })
      const id = await t.app.propertyWriter.create(draft)
      expect(await delivered()).toHaveLength(0)

      expect(await t.app.propertyWriter.update(id, { ...draft, status: 'upcoming' })).toBe(true)
      const mails = await delivered()
      expect(mails).toHaveLength(1)
      expect(headers(mails[0].raw)).toContain('Subject: New upcoming home: Benson Bungalow')
      expect(decoded(mails[0].raw)).toContain('Price: $199,000')

      expect(await t.app.propertyWriter.update(id, { ...draft, status: 'upcoming', price: 205000 })).toBe(true)
      expect(await delivered()).toHaveLength(1)
      const stored = await t.database.db.selectFrom('properties').select(['status', 'price']).where('id', '=', id).executeTakeFirstOrThrow()
      expect(stored).toEqual({ status: 'upcoming', price: 205000 })
    })

    it('markets an upcoming home only once its MLS status is stated, then mails with that save', async () => {
      await subscribe('gil@example.com')
      const unstated = { status: null, number: '', exemptionSignedOn: null }
      const draft = listing({ title: 'Field Club Foursquare', status: 'upcoming', facts: { ...COMPLETE_FACTS, mls: unstated } })
      const id = await t.app.propertyWriter.create(draft)
      expect(await delivered()).toHaveLength(0)
      // In the MLS but without its number: still not stated.
      expect(
        await t.app.propertyWriter.update(id, { ...draft, facts: { ...COMPLETE_FACTS, mls: { ...unstated, status: 'in-mls' } } }),
      ).toBe(true)
      expect(await delivered()).toHaveLength(0)
      const stated = {
        ...draft,
        facts: { ...COMPLETE_FACTS, mls: { status: 'in-mls' as const, number: 'OABR-22871', exemptionSignedOn: null } },
      }
      expect(await t.app.propertyWriter.update(id, stated)).toBe(true)
      const mails = await delivered()
      expect(mails.map((m) => m.to)).toEqual([['gil@example.com']])
      expect(headers(mails[0].raw)).toContain('Subject: New upcoming home: Field Club Foursquare')
      // Saved again: told once.
      expect(await t.app.propertyWriter.update(id, { ...stated, price: stated.price + 1000 })).toBe(true)
      expect(await delivered()).toHaveLength(1)
    })

    it('sends nothing for a pending or rented listing, or for an update of a listing that does not exist', async () => {
      await subscribe('dev@example.com')
      // Available listings are announced too (tests/listings/admin-properties.test.ts).
      await t.app.propertyWriter.create(listing({ status: 'pending' }))
      await t.app.propertyWriter.create(listing({ type: 'rental', status: 'rented', price: 1500 }))
      expect(await t.app.propertyWriter.update('aaaaaaaaaaaaaaaaaaaaaaaa', listing({ status: 'upcoming' }))).toBe(false)
      expect(await delivered()).toHaveLength(0)
      expect(await t.database.db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute()).toEqual([])
    })

    it('stops mailing an address once it unsubscribes; its link then answers 404', async () => {
      const token = await subscribe('eli@example.com')
      await subscribe('fay@example.com')
      const res = await unsubscribe({ token })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ message: UNSUBSCRIBED_MESSAGE })
      expect(await t.database.db.selectFrom('upcoming_subscribers').select('email').execute()).toEqual([{ email: 'fay@example.com' }])

      await t.app.propertyWriter.create(listing({ status: 'upcoming', estimatedPrice: 250000 }))
      expect((await delivered()).map((m) => m.to)).toEqual([['fay@example.com']])

      const again = await unsubscribe({ token })
      expect(again.statusCode).toBe(404)
      expect(again.json().message).toMatch(/not on our list/)
    })

    it('answers 404 for a well-formed token no one has and 400 for a malformed or missing one', async () => {
      await subscribe('gus@example.com')
      expect((await unsubscribe({ token: 'f'.repeat(64) })).statusCode).toBe(404)
      for (const payload of [{ token: 'abc' }, { token: '' }, {}, { token: 42 }, { token: 'G'.repeat(64) }]) {
        const res = await unsubscribe(payload)
        expect(res.statusCode).toBe(400)
        expect(res.json().message).toContain('"token"')
      }
      expect(await t.database.db.selectFrom('upcoming_subscribers').select('email').execute()).toEqual([{ email: 'gus@example.com' }])
    })

    it('migration 0004 gives the addresses already on the list their own tokens, and can be undone', async () => {
      const db = t.database.db
      await subscriberTokens.down(db)
      const now = new Date().toISOString()
      const old = [
        { id: 'a'.repeat(24), email: 'old1@example.com', created_at: now },
        { id: 'b'.repeat(24), email: 'old2@example.com', created_at: now },
      ]
      // The table as it was before 0004: no token column.
      const before = db as unknown as Kysely<{ upcoming_subscribers: (typeof old)[number] }>
      await before.insertInto('upcoming_subscribers').values(old).execute()
      await subscriberTokens.up(db)
      const rows = await db.selectFrom('upcoming_subscribers').selectAll().orderBy('email').execute()
      expect(rows.map((r) => r.email)).toEqual(['old1@example.com', 'old2@example.com'])
      expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.unsubscribe_token))).toBe(true)
      expect(rows[0].unsubscribe_token).not.toBe(rows[1].unsubscribe_token)
      await expect(
        db.updateTable('upcoming_subscribers').set({ unsubscribe_token: rows[0].unsubscribe_token }).where('id', '=', rows[1].id).execute(),
      ).rejects.toThrow(/unique/i)
    })

    it('gives an address signed up again after unsubscribing a new token', async () => {
      const first = await subscribe('hal@example.com')
      expect((await unsubscribe({ token: first })).statusCode).toBe(200)
      const second = await subscribe('hal@example.com')
      expect(second).toMatch(/^[0-9a-f]{64}$/)
      expect(second).not.toBe(first)
    })
  })
}

describe('the demo seed', () => {
  it('writes its upcoming listings without mailing anyone on the list', async () => {
    const smtp = await startMailServer()
    const t = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` } })
    try {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/upcoming/subscribers', payload: { email: 'ivy@example.com' } })).statusCode,
      ).toBe(200)
      await t.database.db.updateTable('upcoming_subscribers').set({ confirmed_at: new Date().toISOString() }).execute()
      await t.app.outbox.drain()
      const before = await t.database.db.selectFrom('mail_outbox').select('subject').execute()
      expect(before).toEqual([{ subject: 'Please confirm: emails about new upcoming homes' }])
      await seedDemoBusiness(t.database.db, { storage: t.app.storage })
      const upcoming = await t.database.db.selectFrom('properties').select('id').where('status', '=', 'upcoming').execute()
      expect(upcoming.length).toBeGreaterThan(0)
      await t.app.outbox.drain()
      expect(await t.database.db.selectFrom('mail_outbox').select('subject').execute()).toEqual(before)
      expect(smtp.received).toHaveLength(1)
    } finally {
      await t.close()
      await smtp.stop()
    }
    // The seed runs the image pipeline over every demo photo: minutes on two busy cores.
  }, 300_000)
})
