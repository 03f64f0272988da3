import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { localizedPath, type Lang } from '#core/i18n/locale.ts'
import { mailWords, storedLang } from '#server/mail/mail-words.ts'
import { doubleOptInMail } from '#server/mail/visitor-html.ts'
import { COMPANY_NAME } from '#core/content/content-defaults.ts'
import { UNCONFIRMED_DAYS } from '#core/leads/upcoming-messages.ts'
import { createSubscriberRepository } from './subscriber.repository.ts'
import { createPersonRepository } from '#server/leads/person.repository.ts'
import { routeNewLead } from './lead-routing.service.ts'
import { enqueueMail, withMail, type OutgoingMail } from '#server/mail/outbox.ts'
import { optBackIn, optOut } from './marketing-opt-outs.ts'

// Get Notified by double opt-in: a sign-up only asks the
// address's owner; the listing mails start once they press Confirm. The
// answer to a sign-up is the same for a new and a known address, so the form
// never tells who is on the list.

const DAY_MS = 24 * 60 * 60 * 1000

/** The page that asks for a press of Confirm: mail scanners open links, so the link alone must not do it. */
export const confirmUrl = (publicUrl: string, token: string, lang: Lang = 'en') =>
  `${publicUrl}${localizedPath('/confirm-subscription', lang)}?token=${encodeURIComponent(token)}`

/** The one mail a sign-up sends, in the language of the site the visitor signed up on: a link to confirm, and what happens if the reader did not ask. */
export function confirmationMail(to: string, link: string, lang: Lang = 'en'): Omit<OutgoingMail, 'relatedId'> {
  const { t } = mailWords(lang)
  return doubleOptInMail(lang, {
    to,
    subject: t('upcoming.confirmSubject'),
    ask: t('upcoming.confirmAsk', { company: COMPANY_NAME }),
    notYou: t('upcoming.confirmNotYou', { days: UNCONFIRMED_DAYS }),
    link,
  })
}

/**
 * Signs an address up, unconfirmed, and queues its confirmation mail in the
 * same transaction. A known address gets no mail, except an unconfirmed one
 * whose last confirmation went out more than a day ago (it may have been
 * lost), so a stranger's address gets at most one mail a day. Returns whether
 * a mail was queued.
 */
export async function signUp(db: Kysely<Database>, email: string, publicUrl: string, lang: Lang = 'en'): Promise<boolean> {
  return withMail(db, async (trx) => {
    const subscribers = createSubscriberRepository(trx)
    const added = await subscribers.subscribe(email, lang)
    const row = await subscribers.findByEmail(email)
    if (added && row) {
      await createPersonRepository(trx).join('upcoming_subscribers', row.id)
      await routeNewLead(trx, { table: 'upcoming_subscribers', id: row.id, kind: 'subscriber' })
    }
    if (!row || row.confirmed_at || !row.confirm_token) return false
    const dayAgo = new Date(Date.now() - DAY_MS).toISOString()
    if (!(await subscribers.takeConfirmationTurn(row.id, row.confirm_sent_at, dayAgo))) return false
    const rowLang = storedLang(row.locale)
    await enqueueMail(trx, {
      ...confirmationMail(row.email, confirmUrl(publicUrl, row.confirm_token, rowLang), rowLang),
      relatedId: row.id,
    })
    return true
  })
}

/** Confirms a sign-up; a confirmed address takes itself off the marketing opt-outs (it asked again). False for an unknown token. */
export async function confirmSubscription(db: Kysely<Database>, token: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const subscribers = createSubscriberRepository(trx)
    if (!(await subscribers.confirm(token))) return false
    const row = await subscribers.findByConfirmToken(token)
    if (row) await optBackIn(trx, row.email)
    return true
  })
}

/**
 * The unsubscribe link of any marketing mail (and a mail program's one-click button): the address, and every other
 * address of its person, get no more marketing mail (docs/decisions/0133-one-unsubscribe-for-all-marketing-mail.md).
 * False for an unknown token (one used already included).
 */
export async function unsubscribe(db: Kysely<Database>, token: string): Promise<boolean> {
  if (!token) return false
  return db.transaction().execute(async (trx) => {
    const row = await createSubscriberRepository(trx).findByUnsubscribeToken(token)
    if (!row) return false
    await optOut(trx, [row.email], { source: 'link', byName: '', personId: row.person_id })
    await trx.deleteFrom('upcoming_subscribers').where('id', '=', row.id).execute()
    return true
  })
}
