import { PostgresAdapter, sql, type Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// A counter that every change to what the public pages show (listings, their
// photos, people, site copy) moves forward, so each server's caches
// (server/catalog/response-cache.ts, cached-catalog.ts) know when their copies
// are out of date, even when the change came from another server on the same
// PostgreSQL. Triggers bump it inside the writing transaction, so no writer
// (admin screens, imports, the seed, SQL typed by hand) can forget to.

const WATCHED = ['properties', 'property_images', 'media_files', 'agents', 'partners', 'team_members', 'site_content', 'banners'] as const

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'catalog_version', {
    id: 'integer primary key',
    version: 'bigint not null',
  })
  await db.insertInto('catalog_version').values({ id: 1, version: 1 }).execute()

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create function bump_catalog_version() returns trigger language plpgsql as $$
      begin
        update catalog_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db)
  }
  await watchCatalogTables(db, WATCHED)
}

/** Triggers that move the catalog version on every change of these tables (a later migration watches more). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function watchCatalogTables(db: Kysely<any>, tables: readonly string[]): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Once per statement: a bulk import moves the counter once, not once per row.
    for (const table of tables) {
      await sql`
        create trigger ${sql.raw(`${table}_bump_catalog_version`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function bump_catalog_version()`.execute(db)
    }
    return
  }
  // SQLite has row triggers only; a row update of the one-row table costs microseconds.
  for (const table of tables) {
    for (const event of ['insert', 'update', 'delete'] as const) {
      await sql`
        create trigger ${sql.raw(`${table}_${event}_bump_catalog_version`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin update catalog_version set version = version + 1 where id = 1; end`.execute(db)
    }
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of WATCHED) {
      await sql`drop trigger if exists ${sql.raw(`${table}_bump_catalog_version`)} on ${sql.table(table)}`.execute(db)
    }
    await sql`drop function if exists bump_catalog_version()`.execute(db)
  } else {
    for (const table of WATCHED) {
      for (const event of ['insert', 'update', 'delete'] as const) {
        await sql`drop trigger if exists ${sql.raw(`${table}_${event}_bump_catalog_version`)}`.execute(db)
      }
    }
  }
  await db.schema.dropTable('catalog_version').ifExists().execute()
}
