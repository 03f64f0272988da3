import { localizedPath, type Lang } from '#core/i18n/locale.ts'
import type { Listing } from '#core/listings/listing.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { formatBaths, formatListingPrice } from '#core/format.ts'
import { openHouseDetails, openHouseTitle } from '#core/listings/open-house-calendar.ts'
import { shareCardPath } from '#core/listings/listing-paths.ts'
import type { TFunction } from 'i18next'
import { formatNumber, formatPrice } from '#app/i18n/format.ts'

/** Title, description, canonical, share-card and schema.org tags of a property page. */
export function listingSeo(p: Listing, publicUrl: string, lang: Lang = 'en', t?: TFunction) {
  const url = `${publicUrl}${localizedPath(`/property/${p._id}`, lang)}`
  const title = `${p.title} — ${p.address}, ${p.city} | ${COMPANY_NAME}`
  // The facts in the page's language (the `property` namespace's seo words); the description itself is staff's text.
  const amount = formatPrice(lang, p.status === 'upcoming' && p.estimatedPrice ? p.estimatedPrice : p.price)
  const price = t ? (p.type === 'rental' ? t('seo.perMonth', { amount }) : amount) : formatListingPrice(p)
  const facts = { price, beds: p.bedrooms, baths: formatBaths(p.bathrooms), area: formatNumber(lang, p.squareFootage) }
  const place = p.location.neighborhood || p.city
  const summary = t
    ? t('seo.facts', { ...facts, place })
    : `${price} · ${p.bedrooms} bd, ${facts.baths} ba, ${facts.area} sq ft in ${place}.`
  const description = `${summary} ${p.description}`.slice(0, 300)
  const image = p.images[0] ? `${publicUrl}${p.images[0].url}` : undefined
  const card = `${publicUrl}${shareCardPath(p._id)}`
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: p.title,
    description: p.description,
    url,
    inLanguage: lang === 'es' ? 'es-US' : 'en-US',
    datePosted: p.createdAt,
    image: p.images.map((i) => `${publicUrl}${i.url}`),
    offers: {
      '@type': 'Offer',
      price: p.status === 'upcoming' && p.estimatedPrice ? p.estimatedPrice : p.price,
      priceCurrency: 'USD',
      availability:
        p.status === 'available'
          ? 'https://schema.org/InStock'
          : p.status === 'upcoming'
            ? 'https://schema.org/PreOrder'
            : 'https://schema.org/SoldOut',
      businessFunction: p.type === 'rental' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
    },
    about: {
      '@type': p.propertyType === 'house' ? 'SingleFamilyResidence' : p.propertyType === 'apartment' ? 'Apartment' : 'Accommodation',
      address: {
        '@type': 'PostalAddress',
        streetAddress: p.address,
        addressLocality: p.city,
        addressRegion: p.state,
        postalCode: p.zip,
        addressCountry: 'US',
      },
      numberOfRooms: p.bedrooms,
      numberOfBedrooms: p.bedrooms,
      numberOfBathroomsTotal: p.bathrooms,
      floorSize: { '@type': 'QuantitativeValue', value: p.squareFootage, unitCode: 'FTK' },
      ...(p.latitude !== null && p.longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: p.latitude, longitude: p.longitude } }
        : {}),
    },
  }
  const address = jsonLd.about.address
  // Each open house that has not ended is a schema.org Event at the home (docs/decisions/0112-open-houses.md).
  const events = (p.openHouses ?? []).map((o) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: openHouseTitle(p),
    description: openHouseDetails(p, publicUrl),
    startDate: o.startsAt,
    endDate: o.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    isAccessibleForFree: true,
    url,
    ...(image ? { image: [image] } : {}),
    location: { '@type': 'Place', name: p.address, address },
    organizer: { '@type': 'Organization', name: COMPANY_NAME, url: publicUrl },
  }))
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    // The share card: the first photo with the price and facts over it, drawn for every public listing.
    { property: 'og:image', content: card },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: `${p.title}: ${price}, ${p.address}, ${p.city}` },
    { name: 'twitter:image', content: card },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { 'script:ld+json': jsonLd },
    ...(events.length > 0 ? [{ 'script:ld+json': events }] : []),
  ]
}
