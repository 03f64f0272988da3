import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { createStaffUser, signIn, staffCall } from '#tests/helpers/admin.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import { sampleFiles } from '#tests/helpers/sample-files.ts'
import { addDescribedPhotos } from '#tests/helpers/uploads.ts'
import type { FairHousingRules } from '#core/content/fair-housing-check.ts'
import { emptyListingForm } from '#core/listings/listing-form.ts'

// Staff's own fair-housing rules and the reason to publish flagged words, through the running app on each database
// (docs/decisions/0143-staff-fair-housing-rules.md, 0144-fair-housing-reason-to-publish.md).

const RULE = { phrase: 'Pool Party Crowd', why: 'Describes the people wanted.', alternative: 'Describe the pool.' }

for (const dialect of dialects) {
  describe(`fair-housing rules and reasons on ${dialect}`, () => {
    let t: TestApp
    let call: ReturnType<typeof staffCall>
    const tokens = { owner: '', editor: '', agent: '' }

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      call = staffCall(t.app)
      tokens.owner = await signIn(t.app)
      for (const role of ['editor', 'agent'] as const) {
        await createStaffUser(t.database.db, role, 'test-password-123', { role })
        tokens[role] = await signIn(t.app, role)
      }
    })
    afterAll(() => t?.close())

    const rules = async () => (await call(tokens.agent, 'GET', '/api/admin/fair-housing/rules')).json() as FairHousingRules
    const put = (token: string, body: object, version: string) =>
      call(token, 'PUT', '/api/admin/fair-housing/rules', body, { 'if-match': `"${version}"` })
    const check = async (text: string) =>
      ((await call(tokens.agent, 'POST', '/api/admin/fair-housing/check', { text })).json() as { flags: { rule: string }[] }).flags

    it('keeps staff rules beside the built-in ones, used by the next check, with versions and conflicts', async () => {
      const first = await rules()
      expect(first.rules).toEqual([])
      expect(first.builtIn.length).toBeGreaterThanOrEqual(40)
      expect(await check('Great for the pool party crowd.')).toEqual([])

      const saved = await put(tokens.editor, { rules: [RULE] }, first.version)
      expect(saved.statusCode, saved.body).toBe(200)
      expect(await check('Great for the pool-party  crowd.')).toMatchObject([{ rule: 'Pool Party Crowd', why: RULE.why }])

      // A save from the version before is refused, naming who saved since.
      const stale = await put(tokens.owner, { rules: [] }, first.version)
      expect(stale.statusCode).toBe(409)
      expect(stale.json()).toMatchObject({ savedBy: 'editor', current: { rules: [RULE] } })

      const edited = { ...RULE, alternative: 'Name the pool and the patio.' }
      expect((await put(tokens.owner, { rules: [edited] }, (await rules()).version)).statusCode).toBe(200)
      const history = (await call(tokens.agent, 'GET', '/api/admin/fair-housing/rules/history')).json() as { savedBy: string }[]
      expect(history.map((v) => v.savedBy)).toEqual(['admin', 'editor', ''])

      // Removing it: the check no longer flags the phrase.
      expect((await put(tokens.editor, { rules: [] }, (await rules()).version)).statusCode).toBe(200)
      expect(await check('Great for the pool party crowd.')).toEqual([])

      // A kept version is saved again by a restore (refused to agents, and over a newer version).
      const versions = (await call(tokens.agent, 'GET', '/api/admin/fair-housing/rules/history')).json() as { _id: string }[]
      const restorePath = `/api/admin/fair-housing/rules/history/${versions[1]!._id}/restore`
      const { version } = await rules()
      expect((await call(tokens.agent, 'POST', restorePath, undefined, { 'if-match': `"${version}"` })).statusCode).toBe(403)
      expect((await call(tokens.editor, 'POST', restorePath, undefined, { 'if-match': '"2020-01-01T00:00:00.000Z"' })).statusCode).toBe(409)
      const restored = await call(tokens.editor, 'POST', restorePath, undefined, { 'if-match': `"${version}"` })
      expect(restored.statusCode, restored.body).toBe(200)
      expect(restored.json().rules).toEqual([edited])
      expect(await check('Great for the pool party crowd.')).toHaveLength(1)
    })

    it('refuses agents, patterns and repeats in plain words', async () => {
      const { version } = await rules()
      expect((await put(tokens.agent, { rules: [RULE] }, version)).statusCode).toBe(403)
      const pattern = await put(tokens.editor, { rules: [{ ...RULE, phrase: '(a+)+$' }] }, version)
      expect(pattern.statusCode).toBe(400)
      expect(pattern.json().message).toMatch(/Phrase: use words only/)
      const repeat = await put(tokens.editor, { rules: [{ ...RULE, phrase: 'Adults-only' }] }, version)
      expect(repeat.statusCode).toBe(400)
      expect(repeat.json().message).toMatch(/"Adults-only" is already a rule/)
      const empty = await put(tokens.editor, { rules: [{ ...RULE, why: ' ' }] }, version)
      expect(empty.json().message).toMatch(/Why it is flagged: enter a few words/)
    })

    const logged = async (action: string) => {
      const row = await t.database.db
        .selectFrom('audit_log')
        .select(['username', 'details', 'created_at'])
        .where('action', '=', action)
        .orderBy('created_at', 'desc')
        .executeTakeFirstOrThrow()
      return { ...row, details: JSON.parse(row.details) as Record<string, unknown> }
    }

    it('publishes a flagged listing only with a reason, and logs who, the phrases and the reason', async () => {
      const id = await insertProperty(t.database.db, { title: 'Adults only ranch', description: 'Near church.', draft: true })
      await addDescribedPhotos(t.app, tokens.editor, id, (await sampleFiles()).jpeg)

      const refused = await call(tokens.editor, 'POST', `/api/admin/properties/${id}/publish`)
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toEqual({
        message: 'The fair-housing check flags “adults only”, “near church”. Change the wording, or give a reason to publish it as it is.',
        fairHousing: { phrases: ['adults only', 'near church'] },
      })
      expect((await call(tokens.editor, 'POST', `/api/admin/properties/${id}/publish`, { fairHousingReason: '  ' })).statusCode).toBe(400)

      const reason = 'A 55+ community under the HOPA exemption; the church is the street’s name.'
      const published = await call(tokens.editor, 'POST', `/api/admin/properties/${id}/publish`, { fairHousingReason: reason })
      expect(published.statusCode, published.body).toBe(200)
      expect(published.json().publishedAt).not.toBeNull()
      expect(await logged('property.publish')).toMatchObject({
        username: 'editor',
        details: { id, fairHousing: { phrases: ['adults only', 'near church'], reason } },
      })
    })

    it('saves a flagged draft without a reason, and a published listing only with one', async () => {
      const draft = {
        ...emptyListingForm(),
        title: 'No kids ranch',
        description: 'A porch.',
        address: '6012 Maple St',
        zip: '68104',
        price: 215000,
      }
      const created = await call(tokens.editor, 'POST', '/api/admin/properties', draft)
      expect(created.statusCode, created.body).toBe(201)
      const url = `/api/admin/properties/${created.json()._id}`
      expect((await call(tokens.editor, 'PUT', url, { ...draft, price: 210000 })).statusCode).toBe(200)

      await t.database.db
        .updateTable('properties')
        .set({ published_at: new Date().toISOString() })
        .where('id', '=', created.json()._id)
        .execute()
      const refused = await call(tokens.editor, 'PUT', url, { ...draft, price: 205000 })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().fairHousing).toEqual({ phrases: ['no kids'] })
      const saved = await call(tokens.editor, 'PUT', url, { ...draft, price: 205000, fairHousingReason: 'A quote from the seller.' })
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json()).toMatchObject({ price: 205000 })
      expect((await logged('property.update')).details).toMatchObject({
        fairHousing: { phrases: ['no kids'], reason: 'A quote from the seller.' },
      })
    })

    it('publishes a listing without flags without a reason', async () => {
      const id = await insertProperty(t.database.db, { title: 'Quiet ranch', draft: true })
      await addDescribedPhotos(t.app, tokens.editor, id, (await sampleFiles()).jpeg)
      expect((await call(tokens.editor, 'POST', `/api/admin/properties/${id}/publish`)).statusCode).toBe(200)
      expect((await logged('property.publish')).details).not.toHaveProperty('fairHousing')
    })

    it('saves content with flagged words only with a reason, and logs it', async () => {
      const about = { storyTitle: 'Our story', story: '<p>We sell to <em>young professionals</em>.</p>', mission: '<p>Homes.</p>' }
      const refused = await call(tokens.editor, 'PUT', '/api/admin/content/about', about)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().fairHousing).toEqual({ phrases: ['young professionals'] })
      const reason = 'Quoted from a customer review.'
      const saved = await call(tokens.editor, 'PUT', '/api/admin/content/about', { ...about, fairHousingReason: reason })
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json()).not.toHaveProperty('fairHousingReason')
      expect(await logged('content.about.save')).toMatchObject({
        username: 'editor',
        details: { fairHousing: { phrases: ['young professionals'], reason } },
      })
      // A neutral save needs none; addresses and files are not read as words.
      const plain = { storyTitle: 'Our story', story: '<p>We renovate homes in <a href="/exclusive">Omaha</a>.</p>', mission: '' }
      expect((await call(tokens.editor, 'PUT', '/api/admin/content/about', plain)).statusCode).toBe(200)
    })
  })
}
