import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { formatBaths, formatListingPrice } from '#core/format.ts'
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

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The page that asks before it unsubscribes: mail scanners open links, so the link alone must not do it. */
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`

/** The mail one subscriber gets about one new upcoming listing. */
export function upcomingMail(
  listing: Listing,
  links: { listingUrl: string; unsubscribeUrl: string },
  to: string,
): Omit<OutgoingMail, 'relatedId'> {
  // The title and address come from an admin's form: single lines in the text, escaped in the HTML.
  const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim()
  const title = oneLine(listing.title)
  const address = oneLine(`${listing.address}, ${listing.city}, ${listing.state} ${listing.zip}`)
  const priceLabel = listing.estimatedPrice ? 'Estimated price' : 'Price'
  const price = formatListingPrice(listing)
  const facts = `${listing.bedrooms} bd · ${formatBaths(listing.bathrooms)} ba · ${listing.squareFootage.toLocaleString('en-US')} sq ft`
  const why = `You get this email because you asked ${COMPANY_NAME} to tell you about new upcoming homes.`
  const text = [
    'A new upcoming home has just been announced:',
    '',
    title,
    address,
    `${priceLabel}: ${price}`,
    facts,
    '',
    `See the details: ${links.listingUrl}`,
    '',
    '--',
    why,
    `Unsubscribe: ${links.unsubscribeUrl}`,
  ].join('\n')
  const e = escapeHtml
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<p>A new upcoming home has just been announced:</p>
<h1 style="font-size:20px;margin:0 0 4px">${e(title)}</h1>
<p style="margin:0">${e(address)}</p>
<p style="margin:0"><strong>${e(priceLabel)}: ${e(price)}</strong></p>
<p style="margin:0 0 16px">${e(facts)}</p>
<p><a href="${e(links.listingUrl)}" style="color:#1d4ed8">See the details</a></p>
<hr style="border:none;border-top:1px solid #d1d5db;margin:24px 0 12px">
<p style="font-size:13px;color:#4b5563">${e(why)} <a href="${e(links.unsubscribeUrl)}" style="color:#4b5563">Unsubscribe</a></p>
</body></html>`
  return { to, subject: `New upcoming home: ${title}`, text, html, listUnsubscribe: links.unsubscribeUrl }
}
