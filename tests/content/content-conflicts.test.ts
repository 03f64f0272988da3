import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { dialects } from '#tests/helpers/databases.ts'
import { authHeader, signedInStaff } from '#tests/helpers/admin.ts'

// No lost update in the content manager: each section has a version; a save
// that names the version it started from (If-Match) is refused with 409 when
// someone saved the section since, with who, when and what it holds now.

for (const dialect of dialects) {
  describe(`content saves that started from an older version on ${dialect}`, () => {
    let t: TestApp
    let ana = ''
    let ben = ''

    beforeAll(async () => {
      t = await createTestApp({ dialect })
      ;[ana, ben] = await signedInStaff(t.app, t.database.db, ['ana', 'ben'])
    })
    afterAll(() => t?.close())

    const open = async (token: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/content', headers: authHeader(token) })
      expect(res.statusCode).toBe(200)
      return res.json() as Record<string, unknown> & { versions: Record<string, string> }
    }
    const save = (token: string, slug: string, body: object, version?: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/content/${slug}`,
        payload: body,
        headers: { ...authHeader(token), ...(version !== undefined && { 'if-match': `"${version}"` }) },
      })

    it('refuses the second of two saves from the same version with who saved, when, and what the section holds now', async () => {
      const a = await open(ana)
      const b = await open(ben)
      expect(a.versions.hero).toBe(b.versions.hero)
      const hero = a.hero as Record<string, unknown>

      const first = await save(ana, 'hero', { ...hero, title: 'Homes for every Omaha family' }, a.versions.hero)
      expect(first.statusCode, first.body).toBe(200)
      const newVersion = String(first.headers.etag).replaceAll('"', '')
      expect(newVersion).not.toBe(a.versions.hero)

      const second = await save(ben, 'hero', { ...hero, subtitle: 'A subtitle from Ben' }, b.versions.hero)
      expect(second.statusCode).toBe(409)
      const conflict = second.json()
      expect(conflict).toMatchObject({ version: newVersion, savedBy: 'ana', current: { title: 'Homes for every Omaha family' } })
      expect(conflict.message).toMatch(
        /^ana saved this section at .+ \(Omaha time\), after you opened it\. Choose which version to keep\.$/,
      )
      // Nothing of Ana's was lost.
      expect(((await open(ana)).hero as { title: string }).title).toBe('Homes for every Omaha family')

      // Ben chooses to keep his own on purpose, from the version he was shown.
      const overwrite = await save(ben, 'hero', { ...conflict.current, subtitle: 'A subtitle from Ben' }, conflict.version)
      expect(overwrite.statusCode, overwrite.body).toBe(200)
      expect((await open(ana)).hero).toMatchObject({ title: 'Homes for every Omaha family', subtitle: 'A subtitle from Ben' })
    })

    it('keeps the team safe the same way, with the conflict in the shape a save sends', async () => {
      const a = await open(ana)
      const member = { name: 'Dana Cruz', title: 'Agent', bio: '', email: '', phone: '', photo: '', linkedin: '', specialties: [] }
      const added = await save(ana, 'team', { team: [...(a.team as object[]), member] }, a.versions.team)
      expect(added.statusCode, added.body).toBe(200)
      const stale = await save(ben, 'team', { team: a.team }, a.versions.team)
      expect(stale.statusCode).toBe(409)
      expect(stale.json().current.team.map((m: { name: string }) => m.name)).toContain('Dana Cruz')
      expect(((await open(ben)).team as Array<{ name: string }>).map((m) => m.name)).toContain('Dana Cruz')
    })

    it('saves as before without If-Match, and answers each save with its new version', async () => {
      const a = await open(ana)
      const footer = a.footer as Record<string, unknown>
      const plain = await save(ana, 'footer', footer)
      expect(plain.statusCode, plain.body).toBe(200)
      const after = await open(ana)
      expect(after.versions.footer).toBe(String(plain.headers.etag).replaceAll('"', ''))
      expect((await save(ben, 'footer', footer, after.versions.footer)).statusCode).toBe(200)
      expect((await save(ana, 'footer', footer, after.versions.footer)).statusCode).toBe(409)
    })
  })
}
