import type { Kysely } from 'kysely'

// The Spanish of what people read about an agent or a team member (title and bio) and of the two page banners
// (docs/decisions/0186-spanish-people-banners-and-footer.md): empty until staff write it, when Spanish pages show the
// English, marked.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>
const COLUMNS = [
  ['agents', 'title_es'],
  ['agents', 'bio_es'],
  ['team_members', 'title_es'],
  ['team_members', 'bio_es'],
  ['banners', 'text_es'],
] as const

export async function up(db: Db): Promise<void> {
  for (const [table, column] of COLUMNS)
    await db.schema
      .alterTable(table)
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute()
}

export async function down(db: Db): Promise<void> {
  for (const [table, column] of COLUMNS) await db.schema.alterTable(table).dropColumn(column).execute()
}
