import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { authHeader, signIn } from '#tests/helpers/admin.ts'
import { sampleFiles } from '#tests/helpers/sample-files.ts'
import { dialects } from '#tests/helpers/databases.ts'
import type { Agent, Partner } from '#core/people/people.ts'
import type { Listing } from '#core/listings/listing.ts'
import { insertProperty } from '#tests/helpers/factories.ts'

// Agents and partners in the staff portal: what staff save
// is what the public API shows, at once.

/** A multipart body as a browser's FormData sends it. */
async function multipart(field: string, file: Blob, name: string) {
  const form = new FormData()
  form.append(field, file, name)
  const res = new Response(form)
  return { payload: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! }
}

for (const dialect of dialects) {
  describe(`agents and partners on ${dialect}`, () => {
    let t: TestApp
    let token = ''
    const auth = () => authHeader(token)
    const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: auth(), ...(payload ? { payload } : {}) })
    const publicAgents = async () => (await t.app.inject({ method: 'GET', url: '/api/agents' })).json() as Agent[]
    const publicPartners = async () => (await t.app.inject({ method: 'GET', url: '/api/partners' })).json() as Partner[]
    const upload = async (url: string, field: string, file: Blob, name: string) => {
      const body = await multipart(field, file, name)
      return t.app.inject({ method: 'POST', url, headers: { ...auth(), 'content-type': body.contentType }, payload: body.payload })
    }

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      token = await signIn(t.app)
    })
    afterAll(async () => {
      await t?.close()
    })

    describe('agents', () => {
      let agent: Agent

      it('creates an agent that /api/agents shows at once', async () => {
        await publicAgents() // a cached answer exists before the write
        const res = await call('POST', '/api/admin/agents', {
          name: '  Riley Novak ',
          title: 'Buyer Specialist',
          bio: 'Helps first-time buyers.',
          phone: '(402) 555-0111',
          email: 'riley@example.com',
        })
        expect(res.statusCode, res.body).toBe(201)
        agent = res.json() as Agent
        expect(agent).toMatchObject({ name: 'Riley Novak', isActive: true, photo: '' })
        // The public list shows the agent without the version staff save against.
        const { updatedAt, ...card } = agent as Agent & { updatedAt: string }
        expect(updatedAt).toMatch(/^\d{4}-/)
        expect(await publicAgents()).toEqual([card])
      })

      it('rejects bad input with a 400 naming the field by its label, in plain words', async () => {
        for (const [payload, message] of [
          [{ name: '' }, 'Invalid field "name": Name is required'],
          [{ name: 'A', email: 'not-mail' }, 'Invalid field "email": Email: Enter an e-mail address like name@example.com'],
          [{ name: 'A', phone: 'call me' }, 'Invalid field "phone": Phone: Enter a phone number like (402) 555-0123'],
          [{ name: 'A', isActive: 'yes' }, 'Invalid field "isActive": Active: Choose yes or no'],
          [{ name: 'A', bio: 'x'.repeat(5001) }, 'Invalid field "bio": Bio: Use at most 5,000 characters'],
        ] as const) {
          const res = await call('POST', '/api/admin/agents', payload)
          expect(res.statusCode).toBe(400)
          expect((res.json() as { message: string }).message).toBe(message)
        }
      })

      it('edits an agent and uploads a photo through the image pipeline', async () => {
        const edit = await call('PUT', `/api/admin/agents/${agent._id}`, {
          ...agent,
          _id: undefined,
          photo: undefined,
          title: 'Senior Agent',
        })
        expect(edit.statusCode, edit.body).toBe(200)
        expect((edit.json() as Agent).title).toBe('Senior Agent')
        const s = await sampleFiles()
        const res = await upload(`/api/admin/agents/${agent._id}/photo`, 'photo', s.png, 'riley.png')
        expect(res.statusCode, res.body).toBe(200)
        const body = res.json() as { photoUrl: string; agent: Agent }
        expect(body.photoUrl).toMatch(/^\/media\/[0-9a-f]{24}\/w\d+\.webp$/)
        expect(body.agent.photo).toBe(body.photoUrl)
        expect(await t.app.storage.head(body.photoUrl.slice(1))).toMatchObject({ size: expect.any(Number) })
        expect((await publicAgents())[0].photo).toBe(body.photoUrl)
        const image = await t.app.inject({ method: 'GET', url: body.photoUrl })
        expect(image.statusCode).toBe(200)
      })

      it('refuses a file that is not an image, and leaves the photo as it was', async () => {
        const s = await sampleFiles()
        const before = (await publicAgents())[0].photo
        const res = await upload(`/api/admin/agents/${agent._id}/photo`, 'photo', s.exe, 'portrait.png')
        expect(res.statusCode).toBe(415)
        expect((res.json() as { message: string }).message).toContain('portrait.png')
        expect((await publicAgents())[0].photo).toBe(before)
      })

      it("copies the agent's changed card onto the listings that name them, and only theirs", async () => {
        const card = {
          name: agent.name,
          title: 'Senior Agent',
          phone: agent.phone,
          email: agent.email,
          photo: (await publicAgents())[0].photo,
        }
        const linked = await insertProperty(t.database.db, { title: 'Linked Ranch', agentId: agent._id, agent: card })
        // Saved before agents had ids (the seed, older saves): named by the card's e-mail only.
        const byEmail = await insertProperty(t.database.db, { title: 'Seeded Split-Level', agent: card })
        const other = await insertProperty(t.database.db, {
          title: 'Other Agent Bungalow',
          agent: { ...card, email: 'someone@example.com' },
        })
        const updatedAt = async (id: string) =>
          (await t.database.db.selectFrom('properties').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow()).updated_at
        const before = await updatedAt(linked)
        const listing = async (id: string) =>
          ((await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })).json() as Listing).agent

        const edit = await call('PATCH', `/api/admin/agents/${agent._id}`, { phone: '(402) 555-0199', email: 'riley.novak@example.com' })
        expect(edit.statusCode, edit.body).toBe(200)
        for (const id of [linked, byEmail]) {
          expect(await listing(id)).toEqual({ ...card, phone: '(402) 555-0199', email: 'riley.novak@example.com' })
        }
        expect(await listing(other)).toEqual({ ...card, email: 'someone@example.com' })
        // The listings were not edited by staff: their own change time, which orders the staff list, stays.
        expect(await updatedAt(linked)).toBe(before)

        expect((await call('DELETE', `/api/admin/agents/${agent._id}/photo`)).statusCode).toBe(200)
        expect((await listing(byEmail)).photo).toBe('')
        agent = (await call('GET', `/api/admin/agents/${agent._id}`)).json() as Agent
      })

      it('hides an inactive agent from /api/agents but keeps it for staff', async () => {
        const res = await call('PATCH', `/api/admin/agents/${agent._id}`, { isActive: false })
        expect(res.statusCode, res.body).toBe(200)
        expect((res.json() as Agent).title).toBe('Senior Agent')
        expect(await publicAgents()).toEqual([])
        const all = (await call('GET', '/api/admin/agents')).json() as Agent[]
        expect(all.map((a) => [a.name, a.isActive])).toEqual([['Riley Novak', false]])
        expect((await call('GET', '/api/admin/agents?active=true')).json()).toEqual([])
      })

      it('deletes an agent', async () => {
        expect((await call('DELETE', `/api/admin/agents/${agent._id}`)).statusCode).toBe(204)
        expect((await call('GET', '/api/admin/agents')).json()).toEqual([])
        expect((await call('DELETE', `/api/admin/agents/${agent._id}`)).statusCode).toBe(404)
        const audit = await t.database.db
          .selectFrom('audit_log')
          .select('action')
          .where('action', 'like', 'agent.%')
          .orderBy('created_at')
          .execute()
        expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['agent.create', 'agent.update', 'agent.photo', 'agent.delete']))
      })
    })

    describe('partners', () => {
      it('adds https:// to a website given without it, and /api/partners shows it at once', async () => {
        await publicPartners()
        const res = await call('POST', '/api/admin/partners', {
          title: 'Prairie Lending',
          website: 'prairielending.example/apply',
          email: 'hi@prairie.example',
        })
        expect(res.statusCode, res.body).toBe(201)
        expect((res.json() as Partner).website).toBe('https://prairielending.example/apply')
        const kept = await call('POST', '/api/admin/partners', { title: 'Secure Title Co', website: 'http://securetitle.example' })
        expect((kept.json() as Partner).website).toBe('http://securetitle.example')
        expect((await publicPartners()).map((p) => [p.title, p.website])).toEqual([
          ['Prairie Lending', 'https://prairielending.example/apply'],
          ['Secure Title Co', 'http://securetitle.example'],
        ])
      })

      it('refuses a website that is not a web address', async () => {
        for (const website of ['javascript:alert(1)', 'not a site', 'https://']) {
          const res = await call('POST', '/api/admin/partners', { title: 'X', website })
          expect(res.statusCode, website).toBe(400)
          expect((res.json() as { message: string }).message).toBe(
            'Invalid field "website": Website: Enter a web address such as example.com',
          )
        }
      })

      it('orders partners as staff choose', async () => {
        const [a, b] = (await call('GET', '/api/admin/partners')).json() as Partner[]
        const res = await call('PUT', '/api/admin/partners/order', { ids: [b._id, a._id] })
        expect(res.statusCode, res.body).toBe(200)
        expect((await publicPartners()).map((p) => p.title)).toEqual(['Secure Title Co', 'Prairie Lending'])
        expect((await call('PUT', '/api/admin/partners/order', { ids: ['x'] })).statusCode).toBe(400)
      })

      it('uploads a logo, edits and deletes a partner', async () => {
        const [partner] = await publicPartners()
        const s = await sampleFiles()
        const logo = await upload(`/api/admin/partners/${partner._id}/logo`, 'logo', s.jpeg, 'logo.jpg')
        expect(logo.statusCode, logo.body).toBe(200)
        expect((await publicPartners())[0].logo).toBe((logo.json() as { logoUrl: string }).logoUrl)
        const edit = await call('PATCH', `/api/admin/partners/${partner._id}`, { website: 'www.securetitle.example' })
        expect((edit.json() as Partner).website).toBe('https://www.securetitle.example')
        expect((await call('DELETE', `/api/admin/partners/${partner._id}`)).statusCode).toBe(204)
        expect((await publicPartners()).map((p) => p.title)).toEqual(['Prairie Lending'])
      })
    })
  })
}
