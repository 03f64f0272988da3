import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, createStaffUser, signIn } from '#tests/helpers/admin.ts'
import { insertAgent, insertPartner, insertProperty } from '#tests/helpers/factories.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { contactAgent } from '#tests/helpers/leads.ts'
import type { PortalSearchResult } from '#core/staff/portal-search.ts'

// The portal header's one search (docs/decisions/0108-one-portal-search.md): grouped results, only what the role may
// open; an agent finds only their own leads.

for (const dialect of dialects) {
  describe(`portal search on ${dialect}`, () => {
    let t: TestApp
    const tokens = { owner: '', editor: '', agent: '' }
    const ids: Record<string, string> = {}

    const search = async (token: string, q: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/search?q=${encodeURIComponent(q)}`, headers: authHeader(token) })
      expect(res.statusCode, res.body).toBe(200)
      const groups = (res.json() as PortalSearchResult).groups
      return Object.fromEntries(groups.map((g) => [g.group, g.items.map((i) => `${i.title} → ${i.href}`)]))
    }

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      const db = t.database.db
      const card = await insertAgent(db, { name: 'Harper Quill', email: 'harper@example.com', title: 'Buyer agent' })
      const other = await insertAgent(db, { name: 'Morgan Quill', email: 'morgan@example.com' })
      ids.card = card._id
      ids.mine = await insertProperty(db, { title: 'Quill Creek Ranch', address: '1200 Quill Creek Rd', agentId: card._id })
      ids.theirs = await insertProperty(db, { title: 'Maple Quill Cottage', address: '88 Maple St', agentId: other._id })
      ids.partner = (await insertPartner(db, { title: 'Quill Roofing', email: 'roof@quill.example' }))._id
      ids.agentUser = await createStaffUser(db, 'harper.quill', 'test-password-123', {
        role: 'agent',
        agentId: card._id,
        displayName: 'Harper',
      })
      await createStaffUser(db, 'eden.editor', 'test-password-123', { role: 'editor', displayName: 'Eden Quill' })
      tokens.owner = await signIn(t.app)
      tokens.editor = await signIn(t.app, 'eden.editor')
      tokens.agent = await signIn(t.app, 'harper.quill')
      const contact = (propertyId: string, clientName: string) =>
        contactAgent(t.app, propertyId, clientName, 'Is the quilted barn included?', 'buyer@example.com')
      ids.myLead = await contact(ids.mine, 'Riley Quillon')
      ids.otherLead = await contact(ids.theirs, 'Sasha Quillon')
    })
    afterAll(() => t?.close())

    it('finds listings, leads, agents, partners, staff users and content for an owner, each linked to its screen', async () => {
      const found = await search(tokens.owner, 'quill')
      expect(found.listings).toEqual(
        expect.arrayContaining([
          `Quill Creek Ranch → /admin/properties/${ids.mine}`,
          `Maple Quill Cottage → /admin/properties/${ids.theirs}`,
        ]),
      )
      expect(found.leads).toEqual(
        expect.arrayContaining([
          `Riley Quillon → /admin/contacts?lead=${ids.myLead}`,
          `Sasha Quillon → /admin/contacts?lead=${ids.otherLead}`,
        ]),
      )
      expect(found.agents).toEqual(expect.arrayContaining([`Harper Quill → /admin/agents?edit=${ids.card}`]))
      expect(found.partners).toEqual([`Quill Roofing → /admin/partners?edit=${ids.partner}`])
      expect(found.staff).toEqual(expect.arrayContaining([`Harper → /admin/users#user-${ids.agentUser}`]))
      expect((await search(tokens.owner, 'privacy')).content).toEqual(['Privacy Policy → /admin/content?section=privacy-policy'])
    })

    it('finds every word of the search, in any order and case', async () => {
      expect((await search(tokens.owner, 'RANCH creek')).listings).toEqual([`Quill Creek Ranch → /admin/properties/${ids.mine}`])
    })

    it('gives an agent only their own leads, and neither staff users nor content sections', async () => {
      const found = await search(tokens.agent, 'quill')
      expect(found.leads).toEqual([`Riley Quillon → /admin/contacts?lead=${ids.myLead}`])
      expect(found.staff).toBeUndefined()
      expect(await search(tokens.agent, 'privacy')).toEqual({})
      // Listings, agents and partners are read by every role.
      expect(found.listings).toHaveLength(2)
    })

    it('gives an editor content sections and every lead, but no staff users', async () => {
      const found = await search(tokens.editor, 'quill')
      expect(found.leads).toHaveLength(2)
      expect(found.staff).toBeUndefined()
      expect((await search(tokens.editor, 'footer')).content).toEqual(['Footer Contact Information → /admin/content?section=footer'])
    })

    it('asks for two characters in plain words', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/search?q=q', headers: authHeader(tokens.owner) })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/Search: type at least 2 characters/)
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/search?q=quill' })).statusCode).toBe(401)
    })
  })
}
