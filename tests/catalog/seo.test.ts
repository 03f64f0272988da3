import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/helpers/app.ts'
import { insertProperty } from '#tests/helpers/factories.ts'

let t: TestApp
const ids: string[] = []
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://homes.example.com' } })
  ids.push(await insertProperty(t.database.db, { updatedAt: '2025-03-04T10:00:00.000Z', createdAt: '2025-03-01T10:00:00.000Z' }))
  ids.push(await insertProperty(t.database.db, { status: 'upcoming' }))
})
afterAll(() => t.close())

describe('search engines', () => {
  it('robots.txt points at the sitemap and keeps crawlers out of the admin portal', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('Sitemap: https://homes.example.com/sitemap.xml')
    expect(res.body).toContain('Disallow: /admin')
  })

  it('sitemap.xml lists every public page and every listing with lastmod', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    expect(res.body).toContain('<loc>https://homes.example.com/mortgage-calculator</loc>')
    expect(res.body).toContain(`<url><loc>https://homes.example.com/property/${ids[0]}</loc><lastmod>2025-03-04</lastmod>`)
    expect(res.body).toContain(`/property/${ids[1]}</loc>`)
    expect(res.body).not.toContain('/admin')
  })
})
