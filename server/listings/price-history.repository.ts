import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { newId } from '#server/db/ids.ts'

// Every price a listing had: a row when it is created and one per change, shown on its public page.

export function createPriceHistoryRepository(db: Kysely<Database>) {
  return {
    async record(propertyId: string, price: number, estimatedPrice: number | null, at = new Date().toISOString(), trx = db): Promise<void> {
      await trx
        .insertInto('property_price_history')
        .values({ id: newId(), property_id: propertyId, price, estimated_price: estimatedPrice, changed_at: at })
        .execute()
    },
  }
}
