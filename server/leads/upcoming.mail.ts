import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { formatBaths } from '#core/format.ts'
import { localizedPath, type Lang } from '#core/i18n/locale.ts'
import { formatNumber } from '#app/i18n/format.ts'
import { escapeHtml as e } from '#server/mail/mail-footer.ts'
import { mailWords } from '#server/mail/mail-words.ts'
import { htmlPage, mailNote } from '#server/mail/visitor-html.ts'
import type { OutgoingMail } from '#server/mail/outbox.ts'
import type { ListingInput } from '#server/listings/listing-writer.service.ts'

// The mail that keeps the promise of Get Notified: "We'll email you when new
// upcoming homes are announced". listing-announcements.service.ts queues one
// per subscriber in the listing's own transaction, each with its own
// unsubscribe link.

type Listing = Pick<
  ListingInput,
  | 'title'
  | 'address'
  | 'city'
  | 'state'
  | 'zip'
  | 'type'
  | 'status'
  | 'price'
  | 'estimatedPrice'
  | 'bedrooms'
  | 'bathrooms'
  | 'squareFootage'
>

/** The page that asks before it unsubscribes: mail scanners open links, so the link alone must not do it. */
export const unsubscribeUrl = (publicUrl: string, token: string, lang: Lang = 'en') =>
  `${publicUrl}${localizedPath('/unsubscribe', lang)}?token=${encodeURIComponent(token)}`

/**
 * The mail one subscriber gets about one new upcoming listing (or, `available`, about the home now on the market), in
 * the language the subscriber signed up in.
 */
export function upcomingMail(
  listing: Listing,
  links: { listingUrl: string; unsubscribeUrl: string },
  to: string,
  options: { lang?: Lang; available?: boolean } = {},
): Omit<OutgoingMail, 'relatedId'> {
  const lang = options.lang ?? 'en'
  const { t, price: money } = mailWords(lang)
  // The title and address come from an admin's form: single lines in the text, escaped in the HTML.
  const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim()
  const title = oneLine(listing.title)
  const address = oneLine(`${listing.address}, ${listing.city}, ${listing.state} ${listing.zip}`)
  const amount = money(listing.status === 'upcoming' && listing.estimatedPrice ? listing.estimatedPrice : listing.price)
  const price = t(listing.estimatedPrice ? 'upcoming.estimatedPrice' : 'upcoming.price', {
    price: listing.type === 'rental' ? t('upcoming.perMonth', { price: amount }) : amount,
  })
  const facts = t('upcoming.facts', {
    beds: listing.bedrooms,
    baths: formatBaths(listing.bathrooms),
    area: formatNumber(lang, listing.squareFootage),
  })
  const why = t('upcoming.why', { company: COMPANY_NAME })
  const intro = t(options.available ? 'upcoming.available' : 'upcoming.announced')
  const text = [
    intro,
    '',
    title,
    address,
    price,
    facts,
    '',
    t('upcoming.detailsLine', { url: links.listingUrl }),
    '',
    '--',
    why,
    t('upcoming.unsubscribeLine', { url: links.unsubscribeUrl }),
  ].join('\n')
  const html = htmlPage(
    lang,
    `<p>${e(intro)}</p>
<h1 style="font-size:20px;margin:0 0 4px">${e(title)}</h1>
<p style="margin:0">${e(address)}</p>
<p style="margin:0"><strong>${e(price)}</strong></p>
<p style="margin:0 0 16px">${e(facts)}</p>
<p><a href="${e(links.listingUrl)}" style="color:#1d4ed8">${e(t('upcoming.details'))}</a></p>
${mailNote(`${e(why)} <a href="${e(links.unsubscribeUrl)}" style="color:#4b5563">${e(t('upcoming.unsubscribe'))}</a>`)}`,
  )
  const subject = t(options.available ? 'upcoming.availableSubject' : 'upcoming.subject', { title })
  return { to, subject, text, html, listUnsubscribe: links.unsubscribeUrl, lang }
}
