import type { Kysely } from 'kysely'
import type { Database, SavedSearchesTable } from '#server/db/schema.ts'
import { newId } from '#server/db/ids.ts'
import { emailKey } from '#core/leads/person-keys.ts'
import { hashPrivateToken, newPrivateToken } from './private-link.ts'

// Addresses that saved searches or homes, the browsers tied to them, their searches and saved homes
// (docs/decisions/0161-saved-searches-and-alerts.md).

type Db = Kysely<Database>

export type SavedSearchRow = SavedSearchesTable

export function createSavedSearchRepository(db: Db) {
  return {
    /** The address's row, made (unconfirmed) the first time it is given. */
    async address(email: string, locale: string) {
      const key = emailKey(email)!
      await db
        .insertInto('alert_addresses')
        .values({
          id: newId(),
          email,
          email_key: key,
          locale,
          created_at: new Date().toISOString(),
          confirmed_at: null,
          manage_token: newPrivateToken(),
        })
        .onConflict((oc) => oc.column('email_key').doNothing())
        .execute()
      return db.selectFrom('alert_addresses').selectAll().where('email_key', '=', key).executeTakeFirstOrThrow()
    },

    addressByManageToken: (token: string) =>
      db.selectFrom('alert_addresses').selectAll().where('manage_token', '=', token).executeTakeFirst(),

    /** The browser tied by this key, with its address. */
    browser: (key: string) =>
      db
        .selectFrom('alert_browsers')
        .innerJoin('alert_addresses', 'alert_addresses.id', 'alert_browsers.address_id')
        .select([
          'alert_browsers.key_hash',
          'alert_browsers.address_id',
          'alert_browsers.confirmed_at',
          'alert_browsers.confirm_sent_at',
          'alert_browsers.confirm_token',
          'alert_addresses.email',
          'alert_addresses.locale',
        ])
        .where('alert_browsers.key_hash', '=', hashPrivateToken(key))
        .executeTakeFirst(),

    browserByConfirmToken: (token: string) =>
      db.selectFrom('alert_browsers').selectAll().where('confirm_token', '=', token).executeTakeFirst(),

    /** Ties a new browser to the address; confirmed at once when its owner opened a private link. Returns the key. */
    async tieBrowser(
      addressId: string,
      options: { confirmed: boolean; pendingHomes?: unknown[] },
    ): Promise<{ key: string; confirmToken: string }> {
      const key = newPrivateToken()
      const confirmToken = newPrivateToken()
      const now = new Date().toISOString()
      await db
        .insertInto('alert_browsers')
        .values({
          key_hash: hashPrivateToken(key),
          address_id: addressId,
          created_at: now,
          confirm_token: confirmToken,
          confirm_sent_at: null,
          confirmed_at: options.confirmed ? now : null,
          pending_homes: JSON.stringify(options.pendingHomes ?? []),
        })
        .execute()
      return { key, confirmToken }
    },

    /** How many confirmation mails the address was sent since `since`. */
    async confirmationsSince(addressId: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('alert_browsers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('address_id', '=', addressId)
        .where('confirm_sent_at', '>', since)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    async markConfirmationSent(keyHash: string): Promise<void> {
      await db.updateTable('alert_browsers').set({ confirm_sent_at: new Date().toISOString() }).where('key_hash', '=', keyHash).execute()
    },

    async setPendingHomes(keyHash: string, homes: unknown[]): Promise<void> {
      await db
        .updateTable('alert_browsers')
        .set({ pending_homes: JSON.stringify(homes) })
        .where('key_hash', '=', keyHash)
        .execute()
    },

    async insertSearch(
      row: Omit<SavedSearchRow, 'id' | 'unsubscribe_token' | 'created_at' | 'last_run_at' | 'locale'> & { locale: string },
    ) {
      const id = newId()
      await db
        .insertInto('saved_searches')
        .values({ ...row, id, unsubscribe_token: newPrivateToken(), created_at: new Date().toISOString(), last_run_at: null })
        .execute()
      return id
    },

    /** The address's saved homes' own alert, made the first time it has homes. */
    async ensureHomesSearch(addressId: string, locale: string, confirmed: boolean): Promise<void> {
      const has = await db
        .selectFrom('saved_searches')
        .select('id')
        .where('address_id', '=', addressId)
        .where('kind', '=', 'homes')
        .executeTakeFirst()
      if (has) return
      const now = new Date().toISOString()
      await db
        .insertInto('saved_searches')
        .values({
          id: newId(),
          address_id: addressId,
          kind: 'homes',
          page: '/saved',
          query: '',
          name: 'Your saved homes',
          frequency: 'daily',
          locale,
          unsubscribe_token: newPrivateToken(),
          created_at: now,
          browser_key_hash: null,
          confirmed_at: confirmed ? now : null,
          last_run_at: null,
        })
        .execute()
    },

    async addHomes(addressId: string, homes: Array<{ id: string; title: string }>): Promise<void> {
      const now = new Date().toISOString()
      for (const h of homes)
        await db
          .insertInto('saved_search_homes')
          .values({ address_id: addressId, property_id: h.id, title: h.title, saved_at: now })
          .onConflict((oc) => oc.columns(['address_id', 'property_id']).doNothing())
          .execute()
    },

    async removeHomes(addressId: string, ids: string[]): Promise<void> {
      if (ids.length > 0)
        await db.deleteFrom('saved_search_homes').where('address_id', '=', addressId).where('property_id', 'in', ids).execute()
    },

    homes: (addressId: string) =>
      db
        .selectFrom('saved_search_homes')
        .selectAll()
        .where('address_id', '=', addressId)
        .orderBy('saved_at', 'desc')
        .orderBy('property_id')
        .execute(),

    searches: (addressId: string) =>
      db
        .selectFrom('saved_searches')
        .selectAll()
        .where('address_id', '=', addressId)
        .orderBy('kind', 'desc')
        .orderBy('created_at')
        .orderBy('id')
        .execute(),

    /** Confirms a browser tie, its address and what it saved; the tie, or undefined for an unknown token. */
    async confirm(token: string) {
      const tie = await db.selectFrom('alert_browsers').selectAll().where('confirm_token', '=', token).executeTakeFirst()
      if (!tie) return undefined
      const now = new Date().toISOString()
      await db
        .updateTable('alert_browsers')
        .set({ confirmed_at: now, pending_homes: '[]' })
        .where('key_hash', '=', tie.key_hash)
        .where('confirmed_at', 'is', null)
        .execute()
      await db
        .updateTable('alert_addresses')
        .set({ confirmed_at: now })
        .where('id', '=', tie.address_id)
        .where('confirmed_at', 'is', null)
        .execute()
      await db
        .updateTable('saved_searches')
        .set({ confirmed_at: now, browser_key_hash: null })
        .where('browser_key_hash', '=', tie.key_hash)
        .execute()
      return tie
    },

    async confirmHomesSearch(addressId: string): Promise<void> {
      await db
        .updateTable('saved_searches')
        .set({ confirmed_at: new Date().toISOString() })
        .where('address_id', '=', addressId)
        .where('kind', '=', 'homes')
        .where('confirmed_at', 'is', null)
        .execute()
    },

    async updateSearch(
      addressId: string,
      id: string,
      changes: { name?: string; frequency?: SavedSearchRow['frequency'] },
    ): Promise<boolean> {
      // Nothing to change still answers whether the search is the address's: the row is matched, its id kept.
      const set = changes.name === undefined && changes.frequency === undefined ? { id } : changes
      const result = await db
        .updateTable('saved_searches')
        .set(set)
        .where('id', '=', id)
        .where('address_id', '=', addressId)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    /** Removes one search (the saved homes' alert takes the address's saved homes with it); false when there is none. */
    async deleteSearch(where: { id: string; addressId: string } | { unsubscribeToken: string }): Promise<boolean> {
      const row = await db
        .selectFrom('saved_searches')
        .select(['id', 'kind', 'address_id'])
        .$if('id' in where, (qb) =>
          qb.where('id', '=', (where as { id: string }).id).where('address_id', '=', (where as { addressId: string }).addressId),
        )
        .$if('unsubscribeToken' in where, (qb) =>
          qb.where('unsubscribe_token', '=', (where as { unsubscribeToken: string }).unsubscribeToken),
        )
        .executeTakeFirst()
      if (!row) return false
      await db.deleteFrom('saved_searches').where('id', '=', row.id).execute()
      if (row.kind === 'homes') await db.deleteFrom('saved_search_homes').where('address_id', '=', row.address_id).execute()
      return true
    },

    /** The confirmed searches (and saved homes' alerts) of these addresses, by their match keys, with their home counts: a person's timeline. */
    async confirmedOf(emailKeys: string[]) {
      if (emailKeys.length === 0) return []
      return db
        .selectFrom('saved_searches as s')
        .innerJoin('alert_addresses as a', 'a.id', 's.address_id')
        .select(['s.id', 's.kind', 's.name', 's.page', 's.query', 's.frequency', 's.confirmed_at', 'a.email'])
        .select((eb) =>
          eb
            .selectFrom('saved_search_homes as h')
            .select((h) => h.fn.countAll<number>().as('n'))
            .whereRef('h.address_id', '=', 'a.id')
            .as('homes'),
        )
        .where('a.email_key', 'in', emailKeys)
        .where('s.confirmed_at', 'is not', null)
        .where('a.confirmed_at', 'is not', null)
        .execute()
    },

    /** Every confirmed saved search of a confirmed address: the dashboard's buyer demand. */
    confirmedSearches: () =>
      db
        .selectFrom('saved_searches as s')
        .innerJoin('alert_addresses as a', 'a.id', 's.address_id')
        .select(['s.page', 's.query'])
        .where('s.kind', '=', 'search')
        .where('s.confirmed_at', 'is not', null)
        .where('a.confirmed_at', 'is not', null)
        .execute(),

    deleteAddress,

    /** The alert addresses of these match keys (a person's addresses), and how many searches they keep in all. */
    async addressesOf(emailKeys: string[]): Promise<{ ids: string[]; searches: number }> {
      if (emailKeys.length === 0) return { ids: [], searches: 0 }
      const ids = (await db.selectFrom('alert_addresses').select('id').where('email_key', 'in', emailKeys).execute()).map((a) => a.id)
      if (ids.length === 0) return { ids, searches: 0 }
      const { n } = await db
        .selectFrom('saved_searches')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('address_id', 'in', ids)
        .executeTakeFirstOrThrow()
      return { ids, searches: Number(n) }
    },

    /**
     * Retention: an address nobody confirmed since `cutoff` is forgotten with what it saved, and a browser's tie (with
     * the searches it saved) whose confirmation never came goes too. Returns how many addresses and ties went.
     */
    async removeUnconfirmedBefore(cutoff: string): Promise<number> {
      const addresses = await db
        .selectFrom('alert_addresses')
        .select('id')
        .where((eb) => eb.and([eb('confirmed_at', 'is', null), eb('created_at', '<', cutoff)]))
        .execute()
      for (const { id } of addresses) await deleteAddress(id)
      const ties = (
        await db
          .selectFrom('alert_browsers')
          .select('key_hash')
          .where((eb) => eb.and([eb('confirmed_at', 'is', null), eb('created_at', '<', cutoff)]))
          .execute()
      ).map((t) => t.key_hash)
      if (ties.length > 0) {
        await db.deleteFrom('saved_searches').where('browser_key_hash', 'in', ties).where('confirmed_at', 'is', null).execute()
        await db.deleteFrom('alert_browsers').where('key_hash', 'in', ties).execute()
      }
      return addresses.length + ties.length
    },

    /** Retention: listing changes recorded before `cutoff`, with the record of whom each was sent to. */
    async removeChangesBefore(cutoff: string): Promise<number> {
      const old = db.selectFrom('listing_changes').select('id').where('at', '<', cutoff)
      await db.deleteFrom('alert_sends').where('change_id', 'in', old).execute()
      const result = await db.deleteFrom('listing_changes').where('at', '<', cutoff).executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }

  /** Forgets the address with everything it saved (its browsers, searches, homes and what was sent to it). */
  async function deleteAddress(addressId: string): Promise<void> {
    for (const table of ['alert_sends', 'saved_search_homes', 'saved_searches', 'alert_browsers'] as const)
      await db.deleteFrom(table).where('address_id', '=', addressId).execute()
    await db.deleteFrom('alert_addresses').where('id', '=', addressId).execute()
  }
}
