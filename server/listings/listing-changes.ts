import type { Kysely } from 'kysely'
import type { Database, ListingChangesTable } from '#server/db/schema.ts'
import { newId } from '#server/db/ids.ts'

// The changes of public listings saved searches' alerts tell about (docs/decisions/0161-saved-searches-and-alerts.md):
// recorded in the transaction that writes the listing, against what the listing looked like at its last recorded
// change (listing_alert_states). Only a listing the public sees counts: published, not archived, and an upcoming one
// only once its MLS status is stated.

type Db = Kysely<Database>
type Kind = ListingChangesTable['kind']

/**
 * Records what changed in the listing since its last look: it became public ('new'; `fresh` also when no earlier look
 * is known, a listing that just became upcoming or available), its price fell, its status changed, or it has an open
 * house not seen before. Returns the kinds recorded.
 */
export async function recordListingChanges(trx: Db, propertyId: string, options: { fresh?: boolean; now?: Date } = {}): Promise<Kind[]> {
  const listing = await trx
    .selectFrom('properties')
    .select(['status', 'price', 'published_at', 'archived_at', 'mls_status'])
    .where('id', '=', propertyId)
    .executeTakeFirst()
  if (!listing) return []
  const visible =
    listing.published_at !== null && listing.archived_at === null && !(listing.status === 'upcoming' && listing.mls_status === null)
  const openHouses = await trx
    .selectFrom('open_houses')
    .select(['id', 'starts_at', 'ends_at'])
    .where('property_id', '=', propertyId)
    .where('ended', '=', 0)
    .orderBy('starts_at')
    .execute()
  const before = await trx.selectFrom('listing_alert_states').selectAll().where('property_id', '=', propertyId).executeTakeFirst()
  const at = (options.now ?? new Date()).toISOString()
  const changes: Array<{ kind: Kind; before_value: string; after_value: string }> = []
  if (visible) {
    const wasVisible = before ? before.visible === 1 : !options.fresh
    if (!wasVisible) changes.push({ kind: 'new', before_value: '', after_value: listing.status })
    else if (before) {
      if (listing.price < before.price)
        changes.push({ kind: 'price', before_value: String(before.price), after_value: String(listing.price) })
      if (listing.status !== before.status) changes.push({ kind: 'status', before_value: before.status, after_value: listing.status })
    }
    const seen = new Set((before?.open_houses ?? '').split(',').filter(Boolean))
    for (const o of openHouses)
      if (!seen.has(o.id) && (before || options.fresh))
        changes.push({ kind: 'open-house', before_value: o.id, after_value: `${o.starts_at}/${o.ends_at}` })
  }
  if (changes.length > 0)
    await trx
      .insertInto('listing_changes')
      .values(changes.map((c) => ({ id: newId(), property_id: propertyId, at, ...c })))
      .execute()
  const state = {
    visible: visible ? 1 : 0,
    status: listing.status,
    price: listing.price,
    open_houses: openHouses.map((o) => o.id).join(','),
  }
  await trx
    .insertInto('listing_alert_states')
    .values({ property_id: propertyId, ...state })
    .onConflict((oc) => oc.column('property_id').doUpdateSet(state))
    .execute()
  return changes.map((c) => c.kind)
}
