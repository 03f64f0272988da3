import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { enqueueMail, withMail } from '#server/mail/outbox.ts'
import { localizedPath } from '#core/i18n/locale.ts'
import { storedLang } from '#server/mail/mail-words.ts'
import { optBackIn } from './marketing-opt-outs.ts'
import { privateLink } from './private-link.ts'
import { createSavedSearchRepository } from './saved-searches.repository.ts'
import { alertConfirmationMail } from './saved-searches.mail.ts'
import type { BuyerDemand, ManageView, SaveSearchBody } from '#core/leads/saved-searches.ts'
import { searchDemandKey, type AlertFrequency } from '#core/leads/saved-search-names.ts'
import { SAVED_SEARCH_MESSAGES as M } from '#core/leads/saved-search-messages.ts'

// Saved searches and saved homes tied to an address (docs/decisions/0161-saved-searches-and-alerts.md). A browser is
// tied to an address by the same double opt-in as Get Notified: the browser gets a key at once, and the key counts only
// once the address's owner pressed Confirm in the mail that tie sent. What it saved before then waits with it. The
// private link of the address (the manage page, the saved homes on any device) ties the browser that opens it at once.

type Db = Kysely<Database>
const DAY_MS = 24 * 60 * 60 * 1000
/** A stranger typing someone's address gets them at most this many confirmation mails a day. */
const CONFIRMATIONS_PER_DAY = 3
/** The dashboard's panel shows the most asked-for areas and types. */
const DEMAND_ROWS = 12

// The private pages a mail links to, in the language of the mail (docs/decisions/0184-visitor-mail-language.md).
const link = (path: string) => (publicUrl: string, token: string, locale?: string) =>
  privateLink(publicUrl, localizedPath(path, storedLang(locale)), token)
export const confirmAlertsUrl = link('/confirm-alerts')
export const stopAlertUrl = link('/stop-alert')
export const manageUrl = link('/saved-searches')
export const savedHomesUrl = link('/saved')

export class UnknownLinkError extends Error {}

