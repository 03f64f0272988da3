import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'

// One unsubscribe for every marketing mail (docs/decisions/0133-one-unsubscribe-for-all-marketing-mail.md): the
// addresses that said no, matched as persons match them (lower-case), with when, how and by whom. Every marketing mail
// is sent only to an address not listed here; a new double opt-in of the address takes it off.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'marketing_opt_outs', {
    email_key: 'varchar(320) primary key',
    opted_out_at: 'varchar(32) not null',
    /** 'link': the unsubscribe link or a mail program's one-click button; 'staff': a staff member, asked by the person. */
    source: 'varchar(16) not null',
    by_name: "text not null default ''",
  })
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('marketing_opt_outs').execute()
}
