import type { FastifyPluginAsync } from 'fastify'
import type { PublicCatalog } from './public-catalog.ts'
import { PUBLIC_PAGES } from '#core/constants.ts'

// /robots.txt and /sitemap.xml: every public page and every listing page.

/** Text for an XML element or attribute: markup characters as character references. */
export const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

export const seoRoutes: FastifyPluginAsync<{ catalog: PublicCatalog; publicUrl: string }> = async (app, { catalog, publicUrl }) => {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600')
    return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`
  })

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [listed, upcoming] = await Promise.all([catalog.listProperties({}), catalog.listProperties({ status: 'upcoming' })])
    const listings = [...listed.items, ...upcoming.items]
    const newest = listings.reduce((max, p) => (p.updatedAt > max ? p.updatedAt : max), '')
    const urls = [
      ...PUBLIC_PAGES.map((path) => ({ loc: `${publicUrl}${path}`, lastmod: newest })),
      ...listings.map((p) => ({ loc: `${publicUrl}/property/${p._id}`, lastmod: p.updatedAt })),
    ]
    const body = urls
      .map((u) => `  <url><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.slice(0, 10)}</lastmod>` : ''}</url>`)
      .join('\n')
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600')
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`
  })
}
