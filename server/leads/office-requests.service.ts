import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { NO_MESSAGE } from '#core/leads/inquiry.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import type { ConsultationBody, GeneralContactBody, OfficeRequestKind } from '#core/leads/office-requests.ts'
import { storeInquiry } from './inquiries.service.ts'

const SUBJECTS: Record<OfficeRequestKind, string> = { consultation: 'Consultation Request', contact: 'Website Contact Message' }

/**
 * A consultation request (/agents) or a contact-page message: stored as an
 * inquiry, mailed to the office (visitor as Reply-To) and confirmed to the
 * visitor, all in one transaction. The body has been normalised by its zod
 * schema (core/clean-text.ts) and checked by officeRequestProblem.
 *
 * The confirmation repeats nothing the visitor typed: the form cannot be used
 * to send chosen text to someone else's address.
 */
export async function recordOfficeRequest(
  db: Kysely<Database>,
  kind: OfficeRequestKind,
  body: ConsultationBody & GeneralContactBody,
  officeEmail: string,
): Promise<string> {
  const name = body.clientName ?? ''
  const email = body.clientEmail ?? ''
  const phone = body.clientPhone ?? ''
  const message = body.message || NO_MESSAGE
  const subject = `${SUBJECTS[kind]} - ${name}`
  const text = [
    kind === 'consultation' ? 'A visitor asked for a consultation on the Agents page.' : 'A visitor wrote through the Contact page.',
    '',
    `Name: ${name}`,
    `Email: ${email}`,
    `Phone: ${phone || 'not given'}`,
    ...(kind === 'consultation' ? [`Preferred time: ${body.preferredTime}`] : []),
    '',
    'Message:',
    message,
  ].join('\n')
  const confirmation = [
    'Hello,',
    '',
    kind === 'consultation'
      ? `Thank you for requesting a consultation with ${COMPANY_NAME}. One of our agents will call you within one business day to book a time that suits you.`
      : `Thank you for contacting ${COMPANY_NAME}. We received your message and will get back to you within one business day.`,
    '',
    'If you did not send this request, you can ignore this email.',
    '',
    COMPANY_NAME,
  ].join('\n')
  const { website: _honeypot, ...kept } = body
  return storeInquiry(db, {
    kind,
    propertyId: null,
    name,
    email,
    phone,
    message,
    payload: { ...kept, message, subject },
    mail: { to: officeEmail, replyTo: email, subject, text },
    alsoMail: [
      {
        to: email,
        replyTo: officeEmail,
        subject:
          kind === 'consultation'
            ? `We received your consultation request - ${COMPANY_NAME}`
            : `We received your message - ${COMPANY_NAME}`,
        text: confirmation,
      },
    ],
  })
}
