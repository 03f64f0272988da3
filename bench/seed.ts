import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { sql } from 'kysely'
import { migrateToLatest, openDatabase } from '#server/db/database.ts'
import { seedDemoBusiness } from '#server/seed/seed.ts'
import { listingRow } from '#server/listings/listing.repository.ts'
import { newListingCodes } from '#server/listings/listing-code.ts'
import { addScaleData, type ScaleData } from './scale-data.ts'
import { makeProperty } from '#tests/helpers/factories.ts'
import { newId } from '#server/db/ids.ts'
import { createFolderStore } from '#server/storage/folder-store.ts'

// The bench's scratch database: the demo business (real photos, people and
// copy, so the pages look as visitors see them) filled up to `listings`
// homes spread over the metro's suburbs, each reusing a demo listing's photos.

const AREAS = [
  { city: 'Millard', lat: 41.2, lng: -96.13 },
  { city: 'Papillion', lat: 41.15, lng: -96.04 },
  { city: 'Bellevue', lat: 41.14, lng: -95.91 },
  { city: 'La Vista', lat: 41.18, lng: -96.03 },
  { city: 'Elkhorn', lat: 41.28, lng: -96.24 },
  { city: 'Gretna', lat: 41.14, lng: -96.24 },
  { city: 'Benson', lat: 41.28, lng: -96.0 },
  { city: 'Council Bluffs', lat: 41.26, lng: -95.86 },
]

export interface ScratchDatabase {
  dataDir: string
  /** Set on PostgreSQL: the app is started with it. */
  databaseUrl?: string
  /** A listing with photos, for the property page. */
  propertyId: string
  /** A generated listing, for GET /api/properties/:id. */
  benchPropertyId: string
  /** A generated listing with leads about it (the inbox's property filter). */
  leadPropertyId: string
  /** Generated listings no one has asked for yet, for timing first renders of the property page. */
  freshPropertyIds: string[]
  drop(): Promise<void>
}

export async function seedScratchDatabase(options: {
  dataDir: string
  listings: number
  postgresUrl?: string
  /** Leads, applications and activity to add (bench/scale-data.ts). */
  leads?: Omit<ScaleData, 'propertyIds'>
}): Promise<ScratchDatabase> {
  let databaseUrl: string | undefined
  let dropDatabase = async () => {}
  if (options.postgresUrl) {
    const name = `bench_${randomBytes(5).toString('hex')}`
    const admin = new pg.Client({ connectionString: options.postgresUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(options.postgresUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: options.postgresUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    }
  }
  const handle = openDatabase({ dataDir: options.dataDir, databaseUrl })
  try {
    await migrateToLatest(handle.db)
    await seedDemoBusiness(handle.db, { storage: createFolderStore(options.dataDir) })
    const demo = await handle.db
      .selectFrom('property_images')
      .select(['property_id', 'media_id', 'alt', 'position'])
      .orderBy('property_id')
      .orderBy('position')
      .execute()
    const byProperty = new Map<string, typeof demo>()
    for (const row of demo) byProperty.set(row.property_id, [...(byProperty.get(row.property_id) ?? []), row])
    const photoSets = [...byProperty.values()]
    const propertyId = photoSets[0][0].property_id
    const demoCount = photoSets.length
    let benchPropertyId = ''
    const freshPropertyIds: string[] = []
    const generated: string[] = []
    await handle.db.transaction().execute(async (trx) => {
      let batch: Array<ReturnType<typeof listingRow>> = []
      let photos: Array<{ property_id: string; media_id: string; position: number; alt: string }> = []
      const flush = async () => {
        if (batch.length) await trx.insertInto('properties').values(batch).execute()
        if (photos.length) await trx.insertInto('property_images').values(photos).execute()
        batch = []
        photos = []
      }
      // Codes drawn one by one would meet again among 100,000 listings; these are drawn apart from the demo's.
      const taken = new Set((await trx.selectFrom('properties').select('public_code').execute()).map((r) => r.public_code))
      const codes = newListingCodes(options.listings - demoCount, taken)
      for (let i = 0; i < options.listings - demoCount; i++) {
        const area = AREAS[i % AREAS.length]
        const rental = i % 4 === 0
        const id = newId()
        generated.push(id)
        if (i === 1) benchPropertyId = id
        else if (i >= 2 && i < 32) freshPropertyIds.push(id)
        batch.push({
          ...listingRow(
            id,
            makeProperty({
              title: `${area.city} home ${i}`,
              city: area.city,
              type: rental ? 'rental' : 'sale',
              status: i % 10 === 0 ? 'sold' : i % 17 === 0 ? 'upcoming' : 'available',
              price: rental ? 900 + (i % 25) * 100 : 150000 + (i % 80) * 10000,
              bedrooms: 1 + (i % 5),
              bathrooms: 1 + (i % 3),
              latitude: area.lat + ((i % 97) - 48) * 0.0009,
              longitude: area.lng + ((i % 89) - 44) * 0.0012,
              createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
              location: {
                city: area.city,
                neighborhood: area.city,
                county: 'Douglas',
                schoolDistrict: `${area.city} Public Schools`,
                walkScore: 50,
              },
            }),
          ),
          public_code: codes[i],
        })
        photos.push(
          ...photoSets[i % photoSets.length].map((p, position) => ({ property_id: id, media_id: p.media_id, position, alt: p.alt })),
        )
        // Listings have many columns: 200 a statement stays under both databases' limits on parameters.
        if (batch.length === 200) await flush()
      }
      await flush()
    })
    if (options.leads) await addScaleData(handle.db, { ...options.leads, propertyIds: generated })
    // What autovacuum has long done on a database that grew over years: statistics and the visibility map
    // (index-only counts) as they would be, not as right after a bulk load.
    if (databaseUrl) await sql`vacuum analyze`.execute(handle.db)
    return {
      dataDir: options.dataDir,
      databaseUrl,
      propertyId,
      benchPropertyId,
      // The generator's first lead is about the first generated listing.
      leadPropertyId: generated[0],
      freshPropertyIds,
      drop: dropDatabase,
    }
  } finally {
    await handle.close()
  }
}
