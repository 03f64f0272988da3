import { PostgresAdapter, sql, type Kysely } from 'kysely'

// The listings' text search (the public location box and the staff's filter, `search_text LIKE '%…%'`) through an
// index of three-letter pieces, which serves a match anywhere inside the text as LIKE does
// (docs/decisions/0110-listing-search-index.md). SQLite: a plain table (its integer key stays put through VACUUM)
// as the external content of an FTS5 trigram index, kept in step with properties.search_text by triggers, as the
// lead search's is (migration 0016). PostgreSQL: pg_trgm's GIN index on the column itself, which LIKE uses as it is;
// where the extension is neither installed nor allowed to be, the search stays a scan (docs/production.md).

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create table listing_search (
    id integer primary key,
    property_id text not null unique,
    search_text text not null
  )`.execute(db)
  await sql`create virtual table listing_search_fts using fts5(
    search_text, content='listing_search', content_rowid='id', tokenize='trigram'
  )`.execute(db)
  await sql`create trigger listing_search_ai after insert on listing_search begin
    insert into listing_search_fts(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db)
  await sql`create trigger listing_search_ad after delete on listing_search begin
    insert into listing_search_fts(listing_search_fts, rowid, search_text) values ('delete', old.id, old.search_text);
  end`.execute(db)
  await sql`create trigger listing_search_au after update on listing_search begin
    insert into listing_search_fts(listing_search_fts, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into listing_search_fts(rowid, search_text) values (new.id, new.search_text);
  end`.execute(db)
  const upsert = `insert into listing_search (property_id, search_text) values (new.id, new.search_text)
    on conflict (property_id) do update set search_text = excluded.search_text;`
  await sql.raw(`create trigger properties_search_ai after insert on properties begin ${upsert} end`).execute(db)
  await sql
    .raw(
      `create trigger properties_search_au after update of search_text, id on properties begin
      delete from listing_search where property_id = old.id and old.id <> new.id; ${upsert} end`,
    )
    .execute(db)
  await sql`create trigger properties_search_ad after delete on properties begin
    delete from listing_search where property_id = old.id;
  end`.execute(db)
  await sql`insert into listing_search (property_id, search_text) select id, search_text from properties`.execute(db)
}

async function upPostgres(db: Kysely<unknown>): Promise<void> {
  // Migrations run in one transaction: a refused CREATE EXTENSION (a user that may not create it) is undone to the
  // savepoint alone, and the migration goes on without the index.
  await sql`savepoint listing_search_extension`.execute(db)
  try {
    await sql`create extension if not exists pg_trgm`.execute(db)
  } catch {
    await sql`rollback to savepoint listing_search_extension`.execute(db)
    return
  }
  await sql`create index if not exists properties_search_text_trgm_idx on properties using gin (search_text gin_trgm_ops)`.execute(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db)
  else await upSqlite(db)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists properties_search_text_trgm_idx`.execute(db)
    return
  }
  for (const name of ['properties_search_ai', 'properties_search_au', 'properties_search_ad'])
    await sql.raw(`drop trigger if exists ${name}`).execute(db)
  await sql`drop table if exists listing_search_fts`.execute(db)
  await db.schema.dropTable('listing_search').ifExists().execute()
}
