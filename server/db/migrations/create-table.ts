import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely'

// Tables as the migrations declare them: one line per column, in words close to SQL
// ("varchar(24) not null references properties.id on delete cascade"), read into the same Kysely calls on SQLite and
// PostgreSQL. Only portable column types; a word this reader does not know stops the migration rather than being
// passed over.

const TYPES = /^(varchar\(\d+\)|text|integer|bigint|double precision)(?:\s+|$)/
const MODIFIERS: Array<[RegExp, (c: ColumnDefinitionBuilder, m: RegExpMatchArray) => ColumnDefinitionBuilder]> = [
  [/^primary key\b/, (c) => c.primaryKey()],
  [/^not null\b/, (c) => c.notNull()],
  [/^unique\b/, (c) => c.unique()],
  [/^default (-?\d+|'[^']*')/, (c, m) => c.defaultTo(m[1].startsWith("'") ? m[1].slice(1, -1) : Number(m[1]))],
  [
    /^references (\w+\.\w+)(?: on delete (cascade|set null))?/,
    (c, m) => (m[2] ? c.references(m[1]).onDelete(m[2] as 'cascade' | 'set null') : c.references(m[1])),
  ],
]

/** The type and the modifiers of one column ("text not null"). */
function readColumn(
  table: string,
  name: string,
  spec: string,
): [type: string, apply: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  const type = TYPES.exec(spec)
  if (!type) throw new Error(`${table}.${name}: unknown column type in "${spec}"`)
  const steps: Array<(c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder> = []
  let rest = spec.slice(type[0].length)
  while (rest) {
    const found = MODIFIERS.map(([pattern, apply]) => [rest.match(pattern), apply] as const).find(([m]) => m)
    if (!found) throw new Error(`${table}.${name}: unknown words "${rest}" in "${spec}"`)
    const [match, apply] = found
    steps.push((c) => apply(c, match!))
    rest = rest.slice(match![0].length).trimStart()
  }
  return [type[1], (c) => steps.reduce((column, step) => step(column), c)]
}

/** Columns written as SQL's own lines: "name type modifiers" a line, `--` comments and blank lines skipped. */
function columnsOf(lines: string): Record<string, string> {
  const columns: Record<string, string> = {}
  for (const line of lines.split('\n').map((l) => l.replace(/--.*$/, '').trim())) {
    if (!line) continue
    const [name, ...spec] = line.split(/\s+/)
    columns[name!] = spec.join(' ')
  }
  return columns
}

/**
 * Creates `table` with `columns` (name → "type modifiers", in order, or the same as lines of SQL); `finish` adds what
 * is not a column (a primary key over several columns).
 */
export async function createTable(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: string,
  columns: Record<string, string> | string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  finish: (builder: CreateTableBuilder<string, any>) => CreateTableBuilder<string, any> = (builder) => builder,
): Promise<void> {
  let builder = db.schema.createTable(table)
  for (const [name, spec] of Object.entries(typeof columns === 'string' ? columnsOf(columns) : columns)) {
    const [type, apply] = readColumn(table, name, spec)
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    builder = builder.addColumn(name, type as any, apply)
  }
  await finish(builder).execute()
}

/**
 * Makes every write to `table` move the catalog version (migration 0003), so the cached public pages and answers drop
 * what they had: one statement trigger on PostgreSQL, one trigger per kind of write on SQLite.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function bumpCatalogVersionOn(db: Kysely<any>, table: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      create trigger ${sql.raw(`${table}_bump_catalog_version`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_catalog_version()`.execute(db)
    return
  }
  for (const event of ['insert', 'update', 'delete'] as const) {
    await sql`
      create trigger ${sql.raw(`${table}_${event}_bump_catalog_version`)}
      after ${sql.raw(event)} on ${sql.table(table)}
      begin update catalog_version set version = version + 1 where id = 1; end`.execute(db)
  }
}
