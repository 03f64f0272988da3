import type { Listing, ListingRead } from '#core/listings/listing.ts'
import { PROPERTY_LIST_MAX_LIMIT } from '#core/constants.ts'
import { brokerageLine, brokerageParts, FAIR_HOUSING_STATEMENT, type Brokerage } from '#core/content/fair-housing.ts'
import { toResoRecord } from '#core/listings/reso-fields.ts'
import { xmlEscape } from '#server/catalog/seo.routes.ts'
import type { ListingCatalog } from './listing.catalog.ts'

// The listing feeds listing sites read (docs/decisions/0157-listing-feeds.md): rentals in the HotPads format the Zillow
// rental network reads, sales as RESO Data Dictionary records in a RESO Web API–shaped JSON document. Both hold the
// published listings only (what the public catalog lists), and each listing carries the brokerage attribution and
// the fair-housing statement.

export interface FeedContext {
  publicUrl: string
  brokerage: Brokerage
}

/** Every published listing the query matches, read a page at a time. */
export async function publishedListings(catalog: Pick<ListingCatalog, 'listProperties'>, query: ListingRead): Promise<Listing[]> {
  const all: Listing[] = []
  for (;;) {
    const { items } = await catalog.listProperties({ ...query, sort: 'newest', limit: PROPERTY_LIST_MAX_LIMIT, offset: all.length })
    all.push(...items)
    if (items.length < PROPERTY_LIST_MAX_LIMIT) return all
  }
}

const absolute = (publicUrl: string, url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url)

/** The words every syndicated listing ends with: who lists it, and the Equal Housing Opportunity statement. */
export const feedFooter = (brokerage: Brokerage) => `Listed by ${brokerageLine(brokerage)}.\n\n${FAIR_HOUSING_STATEMENT}`

const money = (n: number) => `$${n.toLocaleString('en-US')}`

/** HotPads' property types: an apartment is a unit of a medium or, past 100 units, a large building. */
function hotpadsPropertyType(p: Listing): string {
  if (p.propertyType !== 'apartment') return p.propertyType.toUpperCase()
  return (p.building.totalUnits ?? 0) > 100 ? 'LARGE' : 'MEDIUM'
}

/** The rent's terms in words: deposit, pet rent, utilities and the pet policy, as far as staff gave them. */
function rentalTerms(p: Listing): string {
  const { deposit, petRent, utilities } = p.rentalFees
  return [
    deposit !== null && `Security deposit ${money(deposit)}.`,
    petRent !== null && `Pet rent ${money(petRent)} a month.`,
    utilities !== null && `Utilities about ${money(utilities)} a month.`,
    p.building.petPolicy && `Pets: ${p.building.petPolicy}.`,
  ]
    .filter(Boolean)
    .join(' ')
}

const el = (name: string, value: string | number | null | undefined, indent = '    ') =>
  value === null || value === undefined || value === '' ? '' : `${indent}<${name}>${xmlEscape(String(value))}</${name}>\n`

function hotpadsListing(p: Listing, { publicUrl, brokerage }: FeedContext): string {
  const contactName = p.agent.name || brokerageParts(brokerage).name
  const tags = [...p.features.map((tag) => ['PROPERTY_AMENITY', tag]), ...p.interior.appliances.map((tag) => ['UNIT_AMENITY', tag])]
  return (
    `  <Listing id="${xmlEscape(p._id)}" type="RENTAL" propertyType="${hotpadsPropertyType(p)}">\n` +
    el('name', p.title) +
    el('street', p.address) +
    el('city', p.city) +
    el('state', p.state) +
    el('zip', p.zip) +
    el('country', 'US') +
    el('latitude', p.latitude) +
    el('longitude', p.longitude) +
    el('lastUpdated', p.updatedAt) +
    el('contactName', contactName) +
    el('contactEmail', p.agent.email) +
    el('contactPhone', p.agent.phone) +
    el('previewMessage', p.title) +
    el('description', `${p.description}\n\n${feedFooter(brokerage)}`) +
    el('terms', rentalTerms(p)) +
    el('website', `${publicUrl}/property/${p._id}`) +
    tags.map(([type, tag]) => `    <ListingTag type="${type}">\n${el('tag', tag, '      ')}    </ListingTag>\n`).join('') +
    p.images
      .map(
        (image) =>
          `    <ListingPhoto source="${xmlEscape(absolute(publicUrl, image.url))}">\n${el('caption', image.alt, '      ')}    </ListingPhoto>\n`,
      )
      .join('') +
    el('ListingEmail', p.agent.email) +
    el('price', p.price) +
    el('pricingFrequency', 'MONTHLY') +
    el('numBedrooms', p.bedrooms) +
    el('numFullBaths', Math.floor(p.bathrooms)) +
    el('numHalfBaths', Number.isInteger(p.bathrooms) ? 0 : 1) +
    el('squareFeet', p.squareFootage || null) +
    '  </Listing>\n'
  )
}

/** The rental feed: the HotPads listing feed format (hotPadsItems version 2.1). */
export function hotpadsFeed(listings: Listing[], context: FeedContext): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<hotPadsItems version="2.1">\n${listings.map((p) => hotpadsListing(p, context)).join('')}</hotPadsItems>\n`
}

/** The sales feed: RESO Property records (docs/decisions/0158-reso-csv-export-and-import.md) with office, link and statement. */
export function salesFeed(listings: Listing[], { publicUrl, brokerage }: FeedContext): string {
  const { name } = brokerageParts(brokerage)
  const value = listings.map((p) => {
    const { X_Published: _published, ...record } = toResoRecord(p)
    return {
      ...record,
      X_MediaURLs: p.images.map((image) => absolute(publicUrl, image.url)).join('|'),
      X_ListingURL: `${publicUrl}/property/${p._id}`,
      ListOfficeName: name,
      X_ListOfficeLicense: brokerage.licenseNumber.trim(),
      X_BrokerageAttribution: brokerageLine(brokerage),
      X_FairHousingStatement: FAIR_HOUSING_STATEMENT,
    }
  })
  return JSON.stringify({ '@reso.context': 'urn:reso:metadata:2.0:resource:property', value })
}
