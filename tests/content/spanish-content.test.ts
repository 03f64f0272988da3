import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, savingFrom, signedInStaff } from '#tests/helpers/admin.ts'
import { insertProperty } from '#tests/helpers/factories.ts'
import type { Listing } from '#core/listings/listing.ts'
import { ListingInputSchema } from '#core/listings/listing-form.ts'
import type { RecordVersion } from '#core/history/record-history.ts'
import { HeroContentSchema } from '#core/content/content.ts'
import { listingVersion } from '#server/listings/listing-history.ts'

// Staff's Spanish beside the English (docs/decisions/0182-spanish-content-and-descriptions.md): a section's `es` texts
// and a listing's descriptionEs are saved with If-Match like the English, kept in the history, sanitized and checked
// for fair-housing wording; the spec's answers keep their fields as they were.

type Versioned = Record<string, unknown> & { versions: Record<string, string> }

for (const dialect of dialects) {
  describe(`Spanish content and descriptions on ${dialect}`, () => {
    let t: TestApp
    let ana = ''
    let ben = ''
    const headers = savingFrom
    const open = async (token: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/content', headers: authHeader(token) })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<Versioned>()
    }
    const save = (token: string, slug: string, body: object, version?: string) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/content/${slug}`, payload: body, headers: headers(token, version) })

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      ;[ana, ben] = await signedInStaff(t.app, t.database.db, ['ana', 'ben'])
    })
    afterAll(() => t?.close())

    it('saves a section’s Spanish with If-Match, keeps it in the history and refuses a stale save', async () => {
      const a = await open(ana)
      const hero = a.hero as Record<string, unknown>
      const es = { title: '  Encontremos su casa  ', subtitle: 'Casas renovadas en Omaha.' }
      const saved = await save(ana, 'hero', { ...hero, es }, a.versions.hero)
      expect(saved.statusCode, saved.body).toBe(200)
      // Trimmed, and the English untouched.
      expect(saved.json()).toMatchObject({ title: hero.title, es: { title: 'Encontremos su casa', subtitle: 'Casas renovadas en Omaha.' } })
      expect(((await open(ben)).hero as { es: object }).es).toEqual({ title: 'Encontremos su casa', subtitle: 'Casas renovadas en Omaha.' })

      const stale = await save(ben, 'hero', { ...hero, es: { title: 'Otra cosa' } }, a.versions.hero)
      expect(stale.statusCode).toBe(409)
      expect(stale.json()).toMatchObject({ savedBy: 'ana', current: { es: { title: 'Encontremos su casa' } } })

      const history = await t.app.inject({ method: 'GET', url: '/api/admin/content/history/hero', headers: authHeader(ana) })
      const [now, before] = history.json<RecordVersion[]>()
      expect(now).toMatchObject({ savedBy: 'ana', current: true })
      expect(now.changes.map((c) => c.field)).toEqual(['es.title', 'es.subtitle'])

      // Restoring the version before the first save takes the Spanish away again, as a new version.
      const restored = await t.app.inject({
        method: 'POST',
        url: `/api/admin/content/history/${before._id}/restore`,
        headers: headers(ana, String(saved.headers.etag).replaceAll('"', '')),
      })
      expect(restored.statusCode, restored.body).toBe(200)
      expect((await open(ana)).hero).not.toHaveProperty('es')
    })

    it('sanitizes Spanish rich text, keeps only the section’s own texts and drops the empty ones', async () => {
      const a = await open(ana)
      const about = a.about as Record<string, unknown>
      const res = await save(
        ana,
        'about',
        {
          ...about,
          es: {
            story: '<p onclick="x()">Nuestra historia<script>alert(1)</script></p><a href="javascript:alert(1)">enlace</a>',
            storyTitle: 'Nuestra historia',
            mission: '   ',
            'valuesList.0.title': 'No es de esta sección',
          },
        },
        a.versions.about,
      )
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().es).toEqual({
        story: '<p>Nuestra historia</p><a rel="noopener noreferrer">enlace</a>',
        storyTitle: 'Nuestra historia',
      })
    })

    it('refuses Spanish that is not text of a field: a bad path or an over-long text gets a 400', async () => {
      const a = await open(ana)
      const hero = a.hero as Record<string, unknown>
      expect((await save(ana, 'hero', { ...hero, es: { '../title': 'x' } })).statusCode).toBe(400)
      expect((await save(ana, 'hero', { ...hero, es: { title: 'x'.repeat(50_001) } })).statusCode).toBe(400)
      expect((await save(ana, 'hero', { ...hero, es: 'hola' })).statusCode).toBe(400)
    })

    it('checks the Spanish for the fair-housing phrases and asks for a reason to publish them', async () => {
      const a = await open(ana)
      const values = a.values as Record<string, unknown>
      const flagged = await save(ana, 'values', { ...values, es: { description: 'Casas para adults only' } })
      expect(flagged.statusCode).toBe(400)
      expect(flagged.json().fairHousing.phrases).toEqual(['adults only'])
    })

    it('keeps the public content answers in the spec’s fields, without the Spanish', async () => {
      const a = await open(ana)
      expect((await save(ana, 'hero', { ...(a.hero as object), es: { title: 'Hola' } })).statusCode).toBe(200)
      const pub = await t.app.inject({ method: 'GET', url: '/api/admin/content/public' })
      expect(pub.statusCode).toBe(200)
      expect(Object.keys(pub.json().hero).sort()).toEqual(Object.keys(HeroContentSchema.shape).sort())
    })

    it('saves a listing’s Spanish description with If-Match, in its history, and keeps it when a save leaves it out', async () => {
      const id = await insertProperty(t.database.db, { title: '12 Elm St', description: 'A bright bungalow.' })
      const get = async () =>
        (await t.app.inject({ method: 'GET', url: `/api/admin/properties/${id}`, headers: authHeader(ana) })).json<Listing>()
      const start = await get()
      expect(start.descriptionEs).toBe('')
      const form = ListingInputSchema.parse(listingVersion(start))
      const put = (token: string, body: object, version?: string) =>
        t.app.inject({ method: 'PUT', url: `/api/admin/properties/${id}`, payload: body, headers: headers(token, version) })

      const saved = await put(ana, { ...form, descriptionEs: '  Un bungalow luminoso.  ' }, start.updatedAt)
      expect(saved.statusCode, saved.body).toBe(200)
      expect(saved.json()).toMatchObject({ description: 'A bright bungalow.', descriptionEs: 'Un bungalow luminoso.' })
      expect((await put(ben, { ...form, descriptionEs: 'Otro texto' }, start.updatedAt)).statusCode).toBe(409)

      // A client that knows nothing of the Spanish (the spec's payload) leaves it as it is.
      const { descriptionEs: _left, ...specForm } = form
      expect((await put(ana, { ...specForm, bedrooms: 4 })).statusCode).toBe(200)
      expect((await get()).descriptionEs).toBe('Un bungalow luminoso.')

      const versions = (await t.app.inject({ method: 'GET', url: `/api/admin/properties/${id}/history`, headers: authHeader(ana) })).json<
        RecordVersion[]
      >()
      expect(versions.flatMap((v) => v.changes.map((c) => c.label))).toContain('Description in Spanish')

      // The public listing answer keeps every spec field as it was.
      const pub = await t.app.inject({ method: 'GET', url: `/api/properties/${id}` })
      expect(pub.statusCode).toBe(200)
      expect(pub.json()).toMatchObject({ _id: id, description: 'A bright bungalow.', bedrooms: 4 })
    })
  })
}
