import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { claimedJob } from '#server/db/job-claims.ts'
import { enqueueMail, withMail } from '#server/mail/outbox.ts'
import { localizedPath } from '#core/i18n/locale.ts'
import { storedLang } from '#server/mail/mail-words.ts'
import { businessDate, businessInstant } from '#core/business-time.ts'
import { DIGEST_TIME } from '#core/leads/saved-search-names.ts'
import { resolveListingQuery } from '#core/listings/listing.ts'
import { SEARCH_PAGES, searchPageQuery, type SearchPage } from '#core/listings/search-query.ts'
import { createListingRepository } from '#server/listings/listing.repository.ts'
import { alertMail, type AlertContent, type AlertHome } from './saved-searches.mail.ts'
import { manageUrl, savedHomesUrl, stopAlertUrl } from './saved-searches.service.ts'

// The alerts of saved searches and saved homes (docs/decisions/0161-saved-searches-and-alerts.md). Every server looks
// once a minute; the one that takes the job's claim sends. "At once" searches are mailed at the first look after a
// change; daily ones at 8:00 in the business's time zone, weekly ones on Mondays at 8:00, each with the changes since.
// Each change goes to an address once: alert_sends keeps it, written in the mail's transaction.

const LEASE_MS = 5 * 60 * 1000

type Db = Kysely<Database>
export type AlertOutcome = { state: 'claimed elsewhere' } | { state: 'done'; sent: number }

