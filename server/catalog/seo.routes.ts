import type { FastifyPluginAsync } from 'fastify'
import type { PublicCatalog } from './public-catalog.ts'
import { PUBLIC_PAGES } from '#core/constants.ts'
import { LANGS, localizedPath, type Lang } from '#core/i18n/locale.ts'

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
    const pages = [
      ...PUBLIC_PAGES.map((path) => ({ path, lastmod: newest })),
      ...listings.map((p) => ({ path: `/property/${p._id}`, lastmod: p.updatedAt })),
    ]
    // Each page once per language, each naming both (docs/decisions/0167-spanish-addresses.md).
    const at = (path: string, lang: Lang) => xmlEscape(`${publicUrl}${localizedPath(path, lang)}`)
    const alternates = (path: string) =>
      [...LANGS.map((lang) => [lang, at(path, lang)]), ['x-default', at(path, 'en')]]
        .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`)
        .join('')
    const body = pages
      .flatMap((u) =>
        LANGS.map(
          (lang) =>
            `  <url><loc>${at(u.path, lang)}</loc>${u.lastmod ? `<lastmod>${u.lastmod.slice(0, 10)}</lastmod>` : ''}${alternates(u.path)}</url>`,
        ),
      )
      .join('\n')
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600')
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${body}\n</urlset>\n`
  })
}
