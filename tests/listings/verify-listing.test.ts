import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailTestApp, type MailTestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { mailText } from '#tests/helpers/mail-text.ts'
import { LISTING_CODE_ALPHABET, readVerifyQuery } from '#core/listings/listing-code.ts'
import { up as giveCodes } from '#server/db/migrations/0040-listing-codes.ts'

// "Verify a listing" (docs/decisions/0148-verify-a-listing.md): GET /api/verify confirms only a published listing of
// ours, by its code, a link of this site or a text holding the code; POST /api/verify/reports is a lead of its own kind
// mailed to the office.

const PUBLIC_URL = 'https://homes.example.com'

describe('reading what a visitor pastes', () => {
  it('finds a code however it is written, a link of this site, and a link elsewhere', () => {
    expect(readVerifyQuery(' k7m-2qx ', PUBLIC_URL).codes).toEqual(['K7M2QX'])
    expect(readVerifyQuery('Saw it on a group. Listing code: K7M2QX, call 402', PUBLIC_URL).codes).toEqual(['K7M2QX'])
    expect(readVerifyQuery(`${PUBLIC_URL}/property/abc123?utm_source=x`, PUBLIC_URL)).toEqual({ listingId: 'abc123', codes: [] })
    expect(readVerifyQuery('https://rentals.example.net/omaha/12345', PUBLIC_URL)).toEqual({ codes: [], otherSite: 'rentals.example.net' })
    expect(readVerifyQuery('https://rentals.example.net/property/K7M2QX', PUBLIC_URL).codes).toEqual([])
    expect(readVerifyQuery('hello', PUBLIC_URL).codes).toEqual([])
  })
})

