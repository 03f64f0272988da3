import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// Sign-in that nobody can use to lock staff out: each staff user's known
// addresses (where they signed in before; a lock on their account does not
// apply there), an e-mail address to warn them of an attack, and when the
// warning of the current attack was sent.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('admin_users').addColumn('email', 'varchar(254)').execute()
  await db.schema.alterTable('sign_in_throttles').addColumn('alerted_at', 'varchar(32)').execute()
  await createTable(
    db,
    'staff_known_addresses',
    {
      user_id: 'varchar(24) not null',
      /** SHA-256 of the client address: the table says where a user signed in without listing the addresses. */
      address_hash: 'varchar(64) not null',
      last_seen_at: 'varchar(32) not null',
    },
    (table) => table.addPrimaryKeyConstraint('staff_known_addresses_pk', ['user_id', 'address_hash']),
  )
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_known_addresses').ifExists().execute()
  await db.schema.alterTable('sign_in_throttles').dropColumn('alerted_at').execute()
  await db.schema.alterTable('admin_users').dropColumn('email').execute()
}
