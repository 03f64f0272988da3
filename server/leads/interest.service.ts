import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Lang } from '#core/i18n/locale.ts'
import { NO_MESSAGE } from '#core/leads/inquiry.ts'
import type { InterestBody } from '#core/leads/upcoming.ts'
import type { Listing } from '#core/listings/listing.ts'
import { storeInquiry } from './inquiries.service.ts'

const oneLine = (v: string) => v.replace(/[\r\n]+/g, ' ').trim()

/**
 * Express Interest on an upcoming listing: a lead
 * like a contact-agent message, mailed to the listing's agent with the office
 * in copy, so someone actually calls back when the home comes to market.
 */
export async function recordInterest(
  db: Kysely<Database>,
  property: Listing,
  body: InterestBody,
  officeEmail: string,
  lang: Lang = 'en',
): Promise<string> {
  // The body arrives normalised (core/leads/upcoming.ts); the listing's text is kept to one line.
  const address = oneLine(`${property.address}, ${property.city}`)
  const name = body.clientName ?? ''
  const email = body.clientEmail ?? ''
  const phone = body.clientPhone ?? ''
  const message = body.message || NO_MESSAGE
  const subject = `Interest - ${address}`
  const agentEmail = property.agent.email || officeEmail
  const text = [
    `Interest in ${property.status === 'upcoming' ? 'the upcoming listing' : 'the listing'} ${address} (${oneLine(property.title)})`,
    '',
    `Name: ${name}`,
    `Email: ${email}`,
    `Phone: ${phone || 'not given'}`,
    '',
    'Message:',
    message,
  ].join('\n')
  const { website: _honeypot, ...kept } = body
  return storeInquiry(db, {
    kind: 'interest',
    propertyId: property._id,
    name,
    email,
    phone,
    message,
    payload: { ...kept, message, subject },
    lang,
    mail: { to: agentEmail, cc: agentEmail === officeEmail ? '' : officeEmail, replyTo: email, subject, text },
  })
}
