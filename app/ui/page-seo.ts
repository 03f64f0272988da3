import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { localizedPath, type Lang } from '#core/i18n/locale.ts'
import type { ContactContent } from '#app/ui/shell/shell-content.ts'
import { metaT } from '#app/i18n/i18n.ts'
import { langOfPath } from '#core/i18n/locale.ts'

type Meta = Record<string, unknown>

/** Title, description, canonical link and share-card tags of a page, plus its schema.org data when given. */
export function pageSeo(o: {
  title: string
  description: string
  path: string
  /** The page's language: its canonical address is the one in that language (docs/decisions/0167-spanish-addresses.md). */
  lang?: Lang
  publicUrl?: string
  image?: string
  jsonLd?: object
}): Meta[] {
  const title = o.title === COMPANY_NAME ? o.title : `${o.title} | ${COMPANY_NAME}`
  const base = o.publicUrl ?? ''
  const url = `${base}${localizedPath(o.path, o.lang ?? 'en')}`
  const image = o.image ? (/^https?:/.test(o.image) ? o.image : `${base}${o.image}`) : undefined
  return [
    { title },
    { name: 'description', content: o.description },
    ...(base
      ? [
          { tagName: 'link', rel: 'canonical', href: url },
          { property: 'og:url', content: url },
        ]
      : []),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: COMPANY_NAME },
    { property: 'og:title', content: title },
    { property: 'og:description', content: o.description },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: o.description },
    ...(o.jsonLd ? [{ 'script:ld+json': o.jsonLd }] : []),
  ]
}

type PageSeo = Parameters<typeof pageSeo>[0]

/** `pageSeo` in the page's language: its title and description are the keys `[title, description]` of namespace `ns`. */
export function pageSeoIn(
  location: { pathname: string },
  matches: Parameters<typeof metaT>[0],
  ns: string,
  [title, description]: [string, string],
  page: Omit<PageSeo, 'title' | 'description' | 'lang'>,
): Meta[] {
  const t = metaT(matches, ns)
  return pageSeo({ ...page, lang: langOfPath(location.pathname), title: t(title), description: t(description) })
}

/** A company page's `pageSeoIn`, with the business as its schema.org data. */
export function companyPageSeo(
  location: { pathname: string },
  matches: Parameters<typeof metaT>[0],
  keys: [string, string],
  page: { path: string; image?: string },
  data: { publicUrl: string; contact: Pick<ContactContent, 'phone' | 'email' | 'address'> } | undefined,
): Meta[] {
  const jsonLd = data ? businessJsonLd(data.publicUrl, data.contact) : undefined
  return pageSeoIn(location, matches, 'company', keys, { ...page, publicUrl: data?.publicUrl, jsonLd })
}

/** The business as schema.org RealEstateAgent (an Organization), from the contact content. */
export function businessJsonLd(publicUrl: string, contact: Pick<ContactContent, 'phone' | 'email' | 'address'>, extra: object = {}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: COMPANY_NAME,
    url: publicUrl || undefined,
    logo: publicUrl ? `${publicUrl}/logo.PNG` : undefined,
    telephone: contact.phone,
    email: contact.email,
    address: { '@type': 'PostalAddress', streetAddress: contact.address, addressRegion: 'NE', addressCountry: 'US' },
    areaServed: ['Omaha', 'Bellevue', 'Papillion', 'La Vista', 'Elkhorn', 'Council Bluffs'],
    ...extra,
  }
}

type PageOf = Omit<Parameters<typeof pageSeo>[0], 'publicUrl' | 'jsonLd'>
type SiteData = { publicUrl: string; contact: Pick<ContactContent, 'phone' | 'email' | 'address'> }

/** A page about the business's people: its tags, with the people as the business's employees in its schema.org data. */
export function peoplePageSeo<D extends SiteData>(page: PageOf, data: D | undefined, employees: (data: D) => object[]): Meta[] {
  return pageSeo({
    ...page,
    publicUrl: data?.publicUrl,
    jsonLd: data ? businessJsonLd(data.publicUrl, data.contact, { employee: employees(data) }) : undefined,
  })
}
