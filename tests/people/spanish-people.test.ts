import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, savingFrom, signedInStaff, staffCall } from '#tests/helpers/admin.ts'
import type { Agent, Partner, StaffAgent, StaffPartner, TeamMember } from '#core/people/people.ts'
import type { RecordVersion } from '#core/history/record-history.ts'

// The Spanish of what people read about agents and team members (title, bio) and of the two page banners
// (docs/decisions/0186-spanish-people-banners-and-footer.md): saved with If-Match like the English, kept in the
// versions and restored with them, rich text sanitized, kept when a client of the spec's payload leaves it out.

type Versioned = Record<string, unknown> & { versions: Record<string, string>; team: TeamMember[] }

/** The content manager's content as a staff member opens it. */
async function adminContent(t: TestApp, token: string): Promise<Versioned> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/content', headers: authHeader(token) })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<Versioned>()
}

for (const dialect of dialects) {
  describe(`Spanish titles, bios and banners on ${dialect}`, () => {
    let t: TestApp
    let ana = ''
    let ben = ''
    const content = (token: string) => adminContent(t, token)

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      ;[ana, ben] = await signedInStaff(t.app, t.database.db, ['ana', 'ben'])
    })
    afterAll(() => t?.close())

    it('saves an agent’s Spanish title and bio with If-Match, keeps them in the versions and restores them', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/agents',
        headers: authHeader(ana),
        payload: {
          name: 'Rosa Diaz',
          title: 'Buyer Specialist',
          bio: 'Helps first-time buyers.',
          titleEs: '  Especialista en compradores ',
        },
      })
      expect(created.statusCode, created.body).toBe(201)
      const agent = created.json<StaffAgent>()
      expect(agent).toMatchObject({ title: 'Buyer Specialist', titleEs: 'Especialista en compradores', bioEs: '' })
      const path = `/api/admin/agents/${agent._id}`
      const { _id, updatedAt, photo, isActive, ...fields } = agent
      void [_id, photo, isActive]

      const saved = await t.app.inject({
        method: 'PUT',
        url: path,
        headers: savingFrom(ana, updatedAt),
        payload: { ...fields, bioEs: 'Ayuda a quienes compran por primera vez.' },
      })
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json()).toMatchObject({ titleEs: 'Especialista en compradores', bioEs: 'Ayuda a quienes compran por primera vez.' })
      // Ben's form started from the version before: refused, with Ana's Spanish in the current record.
      const stale = await t.app.inject({
        method: 'PUT',
        url: path,
        headers: savingFrom(ben, updatedAt),
        payload: { ...fields, bioEs: 'Otro' },
      })
      expect(stale.statusCode).toBe(409)
      expect(stale.json()).toMatchObject({ current: { bioEs: 'Ayuda a quienes compran por primera vez.' } })

      // A client of the spec's payload (no Spanish) leaves the Spanish as it is.
      const { titleEs: _t, bioEs: _b, ...spec } = fields
      const specSave = await t.app.inject({
        method: 'PUT',
        url: path,
        headers: savingFrom(ana, saved.json<StaffAgent>().updatedAt),
        payload: { ...spec, phone: '(402) 555-0142' },
      })
      expect(specSave.statusCode, specSave.body).toBe(200)
      expect(specSave.json()).toMatchObject({ phone: '(402) 555-0142', bioEs: 'Ayuda a quienes compran por primera vez.' })

      // The public list carries the Spanish beside the spec's fields.
      const pub = (await t.app.inject({ method: 'GET', url: '/api/agents' })).json<Agent[]>().find((a) => a._id === agent._id)
      expect(pub).toMatchObject({ name: 'Rosa Diaz', title: 'Buyer Specialist', titleEs: 'Especialista en compradores' })

      const versions = (await t.app.inject({ method: 'GET', url: `${path}/history`, headers: authHeader(ana) })).json<RecordVersion[]>()
      expect(versions.flatMap((v) => v.changes.map((c) => c.label))).toContain('Bio in Spanish')
      // Restoring the first version takes the Spanish bio away again, as a new version.
      const restore = `${path}/history/${versions.at(-1)!._id}/restore`
      const restored = await staffCall(t.app)(ana, 'POST', restore, undefined, { 'if-match': `"${specSave.json<StaffAgent>().updatedAt}"` })
      expect(restored.statusCode, restored.body).toBe(200)
      expect(restored.json()).toMatchObject({ titleEs: 'Especialista en compradores', bioEs: '' })
    })

    it('saves team members’ Spanish title and bio with the team, sanitized, and keeps them when a save leaves them out', async () => {
      const start = await content(ana)
      const member = {
        name: 'Chris Halvorsen',
        title: 'Founder',
        bio: '<p>Founded the company.</p>',
        titleEs: 'Fundador',
        bioEs: '<p onclick="x()">Fundó la empresa.<script>alert(1)</script></p>',
        email: '',
        phone: '',
        photo: '',
        linkedin: '',
        specialties: [],
      }
      const put = (token: string, team: object[], version?: string) =>
        t.app.inject({ method: 'PUT', url: '/api/admin/content/team', headers: savingFrom(token, version), payload: { team } })
      const saved = await put(ana, [member], start.versions.team)
      expect(saved.statusCode, saved.body).toBe(200)
      const [stored] = saved.json<{ team: TeamMember[] }>().team
      expect(stored).toMatchObject({ title: 'Founder', titleEs: 'Fundador', bioEs: '<p>Fundó la empresa.</p>' })
      expect((await content(ben)).team[0]).toMatchObject({ titleEs: 'Fundador', bioEs: '<p>Fundó la empresa.</p>' })
      expect((await put(ben, [{ ...stored, titleEs: 'Otro' }], start.versions.team)).statusCode).toBe(409)

      // The spec's payload, without the Spanish: kept.
      const { titleEs: _t, bioEs: _b, ...spec } = stored
      const version = String(saved.headers.etag).replaceAll('"', '')
      const specSave = await put(ana, [{ ...spec, title: 'Founder & CEO' }], version)
      expect(specSave.statusCode, specSave.body).toBe(200)
      expect((await content(ana)).team[0]).toMatchObject({ title: 'Founder & CEO', titleEs: 'Fundador', bioEs: '<p>Fundó la empresa.</p>' })

      // The public content answer shows them to the site.
      const pub = await t.app.inject({ method: 'GET', url: '/api/admin/content/public' })
      expect(pub.json().team[0]).toMatchObject({ name: 'Chris Halvorsen', titleEs: 'Fundador' })
    })

    it('saves a partner’s Spanish description with If-Match, keeps it when the spec’s payload leaves it out, and in its versions', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/partners',
        headers: authHeader(ana),
        payload: { title: 'Bluestem Movers', description: 'Local movers.', descriptionEs: '  Mudanzas locales. ' },
      })
      expect(created.statusCode, created.body).toBe(201)
      const partner = created.json<StaffPartner>()
      expect(partner).toMatchObject({ description: 'Local movers.', descriptionEs: 'Mudanzas locales.' })
      const path = `/api/admin/partners/${partner._id}`
      const { _id, updatedAt, logo, descriptionEs: _es, ...spec } = partner
      void [_id, logo]

      // The spec's payload, without the Spanish: kept.
      const specSave = await t.app.inject({
        method: 'PUT',
        url: path,
        headers: savingFrom(ana, updatedAt),
        payload: { ...spec, description: 'Local movers since 1998.' },
      })
      expect(specSave.statusCode, specSave.body).toBe(200)
      expect(specSave.json()).toMatchObject({ description: 'Local movers since 1998.', descriptionEs: 'Mudanzas locales.' })
      const changed = await t.app.inject({
        method: 'PUT',
        url: path,
        headers: savingFrom(ana, specSave.json<StaffPartner>().updatedAt),
        payload: { ...spec, description: 'Local movers since 1998.', descriptionEs: 'Mudanzas locales desde 1998.' },
      })
      expect(changed.json()).toMatchObject({ descriptionEs: 'Mudanzas locales desde 1998.' })
      // Ben's form started from an older version: refused.
      expect((await t.app.inject({ method: 'PUT', url: path, headers: savingFrom(ben, updatedAt), payload: spec })).statusCode).toBe(409)

      const pub = (await t.app.inject({ method: 'GET', url: '/api/partners' })).json<Partner[]>().find((p) => p._id === partner._id)
      expect(pub).toMatchObject({ title: 'Bluestem Movers', descriptionEs: 'Mudanzas locales desde 1998.' })
      const versions = (await t.app.inject({ method: 'GET', url: `${path}/history`, headers: authHeader(ana) })).json<RecordVersion[]>()
      expect(versions.flatMap((v) => v.changes.map((c) => c.label))).toContain('Description in Spanish')
    })

    it('saves each team specialty’s Spanish by its English words, only for specialties the member has, and keeps it when left out', async () => {
      const start = await content(ana)
      const member = {
        name: 'Elena Marquez',
        title: 'COO',
        bio: '',
        email: '',
        phone: '',
        photo: '',
        linkedin: '',
        specialties: ['Operations', 'Maintenance'],
        specialtiesEs: { Operations: ' Operaciones ', Maintenance: '', Gardening: 'Jardinería' },
      }
      const put = (team: object[], version?: string) =>
        t.app.inject({ method: 'PUT', url: '/api/admin/content/team', headers: savingFrom(ana, version), payload: { team } })
      const saved = await put([member], start.versions.team)
      expect(saved.statusCode, saved.body).toBe(200)
      const [stored] = saved.json<{ team: TeamMember[] }>().team
      // Trimmed; the blank one and the one of a specialty the member does not have are not kept.
      expect(stored.specialtiesEs).toEqual({ Operations: 'Operaciones' })

      // The spec's payload, without the Spanish: kept for the specialties still there.
      const { specialtiesEs: _s, ...spec } = stored
      const version = String(saved.headers.etag).replaceAll('"', '')
      const specSave = await put([{ ...spec, specialties: ['Operations', 'Vendor partnerships'] }], version)
      expect(specSave.statusCode, specSave.body).toBe(200)
      expect((await content(ana)).team[0]).toMatchObject({
        specialties: ['Operations', 'Vendor partnerships'],
        specialtiesEs: { Operations: 'Operaciones' },
      })
      // A specialty removed takes its Spanish with it.
      const removed = await put([{ ...spec, specialties: ['Vendor partnerships'] }], String(specSave.headers.etag).replaceAll('"', ''))
      expect(removed.json<{ team: TeamMember[] }>().team[0].specialtiesEs).toEqual({})
    })

    it('saves a page banner’s Spanish as its `es` part with If-Match, in its versions, and keeps the public answer as it was', async () => {
      const start = await content(ana)
      const post = (token: string, body: object, version?: string) =>
        t.app.inject({ method: 'POST', url: '/api/admin/content/properties-banner', headers: savingFrom(token, version), payload: body })
      const saved = await post(ana, { text: 'Homes for Sale', es: { text: '  Casas en venta ' } }, start.versions['properties-banner'])
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json()).toEqual({ text: 'Homes for Sale', es: { text: 'Casas en venta' } })
      expect((await content(ben)).propertiesBanner).toEqual({ text: 'Homes for Sale', es: { text: 'Casas en venta' } })
      expect((await post(ben, { text: 'Other', es: { text: 'Otro' } }, start.versions['properties-banner'])).statusCode).toBe(409)

      // The spec's payload ({text}) keeps the Spanish; the public banner answer is {text} as the spec says.
      const version = String(saved.headers.etag).replaceAll('"', '')
      const specSave = await post(ana, { text: 'Homes for Sale in Omaha' }, version)
      expect(specSave.statusCode, specSave.body).toBe(200)
      expect((await content(ana)).propertiesBanner).toEqual({ text: 'Homes for Sale in Omaha', es: { text: 'Casas en venta' } })
      const pub = await t.app.inject({ method: 'GET', url: '/api/settings/banner-text' })
      expect(pub.json()).toEqual({ text: 'Homes for Sale in Omaha' })

      // Clearing the Spanish is a save like any other, and its versions can bring it back.
      const cleared = await post(
        ana,
        { text: 'Homes for Sale in Omaha', es: { text: '' } },
        String(specSave.headers.etag).replaceAll('"', ''),
      )
      expect(cleared.json()).toEqual({ text: 'Homes for Sale in Omaha' })
      const history = await t.app.inject({ method: 'GET', url: '/api/admin/content/history/properties-banner', headers: authHeader(ana) })
      const withSpanish = history.json<RecordVersion[]>()[1]
      expect(withSpanish.changes.map((c) => c.field)).toContain('text')
      const restored = await t.app.inject({
        method: 'POST',
        url: `/api/admin/content/history/${withSpanish._id}/restore`,
        headers: savingFrom(ana, String(cleared.headers.etag).replaceAll('"', '')),
      })
      expect(restored.statusCode, restored.body).toBe(200)
      expect((await content(ana)).propertiesBanner).toEqual({ text: 'Homes for Sale in Omaha', es: { text: 'Casas en venta' } })
    })
  })
}
