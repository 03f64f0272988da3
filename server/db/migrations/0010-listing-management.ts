import { sql, type Kysely } from 'kysely'
import { watchCatalogTables } from './0003-catalog-version.ts'
import { createTable } from './create-table.ts'

// The staff's listing management: a listing's agent by id, archive
// instead of delete (restorable; the public page answers 410 for a while), the
// renovation story of a flip, the price history shown on the public page, and
// who was told about which listing (each Get Notified subscriber once per listing).

const WATCHED = ['property_price_history', 'renovation_pairs'] as const

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('properties').addColumn('agent_id', 'varchar(24)').execute()
  await db.schema.alterTable('properties').addColumn('archived_at', 'varchar(32)').execute()
  await db.schema.alterTable('properties').addColumn('renovation', 'text').execute()
  await db.schema.createIndex('properties_archived_at_idx').on('properties').column('archived_at').execute()
  await db.schema.createIndex('properties_agent_id_idx').on('properties').column('agent_id').execute()

  await createTable(db, 'property_price_history', {
    id: 'varchar(24) primary key',
    property_id: 'varchar(24) not null references properties.id on delete cascade',
    price: 'double precision not null',
    estimated_price: 'double precision',
    changed_at: 'varchar(32) not null',
  })
  await db.schema
    .createIndex('property_price_history_property_idx')
    .on('property_price_history')
    .columns(['property_id', 'changed_at'])
    .execute()

  await createTable(
    db,
    'property_announcements',
    {
      property_id: 'varchar(24) not null references properties.id on delete cascade',
      email: 'varchar(320) not null',
      announced_at: 'varchar(32) not null',
    },
    (table) => table.addPrimaryKeyConstraint('property_announcements_pk', ['property_id', 'email']),
  )

  await createTable(db, 'renovation_pairs', {
    id: 'varchar(24) primary key',
    property_id: 'varchar(24) not null references properties.id on delete cascade',
    before_media_id: 'varchar(24) not null references media_files.id on delete cascade',
    after_media_id: 'varchar(24) not null references media_files.id on delete cascade',
    caption: 'text not null',
    position: 'integer not null',
  })
  await db.schema.createIndex('renovation_pairs_property_idx').on('renovation_pairs').columns(['property_id', 'position']).execute()

  // Listings named their agent by a copy of the agent's fields; link the ones whose e-mail matches an agent.
  const agents = await db.selectFrom('agents').select(['id', 'email']).execute()
  for (const agent of agents as Array<{ id: string; email: string }>) {
    if (!agent.email) continue
    await db
      .updateTable('properties')
      .set({ agent_id: agent.id })
      .where('agent_id', 'is', null)
      .where(sql<boolean>`details like ${`%"email":${JSON.stringify(agent.email)}%`}`)
      .execute()
  }

  // The public page shows both: their changes move the catalog version like the listings' own (migration 0003).
  await watchCatalogTables(db, WATCHED)
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('renovation_pairs').ifExists().execute()
  await db.schema.dropTable('property_announcements').ifExists().execute()
  await db.schema.dropTable('property_price_history').ifExists().execute()
  await db.schema.dropIndex('properties_agent_id_idx').ifExists().execute()
  await db.schema.dropIndex('properties_archived_at_idx').ifExists().execute()
  await db.schema.alterTable('properties').dropColumn('renovation').execute()
  await db.schema.alterTable('properties').dropColumn('archived_at').execute()
  await db.schema.alterTable('properties').dropColumn('agent_id').execute()
}
