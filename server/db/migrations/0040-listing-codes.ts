import type { Kysely } from 'kysely'
import { newListingCodes } from '#server/listings/listing-code.ts'

// Every listing gets a short public code (docs/decisions/0146-listing-codes.md), unique under an index; the listings
// that exist get theirs here, new ones when they are stored (server/listings/listing.repository.ts).

const BATCH = 500

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').addColumn('public_code', 'varchar(6)').execute()
  const ids = (await db.selectFrom('properties').select('id').orderBy('id').execute()).map((r: { id: string }) => r.id as string)
  const codes = newListingCodes(ids.length)
  for (let start = 0; start < ids.length; start += BATCH) {
    await db.transaction().execute(async (trx) => {
      for (let i = start; i < Math.min(start + BATCH, ids.length); i++)
        await trx.updateTable('properties').set({ public_code: codes[i] }).where('id', '=', ids[i]).execute()
    })
  }
  await db.schema.createIndex('properties_public_code_idx').on('properties').column('public_code').unique().execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('properties_public_code_idx').ifExists().execute()
  await db.schema.alterTable('properties').dropColumn('public_code').execute()
}
