import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Lang } from '#core/i18n/locale.ts'
import { NO_MESSAGE, type TourRequestBody } from '#core/leads/inquiry.ts'
import { LEAD_PAINT_ACK_MESSAGE, needsLeadPaintNotice } from '#core/listings/lead-paint.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'
import { enqueueMail, withMail, type OutgoingMail } from '#server/mail/outbox.ts'
import { newId } from '#server/db/ids.ts'
import { createLeadRepository } from './lead.repository.ts'
import { ID_PATTERN } from '#core/ids.ts'
import { mayBeOffensive } from './offensive-language.ts'
import { createPersonRepository } from '#server/leads/person.repository.ts'
import { routeNewLead } from './lead-routing.service.ts'
import { LEAD_KINDS, type LeadKind } from '#core/leads/lead-labels.ts'
import { consentColumns, type ConsentEvidence } from './consent.ts'
import { bookShowing, checkSlotFree, retryBooking } from './showings.service.ts'
import { mailVisitor } from './showing-link.service.ts'

/**
 * Stores an inquiry and its e-mail to the listing's agent (office in copy) in
 * one transaction. The agent's address and the mail's subject come from the
 * listing in the database, never from the request, so the form can neither
 * send mail to anyone else nor choose what the office's subject line says.
 * The body arrives normalised (core/leads/inquiry.ts).
 */
export async function recordListingInquiry(
  db: Kysely<Database>,
  kind: 'agent' | 'tour',
  body: TourRequestBody,
  consent: ConsentEvidence,
  { officeEmail, publicUrl, lang }: { officeEmail: string; publicUrl: string; lang: Lang },
): Promise<string> {
  const property =
    body.propertyId && ID_PATTERN.test(body.propertyId) ? await createListingRepository(db).findById(body.propertyId) : undefined
  if (kind === 'tour' && property && needsLeadPaintNotice(property.exterior.yearBuilt) && body.leadPaintAcknowledged !== true)
    throw new LeadPaintAckError()
  const address = property ? oneLine(`${property.address}, ${property.city}`) : undefined
  const message = body.message || NO_MESSAGE
  const name = body.clientName!
  const email = body.clientEmail!
  const phone = body.clientPhone ?? ''
  const what = kind === 'tour' ? 'Tour Request' : 'Property Inquiry'
  const subject = `${what} - ${address ?? 'no listing given'}`
  const agentEmail = property?.agent.email || officeEmail
  const lines = [
    address
      ? `${kind === 'tour' ? 'Tour request' : 'New inquiry'} for ${address} (${oneLine(property!.title)})`
      : `${kind === 'tour' ? 'Tour request' : 'New inquiry'} without a listing on the site${body.propertyAddress ? `; the sender wrote: ${body.propertyAddress}` : ''}`,
    '',
    `Name: ${name}`,
    `Email: ${email}`,
    `Phone: ${phone || 'not given'}`,
    ...(kind === 'agent' && body.preferredContact ? [`Preferred contact: ${body.preferredContact}`] : []),
    ...(kind === 'tour' ? [`Preferred date: ${body.selectedDate}`, `Preferred time: ${body.selectedTime}`] : []),
    '',
    'Message:',
    message,
  ]
  // A tour of a listing books its slot in the lead's transaction (docs/decisions/0128-one-row-per-held-place.md).
  const showing =
    kind === 'tour' && property
      ? (trx: Kysely<Database>, inquiryId: string) =>
          bookShowing(trx, { propertyId: property._id, inquiryId, date: body.selectedDate!, slot: body.selectedTime! }).then(
            // The visitor's confirmation or "request received", with the invitation (docs/decisions/0136-showing-mail-and-calendar.md).
            (booked) => mailVisitor(trx, booked.id, 'booked', { officeEmail, publicUrl }).then(() => undefined),
          )
      : undefined
  const inquiry: NewInquiry = {
    kind,
    propertyId: property?._id ?? null,
    name,
    email,
    phone,
    message,
    payload: { ...body, message, subject },
    consent,
    lang,
    mail: { to: agentEmail, cc: agentEmail === officeEmail ? '' : officeEmail, replyTo: email, subject, text: lines.join('\n') },
    alsoStore: showing,
  }
  // A slot already taken is refused before any write; the booking in the transaction is what decides a race.
  if (showing) await checkSlotFree(db, { propertyId: property!._id, date: body.selectedDate!, slot: body.selectedTime! })
  // Another request that took the same place first makes this one's insert fail at the unique index: read again.
  return showing ? retryBooking(() => storeInquiry(db, inquiry)) : storeInquiry(db, inquiry)
}

