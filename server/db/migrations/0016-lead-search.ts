import { PostgresAdapter, sql, type Kysely } from 'kysely'

// Full-text search of the lead inbox (docs/decisions/0088-lead-search.md): one
// search row per lead (inquiry, application, Get Notified sign-up) holding its
// words (name, e-mail, phone as written, message or company) and every ending
// of at least three digits of its phone number, so "555-0134", "4025550134"
// and "(402) 555" all find "+1 402-555-0134". SQLite indexes them with FTS5,
// PostgreSQL as a tsvector under a GIN index. Triggers keep the rows in step
// inside the writing transaction, as the catalog version's do (migration
// 0003): every writer (forms, staff, retention, restores, SQL by hand) is
// covered without knowing. Also indexes the inbox's counts of new leads.

/** What of each lead table is searched: `words` are joined with spaces; `phone` gives the digit endings. */
const SOURCES = [
  { table: 'inquiries', words: ['name', 'email', 'phone', 'message'], phone: 'phone' },
  { table: 'bidder_applications', words: ['contact_name', 'email', 'phone', 'company_name'], phone: 'phone' },
  { table: 'upcoming_subscribers', words: ['email'], phone: null },
] as const

/** Phones are at most 25 characters and an extension of 6 digits (core/clean-text.ts): 31 digits. */
const MAX_PHONE_DIGITS = 32

type Source = (typeof SOURCES)[number]

const wordsOf = (s: Source, row: string) => s.words.map((c) => `coalesce(${row}.${c}, '')`).join(` || ' ' || `)

// SQLite: a plain table (its integer key stays put through VACUUM) as the
// external content of an FTS5 index, kept in step by the documented triggers.
function sqliteDigits(s: Source, row: string): string {
  if (!s.phone) return `''`
  // Digits only: phones hold digits, spaces and ( ) . - + (core/clean-text.ts PHONE_PATTERN).
  let digits = `coalesce(${row}.${s.phone}, '')`
  for (const c of [' ', '-', '(', ')', '.', '+', '\t']) digits = `replace(${digits}, '${c}', '')`
  const endings = Array.from(
    { length: MAX_PHONE_DIGITS - 2 },
    (_, k) => `case when length(d) - ${k} >= 3 then substr(d, ${k + 1}) else '' end`,
  )
  return `(select ${endings.join(` || ' ' || `)} from (select ${digits} as d))`
}

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create table lead_search (
    id integer primary key,
    lead_id text not null unique,
    words text not null,
    phone_digits text not null
  )`.execute(db)
  // Prefix indexes of two and three characters: a staff member types the first letters of a name.
  await sql`create virtual table lead_search_fts using fts5(
    words, phone_digits, content='lead_search', content_rowid='id', tokenize='unicode61', prefix='2 3'
  )`.execute(db)
  await sql`create trigger lead_search_ai after insert on lead_search begin
    insert into lead_search_fts(rowid, words, phone_digits) values (new.id, new.words, new.phone_digits);
  end`.execute(db)
  await sql`create trigger lead_search_ad after delete on lead_search begin
    insert into lead_search_fts(lead_search_fts, rowid, words, phone_digits) values ('delete', old.id, old.words, old.phone_digits);
  end`.execute(db)
  await sql`create trigger lead_search_au after update on lead_search begin
    insert into lead_search_fts(lead_search_fts, rowid, words, phone_digits) values ('delete', old.id, old.words, old.phone_digits);
    insert into lead_search_fts(rowid, words, phone_digits) values (new.id, new.words, new.phone_digits);
  end`.execute(db)
  for (const s of SOURCES) {
    const upsert = `insert into lead_search (lead_id, words, phone_digits) values (new.id, ${wordsOf(s, 'new')}, ${sqliteDigits(s, 'new')})
      on conflict (lead_id) do update set words = excluded.words, phone_digits = excluded.phone_digits;`
    await sql.raw(`create trigger ${s.table}_search_ai after insert on ${s.table} begin ${upsert} end`).execute(db)
    await sql
      .raw(
        `create trigger ${s.table}_search_au after update of ${[...s.words, 'id'].join(', ')} on ${s.table} begin
      delete from lead_search where lead_id = old.id and old.id <> new.id; ${upsert} end`,
      )
      .execute(db)
    await sql
      .raw(`create trigger ${s.table}_search_ad after delete on ${s.table} begin delete from lead_search where lead_id = old.id; end`)
      .execute(db)
    await sql
      .raw(
        `insert into lead_search (lead_id, words, phone_digits)
         select r.id, ${wordsOf(s, 'r')}, ${sqliteDigits(s, 'r')} from ${s.table} as r`,
      )
      .execute(db)
  }
}

// PostgreSQL: the same row as a tsvector (words weighted A, phone endings B)
// under a GIN index. The text is cut at anything but letters and digits first,
// as FTS5's tokenizer does, so an e-mail address is its words rather than one token.
async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`create table lead_search (lead_id text primary key, document tsvector not null)`.execute(db)
  await sql`create index lead_search_document_idx on lead_search using gin (document)`.execute(db)
  await sql`
    create function lead_search_document(words text, phone text) returns tsvector language sql immutable as $$
      select setweight(to_tsvector('simple', regexp_replace(lower(coalesce(words, '')), '[^[:alnum:]]+', ' ', 'g')), 'A')
        || setweight(to_tsvector('simple', coalesce((
          select string_agg(substr(d, k), ' ')
          from (select regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') as d) digits, generate_series(1, length(d) - 2) as k
        ), '')), 'B')
    $$`.execute(db)
  for (const s of SOURCES) {
    const document = (row: string) => `lead_search_document(${wordsOf(s, row)}, ${s.phone ? `${row}.${s.phone}` : 'null'})`
    await sql
      .raw(
        `create function ${s.table}_search_sync() returns trigger language plpgsql as $$
        begin
          if tg_op <> 'INSERT' then delete from lead_search where lead_id = old.id; end if;
          if tg_op = 'DELETE' then return null; end if;
          insert into lead_search (lead_id, document) values (new.id, ${document('new')});
          return null;
        end $$`,
      )
      .execute(db)
    await sql
      .raw(
        `create trigger ${s.table}_search_sync after insert or delete or update of ${[...s.words, 'id'].join(', ')} on ${s.table}
         for each row execute function ${s.table}_search_sync()`,
      )
      .execute(db)
    await sql.raw(`insert into lead_search (lead_id, document) select r.id, ${document('r')} from ${s.table} as r`).execute(db)
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db)
  else await upSqlite(db)
  // The Contacts badge on every portal page counts new leads by kind: answered from the index alone.
  await db.schema.createIndex('inquiries_status_kind_idx').on('inquiries').columns(['status', 'kind']).execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('inquiries_status_kind_idx').ifExists().execute()
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  for (const s of SOURCES) {
    if (postgres) {
      await sql.raw(`drop trigger if exists ${s.table}_search_sync on ${s.table}`).execute(db)
      await sql.raw(`drop function if exists ${s.table}_search_sync()`).execute(db)
    } else {
      for (const event of ['ai', 'au', 'ad']) await sql.raw(`drop trigger if exists ${s.table}_search_${event}`).execute(db)
    }
  }
  if (postgres) await sql`drop function if exists lead_search_document(text, text)`.execute(db)
  else await sql`drop table if exists lead_search_fts`.execute(db)
  await db.schema.dropTable('lead_search').ifExists().execute()
}
