import type { Lang } from '#core/i18n/locale.ts'
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { newId } from '#server/db/ids.ts'

type Db = Kysely<Database>

/** The token an unsubscribe or confirmation link carries: 32 random bytes as 64 hex characters. */
export const newUnsubscribeToken = (): string => randomBytes(32).toString('hex')

/**
 * People who asked to hear about new upcoming listings (Get Notified). An
 * address is on the list once its owner confirmed it (double opt-in);
 * until then it only waits, at most UNCONFIRMED_DAYS.
 */
export function createSubscriberRepository(db: Db) {
  return {
    /** The addresses already told about this listing. */
    async announcedTo(propertyId: string, trx: Db = db): Promise<Set<string>> {
      const rows = await trx.selectFrom('property_announcements').select('email').where('property_id', '=', propertyId).execute()
      return new Set(rows.map((r) => r.email))
    },
    /** Marks these addresses as told about this listing. */
    async markAnnounced(propertyId: string, emails: string[], trx: Db = db): Promise<void> {
      const at = new Date().toISOString()
      await trx
        .insertInto('property_announcements')
        .values(emails.map((email) => ({ property_id: propertyId, email, announced_at: at })))
        .execute()
    },
    /** Adds the address, unconfirmed, once; a second sign-up changes nothing. Returns whether it was new. */
    async subscribe(email: string, lang: Lang = 'en', trx: Db = db): Promise<boolean> {
      const result = await trx
        .insertInto('upcoming_subscribers')
        .values({
          id: newId(),
          email,
          created_at: new Date().toISOString(),
          unsubscribe_token: newUnsubscribeToken(),
          confirm_token: newUnsubscribeToken(),
          confirmed_at: null,
          confirm_sent_at: null,
          locale: lang,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
    },

    findByConfirmToken: (token: string, trx: Db = db) =>
      trx.selectFrom('upcoming_subscribers').selectAll().where('confirm_token', '=', token).executeTakeFirst(),

    findByUnsubscribeToken: (token: string, trx: Db = db) =>
      trx.selectFrom('upcoming_subscribers').selectAll().where('unsubscribe_token', '=', token).executeTakeFirst(),

    async findByEmail(email: string, trx: Db = db) {
      return trx.selectFrom('upcoming_subscribers').selectAll().where('email', '=', email).executeTakeFirst()
    },

    /**
     * Notes that a confirmation mail goes out now, if the last one went out
     * before `resendAfter` (or none did); false when another sign-up got there
     * first, so two at once queue one mail.
     */
    async takeConfirmationTurn(id: string, previous: string | null, resendAfter: string, trx: Db = db): Promise<boolean> {
      if (previous && previous > resendAfter) return false
      const result = await trx
        .updateTable('upcoming_subscribers')
        .set({ confirm_sent_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('confirmed_at', 'is', null)
        .where((eb) => (previous ? eb('confirm_sent_at', '=', previous) : eb('confirm_sent_at', 'is', null)))
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /** Confirms the address the token belongs to; true also when it was confirmed already, false for an unknown token. */
    async confirm(token: string, trx: Db = db): Promise<boolean> {
      if (!token) return false
      await trx
        .updateTable('upcoming_subscribers')
        .set({ confirmed_at: new Date().toISOString() })
        .where('confirm_token', '=', token)
        .where('confirmed_at', 'is', null)
        .execute()
      return Boolean(await trx.selectFrom('upcoming_subscribers').select('id').where('confirm_token', '=', token).executeTakeFirst())
    },

    /** Everyone who confirmed and has not said no to marketing mail since, oldest sign-up first: the only addresses that get listing mails. */
    async listConfirmed(trx: Db = db) {
      return trx
        .selectFrom('upcoming_subscribers')
        .select(['email', 'unsubscribe_token', 'locale'])
        .where('confirmed_at', 'is not', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('marketing_opt_outs')
                .select('email_key')
                .whereRef('marketing_opt_outs.email_key', '=', 'upcoming_subscribers.email_key'),
            ),
          ),
        )
        .orderBy('created_at')
        .orderBy('id')
        .execute()
    },

    /** Forgets sign-ups made before `cutoff` that were never confirmed; returns how many. */
    async removeUnconfirmedBefore(cutoff: string, trx: Db = db): Promise<number> {
      const result = await trx
        .deleteFrom('upcoming_subscribers')
        .where('confirmed_at', 'is', null)
        .where('created_at', '<', cutoff)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}