/** A tour of a home built before 1978 sent without the lead-based paint notice's acknowledgement: 400 in words. */
export class LeadPaintAckError extends Error {
  readonly statusCode = 400
  constructor() {
    super(LEAD_PAINT_ACK_MESSAGE)
  }
}

/** Listing text from the database on a one-line mail field (subject, first line). */
const oneLine = (v: string) => v.replace(/[\r\n]+/g, ' ').trim()

export interface NewInquiry {
  kind: string
  propertyId: string | null
  name: string
  email: string
  phone: string
  message: string
  payload: object
  mail: Omit<OutgoingMail, 'relatedId'>
  /** Further mails of the same lead, such as the visitor's confirmation; queued in the same transaction. */
  alsoMail?: Array<Omit<OutgoingMail, 'relatedId'>>
  /** The listing's agent card when the caller knows it (a listing saved before agents had ids): the routing rules read it. */
  agentId?: string | null
  /** An open house sign-in's open house (docs/decisions/0115-open-house-sign-in.md). */
  openHouseId?: string
  /** The consent the lead gave, kept as evidence (docs/decisions/0125-consent-evidence.md). */
  consent?: ConsentEvidence
  /** The language of the site the visitor used: their mails, now and later, are in it (docs/decisions/0184-visitor-mail-language.md). */
  lang?: Lang
  /** What else the lead stores in its transaction (a tour's showing), once the lead's row is in. */
  alsoStore?: (trx: Kysely<Database>, leadId: string) => Promise<void>
}

/**
 * Stores a lead with the owner its routing rule names and queues its e-mail in one transaction: the mail goes out only
 * if the lead is stored.
 * A message that may contain offensive language is flagged for staff, never refused.
 */
export async function storeInquiry(db: Kysely<Database>, inquiry: NewInquiry): Promise<string> {
  const id = newId()
  await withMail(db, async (trx) => {
    await insertLead(trx, id, inquiry)
    for (const mail of [inquiry.mail, ...(inquiry.alsoMail ?? [])]) await enqueueMail(trx, { ...mail, relatedId: id })
  })
  return id
}

/** A lead as every kind stores it, in the caller's transaction: its row, its person, and its owner by the routing rules. */
export async function insertLead(
  trx: Kysely<Database>,
  id: string,
  inquiry: Omit<NewInquiry, 'mail' | 'alsoMail'> & { createdAt?: string },
): Promise<void> {
  await createLeadRepository(trx).insertInquiry({
    id,
    kind: inquiry.kind,
    property_id: inquiry.propertyId,
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone,
    message: inquiry.message,
    payload: JSON.stringify(inquiry.payload),
    status: 'new',
    created_at: inquiry.createdAt ?? new Date().toISOString(),
    offensive_language: mayBeOffensive(inquiry.message) ? 1 : 0,
    assigned_to: null,
    open_house_id: inquiry.openHouseId ?? null,
    locale: inquiry.lang ?? 'en',
    ...consentColumns(inquiry.consent),
  })
  const kind = (LEAD_KINDS as readonly string[]).includes(inquiry.kind) ? (inquiry.kind as LeadKind) : 'contact'
  if (inquiry.alsoStore) await inquiry.alsoStore(trx, id)
  await createPersonRepository(trx).join('inquiries', id)
  await routeNewLead(trx, { table: 'inquiries', id, kind, propertyId: inquiry.propertyId, agentId: inquiry.agentId })
}
