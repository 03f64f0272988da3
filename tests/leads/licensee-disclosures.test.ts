import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailTestApp, type MailTestApp } from '#tests/helpers/app.ts'
import { signIn, staffCall } from '#tests/helpers/admin.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { insertProperty, sellToUsBody } from '#tests/helpers/factories.ts'
import { mailText } from '#tests/helpers/mail-text.ts'
import { purgeExpired } from '#server/retention/retention.service.ts'
import type { DisclosureSummary, DisclosureText } from '#core/leads/disclosures.ts'
import type { LeadDetail } from '#core/leads/lead-inbox.ts'

// Licensee-interest disclosures (docs/decisions/0155-licensee-disclosures.md): sent from a sell-to-us lead, signed on
// the private page by the typed name, required before Offer accepted, kept with their text version, and kept five years
// after signing even when the lead is gone.

for (const dialect of dialects) {
  describe(`licensee-interest disclosures on ${dialect}`, () => {
    let t: MailTestApp
    let owner = ''
    const send: ReturnType<typeof staffCall> = (...call) => staffCall(t.app)(...call)
    const db = () => t.database.db

    async function sellToUs(name: string, email: string): Promise<string> {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact/sell-to-us', payload: sellToUsBody({ name, email }) })
      expect(res.statusCode, res.body).toBe(200)
      return res.json().inquiryId as string
    }
    const tokenOf = async (id: string) =>
      (await db().selectFrom('licensee_disclosures').select('token').where('id', '=', id).executeTakeFirstOrThrow()).token
    const sign = (token: string, name: string, consent: unknown = true) =>
      t.app.inject({ method: 'POST', url: '/api/disclosures/sign', payload: { token, name, consent }, remoteAddress: '203.0.113.7' })
    const moveTo = async (id: string, stage: string) => send(owner, 'PATCH', `/api/admin/contacts/${id}/stage`, { stage })

    beforeAll(async () => {
      t = await createMailTestApp({ dialect, config: { officeEmail: 'office@example.com', publicUrl: 'https://homes.example.com' } })
      owner = await signIn(t.app)
    })
    afterAll(() => t?.close())

    it('refuses Offer accepted until the homeowner signs; a wrong name is refused; then the move is allowed', async () => {
      const lead = await sellToUs('Harriet Vance', 'harriet@example.com')
      const refused = await moveTo(lead, 'offer-accepted')
      expect(refused.statusCode, refused.body).toBe(422)
      expect(refused.json().message).toMatch(/must sign the licensee-interest disclosure before this lead can move to Offer accepted/)

      const sent = await send(owner, 'POST', `/api/admin/contacts/${lead}/disclosures`)
      expect(sent.statusCode, sent.body).toBe(201)
      const summary = sent.json() as DisclosureSummary
      expect(summary).toMatchObject({
        status: 'sent',
        recipientName: 'Harriet Vance',
        recipientEmail: 'harriet@example.com',
        textVersion: 0,
      })
      await t.deliver()
      const mail = t.mailsTo('harriet@example.com').find((m) => /licensee-interest disclosure/.test(m.raw))!
      const token = await tokenOf(summary._id)
      expect(mailText(mail.raw)).toContain(`https://homes.example.com/disclosure?token=${token}`)
      expect((await moveTo(lead, 'offer-accepted')).statusCode).toBe(422)

      const page = await t.app.inject({ method: 'GET', url: `/api/disclosures/link?token=${token}` })
      expect(page.statusCode).toBe(200)
      expect(page.json()).toMatchObject({ recipientName: 'Harriet Vance', signedAt: null })
      expect(page.json().text).toContain('buy and sell homes for their own account')
      expect(page.body).not.toContain('harriet@example.com')

      const wrong = await sign(token, 'Harriet Vane')
      expect(wrong.statusCode).toBe(422)
      expect(wrong.json().message).toBe('Type your full name exactly as this disclosure names you: Harriet Vance.')
      expect((await sign(token, 'Harriet Vance', false)).statusCode).toBe(400)

      const signed = await sign(token, '  harriet   vance ')
      expect(signed.statusCode, signed.body).toBe(200)
      expect(signed.json().signedAt).toBeTruthy()
      expect((await sign(token, 'Harriet Vance')).statusCode).toBe(409)

      const moved = await moveTo(lead, 'offer-accepted')
      expect(moved.statusCode, moved.body).toBe(200)
      expect((moved.json() as LeadDetail).stage).toBe('offer-accepted')

      const list = (await send(owner, 'GET', `/api/admin/contacts/${lead}/disclosures`)).json() as DisclosureSummary[]
      expect(list).toEqual([expect.objectContaining({ status: 'signed', signedName: 'harriet vance', signedAt: expect.any(String) })])
      const copy = await send(owner, 'GET', `/api/admin/contacts/${lead}/disclosures/${summary._id}/copy`)
      expect(copy.statusCode).toBe(200)
      expect(copy.headers['content-type']).toMatch(/text\/html/)
      expect(copy.body).toContain('Text as given (version 0)')
      expect(copy.body).toContain('Harriet Vance &lt;harriet@example.com&gt;')
      expect(copy.body).toContain('203.0.113.7')
      expect(copy.body).toContain('buy and sell homes for their own account')

      const activity = await db().selectFrom('audit_log').select('action').where('action', 'like', 'disclosure.%').execute()
      expect(activity.map((a) => a.action).sort()).toEqual(expect.arrayContaining(['disclosure.send', 'disclosure.sign']))
    })

    it('refuses a bulk move to Offer accepted naming the unsigned leads, changing nothing', async () => {
      const lead = await sellToUs('Ivo Unsigned', 'ivo@example.com')
      const detail = (await send(owner, 'GET', `/api/admin/contacts/${lead}`)).json() as LeadDetail
      const res = await send(owner, 'POST', '/api/admin/leads/bulk', {
        action: 'stage',
        stage: 'offer-accepted',
        leads: [{ id: lead, statusVersion: detail.statusVersion }],
      })
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json().message).toContain('Ivo Unsigned')
      expect(((await send(owner, 'GET', `/api/admin/contacts/${lead}`)).json() as LeadDetail).stage).toBe('new')
    })

    it('keeps each version of the text; a disclosure keeps the version it was sent with', async () => {
      const before = (await send(owner, 'GET', '/api/admin/disclosure-text')).json() as DisclosureText
      const text = `${before.text}\n\nA sentence staff added in a new version of the text.`
      const saved = await send(owner, 'PUT', '/api/admin/disclosure-text', { text }, { 'if-match': before.version })
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json()).toMatchObject({ textVersion: before.textVersion + 1, text })
      const stale = await send(owner, 'PUT', '/api/admin/disclosure-text', { text: `${text} Again.` }, { 'if-match': before.version })
      expect(stale.statusCode).toBe(409)
      const again = await send(owner, 'PUT', '/api/admin/disclosure-text', { text: `${text} Again.` }, { 'if-match': saved.json().version })
      expect(again.json().textVersion).toBe(before.textVersion + 2)

      const versions = (await send(owner, 'GET', '/api/admin/disclosure-text/versions')).json() as Array<{
        textVersion: number
        text: string
      }>
      expect(versions.map((v) => v.textVersion)).toEqual([before.textVersion + 2, before.textVersion + 1])
      expect(versions[1].text).toBe(text)

      const lead = await sellToUs('Jonas Versioned', 'jonas@example.com')
      const sent = (await send(owner, 'POST', `/api/admin/contacts/${lead}/disclosures`)).json() as DisclosureSummary
      expect(sent.textVersion).toBe(before.textVersion + 2)
      const view = await t.app.inject({ method: 'GET', url: `/api/disclosures/link?token=${await tokenOf(sent._id)}` })
      expect(view.json().text).toBe(`${text} Again.`)
    })

    it('sends to a named buyer from our own flip only', async () => {
      const flip = await insertProperty(db(), { renovation: { summary: 'Full gut renovation.', work: ['Roof'] } })
      const plain = await insertProperty(db())
      const buyer = { name: 'Kara Buyer', email: 'kara@example.com' }
      expect((await send(owner, 'POST', `/api/admin/properties/${plain}/disclosures`, buyer)).statusCode).toBe(422)
      const sent = await send(owner, 'POST', `/api/admin/properties/${flip}/disclosures`, buyer)
      expect(sent.statusCode, sent.body).toBe(201)
      const list = (await send(owner, 'GET', `/api/admin/properties/${flip}/disclosures`)).json() as DisclosureSummary[]
      expect(list).toEqual([expect.objectContaining({ recipientName: 'Kara Buyer', status: 'sent', propertyId: flip })])
    })

    it('keeps a signed disclosure five years after signing even when its lead is removed; an unsigned one goes with its lead', async () => {
      const signedLead = await sellToUs('Lena Kept', 'lena@example.com')
      const unsignedLead = await sellToUs('Milo Gone', 'milo@example.com')
      const signedId = ((await send(owner, 'POST', `/api/admin/contacts/${signedLead}/disclosures`)).json() as DisclosureSummary)._id
      const unsignedId = ((await send(owner, 'POST', `/api/admin/contacts/${unsignedLead}/disclosures`)).json() as DisclosureSummary)._id
      expect((await sign(await tokenOf(signedId), 'Lena Kept')).statusCode).toBe(200)
      const exists = async (id: string) =>
        !!(await db().selectFrom('licensee_disclosures').select('id').where('id', '=', id).executeTakeFirst())
      const purge = (now: Date) => purgeExpired(db(), { dataDir: t.database.dataDir, storage: t.app.storage, mailDir: '/nonexistent', now })
      const yearsLater = (years: number, days = 0) => {
        const d = new Date()
        d.setUTCFullYear(d.getUTCFullYear() + years)
        return new Date(d.getTime() + days * 86_400_000)
      }

      // Three years on, both leads are past the inquiries' 24 months and removed.
      await purge(yearsLater(3))
      expect(await db().selectFrom('inquiries').select('id').where('id', 'in', [signedLead, unsignedLead]).execute()).toEqual([])
      expect(await exists(unsignedId)).toBe(false)
      expect(await exists(signedId)).toBe(true)
      await purge(yearsLater(4, 360))
      expect(await exists(signedId)).toBe(true)
      await purge(yearsLater(5, 2))
      expect(await exists(signedId)).toBe(false)
    })
  })
}
