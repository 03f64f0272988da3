import type { Kysely } from 'kysely'

// Each listing's description in Spanish, written by staff beside the English one
// (docs/decisions/0182-spanish-content-and-descriptions.md): empty until written, when Spanish pages show the English.
// The content sections keep their Spanish in their own documents (site_content.data, `es`), so they need no column.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>
const properties = (db: Db) => db.schema.alterTable('properties')

export const up = (db: Db): Promise<void> =>
  properties(db)
    .addColumn('description_es', 'text', (c) => c.notNull().defaultTo(''))
    .execute()

export const down = (db: Db): Promise<void> => properties(db).dropColumn('description_es').execute()