for (const dialect of dialects) {
  describe(`verify a listing on ${dialect}`, () => {
    let t: MailTestApp
    let token = ''
    let published = { id: '', code: '' }
    let draft = { id: '', code: '' }
    const codeOf = async (id: string) =>
      (await t.database.db.selectFrom('properties').select('public_code').where('id', '=', id).executeTakeFirstOrThrow()).public_code
    const check = (q: string) => t.app.inject({ method: 'GET', url: `/api/verify?q=${encodeURIComponent(q)}` })

    beforeAll(async () => {
      t = await createMailTestApp({ dialect, config: { publicUrl: PUBLIC_URL, officeEmail: 'office@example.com' } })
      token = await signIn(t.app)
      const id = await insertProperty(t.database.db, { title: 'Benson Bungalow', address: '6210 Maple St', city: 'Omaha', price: 245000 })
      published = { id, code: await codeOf(id) }
      const draftId = await insertProperty(t.database.db, { title: 'Hidden Draft', draft: true })
      draft = { id: draftId, code: await codeOf(draftId) }
    })
    afterAll(() => t?.close())

    it('gives every new listing its own code from the alphabet', () => {
      for (const code of [published.code, draft.code]) expect(code).toMatch(new RegExp(`^[${LISTING_CODE_ALPHABET}]{6}$`))
      expect(published.code).not.toBe(draft.code)
    })

    it('confirms a real code, typed in lower case, with the listing and whom to contact', async () => {
      const res = await check(published.code.toLowerCase())
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      const answer = res.json()
      expect(answer).toMatchObject({
        result: 'ours',
        listing: {
          _id: published.id,
          listingCode: published.code,
          title: 'Benson Bungalow',
          price: '$245,000',
          url: `/property/${published.id}`,
        },
      })
      expect(answer.listing.address).toContain('6210 Maple St')
      expect(['agent', 'office']).toContain(answer.contact.kind)
      expect(answer.contact.phone || answer.contact.email).toBeTruthy()
    })

    it('confirms a pasted link of this site and a text holding the code', async () => {
      const link = await check(`Is this real? ${PUBLIC_URL}/property/${published.id}`)
      expect(link.json()).toMatchObject({ result: 'ours', listing: { _id: published.id } })
      const text = await check(`Listing code: ${published.code}. Send the deposit by wire.`)
      expect(text.json()).toMatchObject({ result: 'ours', listing: { _id: published.id } })
    })

    it('says plainly when a code, a link or a site is not ours', async () => {
      const unknown = [...LISTING_CODE_ALPHABET.slice(0, 6)].reverse().join('')
      expect((await check(unknown === published.code ? 'ZZZZZZ' : unknown)).json()).toMatchObject({
        result: 'not-ours',
        message: expect.stringContaining('no listing with this code'),
      })
      expect((await check(`${PUBLIC_URL}/property/000000000000000000000000`)).json()).toMatchObject({
        result: 'not-ours',
        message: expect.stringContaining('no listing at this link'),
      })
      const elsewhere = (await check('https://rentals.example.net/omaha/cheap-house-1234')).json()
      expect(elsewhere).toMatchObject({ result: 'not-ours', otherSite: 'rentals.example.net' })
    })

    it('does not confirm a draft, by its code or its link, nor an archived listing', async () => {
      expect((await check(draft.code)).json()).toMatchObject({ result: 'not-ours' })
      expect((await check(`${PUBLIC_URL}/property/${draft.id}`)).json()).toMatchObject({ result: 'not-ours' })
      const archivedId = await insertProperty(t.database.db, { title: 'Gone Home' })
      await t.database.db.updateTable('properties').set({ archived_at: new Date().toISOString() }).where('id', '=', archivedId).execute()
      expect((await check(await codeOf(archivedId))).json()).toMatchObject({ result: 'not-ours' })
    })

    it('answers 400 in words when the text holds neither a code nor a link', async () => {
      const res = await check('hello')
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/Enter the listing code/)
      expect((await t.app.inject({ method: 'GET', url: '/api/verify' })).statusCode).toBe(400)
    })

    it('shows the code to staff on the listing', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/properties/${draft.id}`, headers: authHeader(token) })
      expect(res.json()).toMatchObject({ listingCode: draft.code })
    })

    it('gives listings stored before the codes one each, all different (migration 0040)', async () => {
      const db = t.database.db
      const before = await db.selectFrom('properties').select('id').execute()
      await db.schema.dropIndex('properties_public_code_idx').execute()
      await db.schema.alterTable('properties').dropColumn('public_code').execute()
      await giveCodes(db)
      const codes = await db.selectFrom('properties').select(['id', 'public_code']).execute()
      expect(codes).toHaveLength(before.length)
      expect(new Set(codes.map((c) => c.public_code)).size).toBe(before.length)
      published.code = codes.find((c) => c.id === published.id)!.public_code
      expect((await check(published.code)).json()).toMatchObject({ result: 'ours' })
    })

    it('stores a reported copy as its own kind of lead, about the listing checked, and mails the office', async () => {
      await t.clearMail()
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/verify/reports',
        payload: {
          seenAt: 'https://rentals.example.net/omaha/12345',
          message: 'They asked for a $500 deposit by gift card before any showing.',
          email: 'renter@example.com',
          checked: published.code,
        },
      })
      expect(res.statusCode, res.body).toBe(200)
      const { inquiryId } = res.json()
      const row = await t.database.db.selectFrom('inquiries').selectAll().where('id', '=', inquiryId).executeTakeFirstOrThrow()
      expect(row).toMatchObject({ kind: 'copy-report', property_id: published.id, email: 'renter@example.com' })
      await t.app.outbox.drain()
      await t.app.outbox.drain()
      const office = t.smtp.received.find((m) => m.to.includes('office@example.com'))!
      expect(office.raw).toMatch(/^Subject: Reported copy of a listing\r?$/m)
      expect(office.raw).toContain('Reply-To: renter@example.com')
      const text = mailText(office.raw)
      expect(text).toContain('Where they saw it: https://rentals.example.net/omaha/12345')
      expect(text).toContain(`Benson Bungalow (${published.code})`)
      expect(t.smtp.received.filter((m) => m.to.includes('renter@example.com'))).toHaveLength(0)

      const inbox = await t.app.inject({ method: 'GET', url: '/api/admin/contacts?kind=copy-report', headers: authHeader(token) })
      expect(inbox.statusCode, inbox.body).toBe(200)
      expect(inbox.json().items.map((i: { _id: string }) => i._id)).toEqual([inquiryId])
      const csv = await t.app.inject({ method: 'GET', url: '/api/admin/contacts/export?kind=copy-report', headers: authHeader(token) })
      expect(csv.rawPayload.toString('utf8')).toContain('"Reported copy"')
    })

    it('refuses a report without where or what, or with a wrong e-mail, naming the field; a bot gets an answer and stores nothing', async () => {
      const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/verify/reports', payload })
      expect((await post({ seenAt: '', message: 'x' })).json().message).toMatch(/^Where did you see it\?/)
      expect((await post({ seenAt: 'a site', message: ' ' })).json().message).toMatch(/^What happened\?/)
      const email = await post({ seenAt: 'a site', message: 'x', email: 'nope' })
      expect(email.statusCode).toBe(400)
      expect(email.json().message).toMatch(/^Your email/)
      const bot = await post({ seenAt: 'a site', message: 'x', website: 'http://spam.example' })
      expect(bot.statusCode).toBe(200)
      const stored = await t.database.db.selectFrom('inquiries').select('id').where('id', '=', bot.json().inquiryId).executeTakeFirst()
      expect(stored).toBeUndefined()
    })
  })
}

describe('the check is limited per client address, the page and the API together', () => {
  it('answers 429 in words once the API and the page together reach the limit, and keeps /verify alone cached', async () => {
    const t = await createMailTestApp({ web: true, build: { contactRateLimitMax: 3 } })
    try {
      const api = (q: string) => t.app.inject({ method: 'GET', url: `/api/verify?q=${q}` })
      const page = (q: string) => t.app.inject({ method: 'GET', url: `/verify?q=${q}` })
      expect((await api('AAAAAA')).statusCode).toBe(200)
      const first = await page('BBBBBB')
      expect(first.statusCode).toBe(200)
      expect(first.headers['cache-control']).toBe('no-store')
      expect(first.body).toContain('We have no listing with this code')
      // A visitor's own header cannot lift the limit or fake it.
      const faked = await t.app.inject({ method: 'GET', url: '/verify?q=CCCCCC', headers: { 'x-verify-wait-minutes': '9' } })
      expect(faked.statusCode).toBe(200)
      expect(faked.body.replace(/<script[\s\S]*?<\/script>/g, '')).not.toContain('checked many listings')
      const limited = await t.app.inject({ method: 'GET', url: '/verify?q=DDDDDD', headers: { 'x-verify-wait-minutes': '' } })
      expect(limited.statusCode).toBe(429)
      expect(limited.body).toMatch(/You have checked many listings in a short time\. Please try again in \d+ minute\(s\)/)
      const over = await api('EEEEEE')
      expect(over.statusCode).toBe(429)
      expect(over.json().message).toMatch(/^Too many requests\. Please try again in \d+ minute\(s\)\.$/)
      // The page without a check is not counted, and is a page like the others.
      const empty = await t.app.inject({ method: 'GET', url: '/verify' })
      expect(empty.statusCode).toBe(200)
      expect(empty.headers['cache-control']).not.toBe('no-store')
      expect((await t.app.inject({ method: 'GET', url: '/verify', headers: { 'x-verify-wait-minutes': '9' } })).statusCode).toBe(200)
    } finally {
      await t.close()
    }
  })
})
