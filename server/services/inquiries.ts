import type { Kysely } from 'kysely'
import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity'
import type { Database } from '../db/schema.ts'
import { NO_MESSAGE, type TourRequestBody } from '#core/inquiry'
import { createPropertyRepository } from '../repositories/property-repository.ts'
import { enqueueMail, type OutgoingMail } from '../mail/outbox.ts'
import { newId } from '../ids.ts'

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers })

export const hasProfanity = (...texts: Array<string | undefined>): boolean => texts.some((t) => t && profanity.hasMatch(t))

/**
 * Stores an inquiry and its e-mail to the listing's agent (office in copy) in
 * one transaction. The agent's address comes from the listing, never from the
 * request, so the form cannot be used to send mail to anyone else.
 */
export async function recordPropertyInquiry(
  db: Kysely<Database>,
  kind: 'agent' | 'tour',
  body: TourRequestBody,
  officeEmail: string,
): Promise<string> {
  const property =
    body.propertyId && /^[0-9a-f]{24}$/.test(body.propertyId) ? await createPropertyRepository(db).findById(body.propertyId) : undefined
  const address = property ? `${property.address}, ${property.city}` : body.propertyAddress?.replace(/[\r\n]+/g, ' ').trim() || 'a property'
  const message = body.message?.trim() || NO_MESSAGE
  // Everything that lands on a single line of the mail is kept to one line.
  const oneLine = (v: string) => v.replace(/[\r\n]+/g, ' ').trim()
  const name = oneLine(body.clientName!)
  const email = body.clientEmail!.trim()
  const phone = oneLine(body.clientPhone ?? '')
  const subject = kind === 'tour' ? `Tour Request - ${address}` : `Property Inquiry - ${address}`
  const agentEmail = property?.agent.email || officeEmail
  const lines = [
    `${kind === 'tour' ? 'Tour request' : 'New inquiry'} for ${address}${property ? ` (${property.title})` : ''}`,
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
  return storeInquiry(db, {
    kind,
    propertyId: property?._id ?? null,
    name,
    email,
    phone,
    message,
    payload: { ...body, message, subject },
    mail: { to: agentEmail, cc: agentEmail === officeEmail ? '' : officeEmail, replyTo: email, subject, text: lines.join('\n') },
  })
}

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
}

/** Stores a lead and queues its e-mail in one transaction: the mail goes out only if the lead is stored (house style 14). */
export async function storeInquiry(db: Kysely<Database>, inquiry: NewInquiry): Promise<string> {
  const id = newId()
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('inquiries')
      .values({
        id,
        kind: inquiry.kind,
        property_id: inquiry.propertyId,
        name: inquiry.name,
        email: inquiry.email,
        phone: inquiry.phone,
        message: inquiry.message,
        payload: JSON.stringify(inquiry.payload),
        status: 'new',
        created_at: new Date().toISOString(),
      })
      .execute()
    for (const mail of [inquiry.mail, ...(inquiry.alsoMail ?? [])]) await enqueueMail(trx, { ...mail, relatedId: id })
  })
  return id
}
