import type { Insertable, Kysely } from 'kysely'
import type { Database, RenovationPairsTable } from '#server/db/schema.ts'
import { ChangedSinceError, nextChangeTime } from '#server/plugins/if-match.ts'

type Db = Kysely<Database>

export interface PhotoRow {
  media_id: string
  alt: string
}

/** A listing's photos (property_images, in position order) and its renovation story's before/after pairs. */
export function createListingPhotoRepository(db: Db) {
  return {
    async listingTitle(id: string): Promise<{ id: string; title: string } | undefined> {
      return db.selectFrom('properties').select(['id', 'title']).where('id', '=', id).executeTakeFirst()
    },

    async photos(propertyId: string, trx: Db = db): Promise<Array<PhotoRow & { position: number }>> {
      return trx
        .selectFrom('property_images')
        .select(['media_id', 'alt', 'position'])
        .where('property_id', '=', propertyId)
        .orderBy('position')
        .execute()
    },

    /** Rewrites the listing's photo rows in the given order (the primary key is the position) and marks the listing changed. */
    async rewritePhotos(propertyId: string, rows: PhotoRow[], trx: Db = db): Promise<void> {
      await trx.deleteFrom('property_images').where('property_id', '=', propertyId).execute()
      if (rows.length > 0)
        await trx
          .insertInto('property_images')
          .values(rows.map((r, position) => ({ property_id: propertyId, media_id: r.media_id, alt: r.alt, position })))
          .execute()
      await this.touch(propertyId, trx)
    },

    /** Gives the listing a new change time (its version), later than the one before. */
    async touch(propertyId: string, trx: Db = db): Promise<void> {
      const row = await trx.selectFrom('properties').select('updated_at').where('id', '=', propertyId).executeTakeFirst()
      if (row)
        await trx
          .updateTable('properties')
          .set({ updated_at: nextChangeTime(row.updated_at) })
          .where('id', '=', propertyId)
          .execute()
    },

    /**
     * Checks, inside a transaction, that the listing is still at version `expected` (its change time) and holds its
     * row until the transaction ends, so two changes from the same version cannot both pass; throws ChangedSinceError.
     */
    async expectVersion(propertyId: string, expected: string, trx: Db): Promise<void> {
      const held = await trx
        .updateTable('properties')
        .set({ updated_at: expected })
        .where('id', '=', propertyId)
        .where('updated_at', '=', expected)
        .executeTakeFirst()
      if (Number(held.numUpdatedRows) > 0) return
      const row = await trx.selectFrom('properties').select('updated_at').where('id', '=', propertyId).executeTakeFirst()
      throw new ChangedSinceError(row?.updated_at ?? '')
    },

    /** False when the listing has no such photo. */
    async setAlt(propertyId: string, mediaId: string, alt: string, trx: Db = db): Promise<boolean> {
      const result = await trx
        .updateTable('property_images')
        .set({ alt })
        .where('property_id', '=', propertyId)
        .where('media_id', '=', mediaId)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) === 0) return false
      await this.touch(propertyId, trx)
      return true
    },

    /** Which of these media files a listing still shows, as a photo or in a before/after pair. */
    async mediaInUse(ids: string[]): Promise<Set<string>> {
      const [shown, paired] = await Promise.all([
        db.selectFrom('property_images').select('media_id').where('media_id', 'in', ids).execute(),
        db
          .selectFrom('renovation_pairs')
          .select(['before_media_id', 'after_media_id'])
          .where((eb) => eb.or([eb('before_media_id', 'in', ids), eb('after_media_id', 'in', ids)]))
          .execute(),
      ])
      return new Set([...shown.map((r) => r.media_id), ...paired.flatMap((r) => [r.before_media_id, r.after_media_id])])
    },

    /** Adds a pair after the listing's others. */
    async addPair(pair: Omit<Insertable<RenovationPairsTable>, 'position'>, trx: Db = db): Promise<void> {
      const last = await trx
        .selectFrom('renovation_pairs')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('property_id', '=', pair.property_id)
        .executeTakeFirst()
      await trx
        .insertInto('renovation_pairs')
        .values({ ...pair, position: Number(last?.max ?? -1) + 1 })
        .execute()
    },

    async findPair(propertyId: string, pairId: string): Promise<{ before_media_id: string; after_media_id: string } | undefined> {
      return db
        .selectFrom('renovation_pairs')
        .select(['before_media_id', 'after_media_id'])
        .where('id', '=', pairId)
        .where('property_id', '=', propertyId)
        .executeTakeFirst()
    },

    async removePair(pairId: string, trx: Db = db): Promise<void> {
      await trx.deleteFrom('renovation_pairs').where('id', '=', pairId).execute()
    },
  }
}
