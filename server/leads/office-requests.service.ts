import type { Kysely } from 'kysely'
import type { Lang } from '#core/i18n/locale.ts'
import { mailWords } from '#server/mail/mail-words.ts'
import { greeting } from '#server/mail/visitor-text.ts'
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
  lang: Lang = 'en',
): Promise<string> {
  const { t } = mailWords(lang)
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
    greeting('', lang),
    '',
    t(kind === 'consultation' ? 'office.consultationThanks' : 'office.contactThanks', { company: COMPANY_NAME }),
    '',
    t('office.notYou'),
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
    lang,
    mail: { to: officeEmail, replyTo: email, subject, text },
    alsoMail: [
      {
        to: email,
        replyTo: officeEmail,
        subject: t(kind === 'consultation' ? 'office.consultationSubject' : 'office.contactSubject', { company: COMPANY_NAME }),
        text: confirmation,
        lang,
      },
    ],
  })
}