export function createSavedSearches(db: Db, options: { publicUrl: string }) {
  const { publicUrl } = options

  /**
   * The browser's tie to the address: its own when the key it gave is tied to this address already, else a new one
   * with its confirmation mail. The answer says the same for a new and a known address.
   */
  async function tie(trx: Db, email: string, locale: string, browserKey: string | undefined, pendingHomes: unknown[] = []) {
    const repo = createSavedSearchRepository(trx)
    const address = await repo.address(email, locale)
    const known = browserKey ? await repo.browser(browserKey) : undefined
    if (known && known.address_id === address.id) {
      if (!known.confirmed_at) {
        if (pendingHomes.length > 0) await repo.setPendingHomes(known.key_hash, pendingHomes)
        await mailConfirmation(trx, address.id, known.key_hash, known.confirm_token, email, locale, known.confirm_sent_at)
      }
      return { address, keyHash: known.key_hash, key: browserKey!, confirmed: known.confirmed_at !== null }
    }
    const made = await repo.tieBrowser(address.id, { confirmed: false, pendingHomes })
    const keyHash = (await repo.browser(made.key))!.key_hash
    await mailConfirmation(trx, address.id, keyHash, made.confirmToken, email, locale, null)
    return { address, keyHash, key: made.key, confirmed: false }
  }

  async function mailConfirmation(
    trx: Db,
    addressId: string,
    keyHash: string,
    token: string,
    email: string,
    locale: string,
    lastSent: string | null,
  ) {
    const repo = createSavedSearchRepository(trx)
    const dayAgo = new Date(Date.now() - DAY_MS).toISOString()
    if (lastSent && lastSent > dayAgo) return
    if ((await repo.confirmationsSince(addressId, dayAgo)) >= CONFIRMATIONS_PER_DAY) return
    await repo.markConfirmationSent(keyHash)
    await enqueueMail(trx, { ...alertConfirmationMail(locale, email, confirmAlertsUrl(publicUrl, token, locale)), relatedId: addressId })
  }

  /** The browser's confirmed tie, or undefined. */
  async function confirmedBrowser(trx: Db, key: string | undefined) {
    if (!key) return undefined
    const known = await createSavedSearchRepository(trx).browser(key)
    return known?.confirmed_at ? known : undefined
  }

  return {
    /** "Save this search": kept at once for a confirmed browser, else kept waiting for the address's confirmation. */
    async saveSearch(body: SaveSearchBody): Promise<{ message: string; browserKey: string; confirmed: boolean } | 'email needed'> {
      return withMail(db, async (trx) => {
        const repo = createSavedSearchRepository(trx)
        const known = await confirmedBrowser(trx, body.browserKey)
        const sameAddress = known && (!body.email || body.email === known.email.toLowerCase())
        if (!sameAddress && !body.email) return 'email needed' as const
        const search = {
          kind: 'search' as const,
          page: body.page,
          query: body.query,
          name: body.name,
          frequency: body.frequency,
          locale: body.locale,
        }
        if (known && sameAddress) {
          await repo.insertSearch({
            ...search,
            address_id: known.address_id,
            browser_key_hash: null,
            confirmed_at: new Date().toISOString(),
          })
          return { message: M.saved, browserKey: body.browserKey!, confirmed: true }
        }
        const tied = await tie(trx, body.email!, body.locale, body.browserKey)
        await repo.insertSearch({ ...search, address_id: tied.address.id, browser_key_hash: tied.keyHash, confirmed_at: null })
        return { message: M.signedUp, browserKey: tied.key, confirmed: false }
      })
    },

    /** "E-mail me my saved homes": the browser's list kept with the address, once confirmed. */
    async saveHomes(body: { email: string; homes: Array<{ id: string; title: string }>; locale: string; browserKey?: string }) {
      return withMail(db, async (trx) => {
        const repo = createSavedSearchRepository(trx)
        const known = await confirmedBrowser(trx, body.browserKey)
        if (known && known.email.toLowerCase() === body.email) {
          await repo.addHomes(known.address_id, body.homes)
          await repo.ensureHomesSearch(known.address_id, body.locale, true)
          return { message: M.confirmed, browserKey: body.browserKey!, confirmed: true }
        }
        const tied = await tie(trx, body.email, body.locale, body.browserKey, body.homes)
        return { message: M.signedUp, browserKey: tied.key, confirmed: false }
      })
    },

    /** A home saved or removed in a confirmed browser; false for a key that is unknown or not confirmed. */
    async syncHomes(body: { browserKey: string; add: Array<{ id: string; title: string }>; remove: string[] }): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const known = await confirmedBrowser(trx, body.browserKey)
        if (!known) return false
        const repo = createSavedSearchRepository(trx)
        await repo.addHomes(known.address_id, body.add)
        await repo.removeHomes(known.address_id, body.remove)
        if (body.add.length > 0) await repo.ensureHomesSearch(known.address_id, known.locale, true)
        return true
      })
    },

    /** Whether a browser's key is tied to a confirmed address (the browser asks after the visitor confirmed). */
    async browserState(key: string): Promise<{ confirmed: boolean; email: string } | undefined> {
      const known = await createSavedSearchRepository(db).browser(key)
      return known && { confirmed: known.confirmed_at !== null, email: known.email }
    },

    /** The press of Confirm: the browser's tie, its address, its searches and homes; false for an unknown token. */
    async confirm(token: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const repo = createSavedSearchRepository(trx)
        const tieRow = await repo.confirm(token)
        if (!tieRow) return false
        const address = await trx.selectFrom('alert_addresses').selectAll().where('id', '=', tieRow.address_id).executeTakeFirstOrThrow()
        const homes = JSON.parse(tieRow.pending_homes) as Array<{ id: string; title: string }>
        if (homes.length > 0) {
          await repo.addHomes(address.id, homes)
          await repo.ensureHomesSearch(address.id, address.locale, true)
        }
        await repo.confirmHomesSearch(address.id)
        await optBackIn(trx, address.email)
        return true
      })
    },

    /** The one-click unsubscribe of one alert: that search (or the saved homes' alert) goes; false when it is gone already. */
    unsubscribe: (token: string) => createSavedSearchRepository(db).deleteSearch({ unsubscribeToken: token }),

    /** The manage page of a private link: every search and saved home of its address. */
    async manage(token: string): Promise<Omit<ManageView, 'browserKey'> | undefined> {
      const repo = createSavedSearchRepository(db)
      const address = await repo.addressByManageToken(token)
      if (!address) return undefined
      const [searches, homes] = await Promise.all([repo.searches(address.id), repo.homes(address.id)])
      return {
        email: address.email,
        confirmed: address.confirmed_at !== null,
        searches: searches.map((s) => ({
          _id: s.id,
          kind: s.kind,
          name: s.name,
          frequency: s.frequency,
          url: s.kind === 'search' ? `${s.page}${s.query ? `?${s.query}` : ''}` : '/saved',
          createdAt: s.created_at,
        })),
        homes: homes.map((h) => ({ id: h.property_id, title: h.title, savedAt: h.saved_at })),
      }
    },

    /** Opens the address's saved homes in this browser: its homes, and a key that ties the browser at once. */
    async openHomes(token: string): Promise<{ homes: Array<{ id: string; title: string }>; browserKey: string } | undefined> {
      return db.transaction().execute(async (trx) => {
        const repo = createSavedSearchRepository(trx)
        const address = await repo.addressByManageToken(token)
        if (!address) return undefined
        const { key } = await repo.tieBrowser(address.id, { confirmed: true })
        const homes = await repo.homes(address.id)
        return { homes: homes.map((h) => ({ id: h.property_id, title: h.title })), browserKey: key }
      })
    },

    async updateSearch(token: string, id: string, changes: { name?: string; frequency?: AlertFrequency }): Promise<boolean> {
      const repo = createSavedSearchRepository(db)
      const address = await repo.addressByManageToken(token)
      if (!address) throw new UnknownLinkError()
      return repo.updateSearch(address.id, id, changes)
    },

    async deleteSearch(token: string, id: string): Promise<boolean> {
      const repo = createSavedSearchRepository(db)
      const address = await repo.addressByManageToken(token)
      if (!address) throw new UnknownLinkError()
      return repo.deleteSearch({ id, addressId: address.id })
    },

    /** "What buyers are asking for": confirmed saved searches counted by area and type, most asked first. */
    async demand(): Promise<BuyerDemand> {
      const counts = new Map<string, { area: string; type: string; count: number }>()
      const searches = await createSavedSearchRepository(db).confirmedSearches()
      for (const s of searches) {
        const key = searchDemandKey(s.page, s.query)
        const id = `${key.area}\u0000${key.type}`
        counts.set(id, { ...key, count: (counts.get(id)?.count ?? 0) + 1 })
      }
      const rows = [...counts.values()].sort((a, b) => b.count - a.count || a.area.localeCompare(b.area) || a.type.localeCompare(b.type))
      return { total: searches.length, rows: rows.slice(0, DEMAND_ROWS) }
    },

    /** "Unsubscribe from everything": the address is forgotten with all it saved; false for an unknown link. */
    async removeEverything(token: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const repo = createSavedSearchRepository(trx)
        const address = await repo.addressByManageToken(token)
        if (!address) return false
        await repo.deleteAddress(address.id)
        return true
      })
    },
  }
}

export type SavedSearches = ReturnType<typeof createSavedSearches>
