import type { Kysely } from 'kysely'
import type { Lang } from '#core/i18n/locale.ts'
import type { Database } from '#server/db/schema.ts'
import type { Listing } from '#core/listings/listing.ts'
import type { OpenHouse } from '#core/listings/open-house.ts'
import { PRE_APPROVAL, WORKING_WITH_AGENT, type OpenHouseSignIn } from '#core/leads/open-house-sign-in.ts'
import { labelOf } from '#core/leads/sell-to-us-rules.ts'
import { openHouseHours, openHouseLongDay } from '#core/listings/open-house-times.ts'
import { formatBusinessTime } from '#core/business-time.ts'
import { createAgentAdminRepository } from '#server/people/people.repository.ts'
import { storeInquiry } from './inquiries.service.ts'
import type { ConsentEvidence } from './consent.ts'

// A visitor signs in at an open house (docs/decisions/0115-open-house-sign-in.md): a lead of the listing, owned by
// the staff user who is the listing's agent, with the evidence of the consent it gave, mailed to the agent (the
// office in copy) through the outbox like every other lead.

const oneLine = (v: string) => v.replace(/[\r\n]+/g, ' ').trim()

/** The listing's agent card: its id, or for listings saved before agents had ids, the card with its agent's e-mail. */
const agentOf = async (db: Kysely<Database>, listing: Listing): Promise<string | undefined> =>
  listing.agentId ?? (listing.agent.email ? await createAgentAdminRepository(db).idByEmail(listing.agent.email) : undefined)

export async function recordOpenHouseSignIn(
  db: Kysely<Database>,
  { listing, openHouse }: { listing: Listing; openHouse: OpenHouse },
  signIn: OpenHouseSignIn,
  consent: ConsentEvidence,
  officeEmail: string,
  lang: Lang = 'en',
): Promise<string> {
  const address = oneLine(`${listing.address}, ${listing.city}`)
  const when = `${openHouseLongDay(openHouse.startsAt)}, ${openHouseHours(openHouse.startsAt, openHouse.endsAt)}`
  const working = labelOf(WORKING_WITH_AGENT, signIn.workingWithAgent)
  const preApproval = signIn.preApproval ? labelOf(PRE_APPROVAL, signIn.preApproval) : 'not answered'
  const message = `Signed in at the open house on ${when}. Working with an agent: ${working}. Pre-approved: ${preApproval}.`
  const subject = `Open house sign-in - ${address}`
  const agentEmail = listing.agent.email || officeEmail
  const text = [
    `Open house sign-in at ${address} (${oneLine(listing.title)})`,
    `Open house: ${when}`,
    '',
    `Name: ${signIn.name}`,
    `Email: ${signIn.email || 'not given'}`,
    `Phone: ${signIn.phone || 'not given'}`,
    `Working with an agent: ${working}`,
    `Pre-approved for a mortgage: ${preApproval}`,
    '',
    `Agreed to be contacted on ${formatBusinessTime(consent.at)}: "${consent.text}"`,
  ].join('\n')
  return storeInquiry(db, {
    kind: 'open-house',
    propertyId: listing._id,
    openHouseId: openHouse._id,
    agentId: await agentOf(db, listing),
    name: signIn.name,
    email: signIn.email,
    phone: signIn.phone,
    message,
    payload: {
      name: signIn.name,
      email: signIn.email,
      phone: signIn.phone,
      openHouse: when,
      workingWithAgent: signIn.workingWithAgent,
      preApproval: signIn.preApproval || undefined,
      subject,
    },
    consent,
    lang,
    mail: { to: agentEmail, cc: agentEmail === officeEmail ? '' : officeEmail, replyTo: signIn.email, subject, text },
  })
}
