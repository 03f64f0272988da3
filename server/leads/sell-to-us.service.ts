import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Lang } from '#core/i18n/locale.ts'
import { mailWords } from '#server/mail/mail-words.ts'
import type { SellToUsBody } from '#core/leads/sell-to-us.ts'
import { NO_DETAILS, PROPERTY_TYPES, SELL_TO_US_SUBJECT, TIMEFRAMES, labelOf } from '#core/leads/sell-to-us-rules.ts'
import { storeInquiry } from './inquiries.service.ts'
import { greeting } from '#server/mail/visitor-text.ts'

/**
 * Stores a sell-to-us inquiry (kind 'sell-to-us') with its mail to the office
 * and a confirmation to the homeowner, in one transaction. The subject is the
 * server's fixed text: nothing the sender typed reaches a subject line. The homeowner's address is not confirmed, so
 * their mail quotes nothing they typed but their own name, and the list labels they picked (server/mail/visitor-text.ts).
 */
export async function recordSellToUs(db: Kysely<Database>, body: SellToUsBody, officeEmail: string, lang: Lang = 'en'): Promise<string> {
  const { t } = mailWords(lang)
  const message = body.message || NO_DETAILS
  const propertyType = labelOf(PROPERTY_TYPES, body.propertyType)
  const timeframe = labelOf(TIMEFRAMES, body.timeframe)
  const office = [
    `Cash offer request for ${body.address}`,
    '',
    `Name: ${body.name}`,
    `Email: ${body.email}`,
    `Phone: ${body.phone}`,
    `Property address: ${body.address}`,
    `Property type: ${propertyType}`,
    `Timeframe to sell: ${timeframe}`,
    '',
    'Details:',
    message,
  ]
  const confirmation = [
    greeting(body.name, lang),
    '',
    t('sellToUs.thanks'),
    t('sellToUs.next'),
    '',
    t('sellToUs.told'),
    t('sellToUs.propertyType', { value: t(`sellToUs.type.${body.propertyType}`) }),
    t('sellToUs.timeframe', { value: t(`sellToUs.when.${body.timeframe}`) }),
    '',
    'Heartland Home Partners',
  ]
  return storeInquiry(db, {
    kind: 'sell-to-us',
    propertyId: null,
    name: body.name,
    email: body.email,
    phone: body.phone,
    message,
    payload: {
      name: body.name,
      email: body.email,
      phone: body.phone,
      address: body.address,
      propertyType: body.propertyType,
      timeframe: body.timeframe,
      message,
      type: 'sell-to-us',
      subject: SELL_TO_US_SUBJECT,
    },
    mail: { to: officeEmail, replyTo: body.email, subject: SELL_TO_US_SUBJECT, text: office.join('\n') },
    lang,
    alsoMail: [{ to: body.email, subject: t('sellToUs.subject'), text: confirmation.join('\n'), lang }],
  })
}
