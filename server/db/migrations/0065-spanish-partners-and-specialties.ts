import type { Kysely } from 'kysely'

// The Spanish of a partner's description and of a team member's specialties
// (docs/decisions/0186-spanish-people-banners-and-footer.md): empty until staff write it, when Spanish pages show the
// English, marked. A member's specialties_es is a JSON object from each English specialty to its Spanish.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('partners')
    .addColumn('description_es', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('team_members')
    .addColumn('specialties_es', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('team_members').dropColumn('specialties_es').execute()
  await db.schema.alterTable('partners').dropColumn('description_es').execute()
}