const previousDate = (date: string): string => new Date(Date.parse(`${date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
const weekday = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay()

/** The last digest time at or before `now`: 8:00 business time of today or yesterday; for weekly, of the last Monday. */
export function lastDigestTime(frequency: 'daily' | 'weekly', now: Date): Date {
  let date = businessDate(now)
  for (let i = 0; i < 8; i++) {
    const slot = businessInstant(date, DIGEST_TIME)
    if (slot <= now && (frequency === 'daily' || weekday(date) === 1)) return slot
    date = previousDate(date)
  }
  return businessInstant(date, DIGEST_TIME)
}

function isDue(s: { frequency: string; last_run_at: string | null; created_at: string }, now: Date): boolean {
  if (s.frequency === 'instant') return true
  const since = s.last_run_at ?? s.created_at
  return since < lastDigestTime(s.frequency === 'weekly' ? 'weekly' : 'daily', now).toISOString()
}

/** The confirmed searches of confirmed addresses that have not said no to marketing mail. */
function activeSearches(db: Db) {
  return db
    .selectFrom('saved_searches')
    .innerJoin('alert_addresses', 'alert_addresses.id', 'saved_searches.address_id')
    .selectAll('saved_searches')
    .select(['alert_addresses.email', 'alert_addresses.manage_token'])
    .where('saved_searches.confirmed_at', 'is not', null)
    .where('alert_addresses.confirmed_at', 'is not', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('marketing_opt_outs').select('email_key').whereRef('marketing_opt_outs.email_key', '=', 'alert_addresses.email_key'),
        ),
      ),
    )
    .orderBy('saved_searches.created_at')
    .orderBy('saved_searches.id')
    .execute()
}

type Search = Awaited<ReturnType<typeof activeSearches>>[number]

/** The changes of public listings this search has not told its address about, oldest first. */
async function pendingChanges(db: Db, s: Search, now: Date) {
  const changes = await db
    .selectFrom('listing_changes as c')
    .innerJoin('properties as p', 'p.id', 'c.property_id')
    .select(['c.id', 'c.kind', 'c.before_value', 'c.after_value', 'c.property_id', 'p.title', 'p.address', 'p.city', 'p.state', 'p.price'])
    .where('c.at', '>=', s.created_at)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('alert_sends')
            .select('change_id')
            .whereRef('alert_sends.change_id', '=', 'c.id')
            .where('alert_sends.address_id', '=', s.address_id),
        ),
      ),
    )
    .where('p.published_at', 'is not', null)
    .where('p.archived_at', 'is', null)
    .where((eb) => eb.or([eb('p.status', '!=', 'upcoming'), eb('p.mls_status', 'is not', null)]))
    .$if(s.kind === 'homes', (qb) =>
      qb.where('c.property_id', 'in', (eb) =>
        eb.selectFrom('saved_search_homes').select('property_id').where('address_id', '=', s.address_id),
      ),
    )
    .orderBy('c.at')
    .orderBy('c.id')
    .execute()
  if (s.kind === 'homes' || changes.length === 0) return changes
  if (!(SEARCH_PAGES as readonly string[]).includes(s.page)) return []
  const page = s.page as SearchPage
  const query = resolveListingQuery(searchPageQuery(page, new URLSearchParams(s.query)), now)
  const ids = [...new Set(changes.map((c) => c.property_id))]
  const listings = createListingRepository(db)
  const matching = await listings.matchingIds(query, ids)
  // A home that leaves "upcoming" is still news to a search of upcoming homes.
  const movedOn = page === '/upcoming' ? await listings.matchingIds({ ...query, status: undefined }, ids) : new Set<string>()
  return changes.filter((c) => matching.has(c.property_id) || (c.kind === 'status' && movedOn.has(c.property_id)))
}

type Change = Awaited<ReturnType<typeof pendingChanges>>[number]

/** The mail's sections from the changes: each home once per section, its latest news. */
function content(changes: Change[], s: Search, publicUrl: string): AlertContent {
  const page = (path: string) => `${publicUrl}${localizedPath(path, storedLang(s.locale))}`
  const home = (c: Change): AlertHome => ({
    title: c.title,
    place: `${c.address}, ${c.city}, ${c.state}`,
    price: c.price,
    url: page(`/property/${c.property_id}`),
  })
  const newHomes = new Map<string, AlertHome>()
  const drops = new Map<string, AlertHome & { before: number }>()
  const statuses = new Map<string, AlertHome & { status: string }>()
  const openHouses: Array<AlertHome & { startsAt: string; endsAt: string }> = []
  for (const c of changes) {
    if (c.kind === 'new') newHomes.set(c.property_id, home(c))
    else if (c.kind === 'price') {
      const before = drops.get(c.property_id)?.before ?? Number(c.before_value)
      drops.set(c.property_id, { ...home(c), before, price: Number(c.after_value) })
    } else if (c.kind === 'status') statuses.set(c.property_id, { ...home(c), status: c.after_value })
    else {
      const [startsAt, endsAt] = c.after_value.split('/')
      openHouses.push({ ...home(c), startsAt, endsAt })
    }
  }
  // A new home's first news is that it is new.
  for (const id of newHomes.keys()) {
    drops.delete(id)
    statuses.delete(id)
  }
  return {
    name: s.name,
    kind: s.kind,
    newHomes: [...newHomes.values()],
    newTotal: newHomes.size,
    priceDrops: [...drops.values()].filter((d) => d.price < d.before),
    statusChanges: [...statuses.values()],
    openHouses,
    searchUrl: s.kind === 'homes' ? savedHomesUrl(publicUrl, s.manage_token, s.locale) : page(`${s.page}${s.query ? `?${s.query}` : ''}`),
    manageUrl: manageUrl(publicUrl, s.manage_token, s.locale),
    unsubscribeUrl: stopAlertUrl(publicUrl, s.unsubscribe_token, s.locale),
  }
}

/** Mails one search's news, if any; the changes it tells are kept as sent to the address. Returns whether it mailed. */
async function runSearch(db: Db, s: Search, now: Date, publicUrl: string): Promise<boolean> {
  const changes = await pendingChanges(db, s, now)
  return withMail(db, async (trx) => {
    if (s.frequency !== 'instant')
      await trx.updateTable('saved_searches').set({ last_run_at: now.toISOString() }).where('id', '=', s.id).execute()
    const fresh: Change[] = []
    for (const c of changes) {
      const result = await trx
        .insertInto('alert_sends')
        .values({ address_id: s.address_id, change_id: c.id, search_id: s.id, sent_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['address_id', 'change_id']).doNothing())
        .executeTakeFirst()
      if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) fresh.push(c)
    }
    const news = content(fresh, s, publicUrl)
    if (news.newTotal + news.priceDrops.length + news.statusChanges.length + news.openHouses.length === 0) return false
    await enqueueMail(trx, { ...alertMail(s.locale, s.email, news), relatedId: s.id })
    return true
  })
}

export function startSavedSearchAlerts(
  db: Db,
  options: { publicUrl: string; now: () => Date; intervalMs?: number; log?: { error: (o: object, m: string) => void } },
) {
  const failed = { state: 'done' as const, sent: 0 }
  const job = { ...options, leaseMs: LEASE_MS, failure: 'saved search alerts: could not be sent; tried again at the next look', failed }
  return claimedJob(db, 'saved-search-alerts', job, async (now) => {
    let sent = 0
    for (const s of await activeSearches(db)) if (isDue(s, now) && (await runSearch(db, s, now, options.publicUrl))) sent++
    return { state: 'done' as const, sent }
  })
}

export type SavedSearchAlertsJob = ReturnType<typeof startSavedSearchAlerts>
