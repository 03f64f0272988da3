import type { Kysely } from 'kysely'
import { createTable } from './create-table.ts'
import { newId } from '#server/db/ids.ts'
import { emailKey, phoneKey } from '#core/leads/person-keys.ts'

// One person behind several leads (docs/decisions/0126-one-person-behind-many-leads.md): a `persons` table, and on
// each lead its person and the e-mail and phone as they are matched (lower-case e-mail; a phone's ten digits), so a
// new lead finds its person by an index. Leads stored before are given persons by the same rule, oldest first.

const LEAD_TABLES = ['inquiries', 'bidder_applications', 'upcoming_subscribers'] as const
const NAME: Record<(typeof LEAD_TABLES)[number], string | null> = {
  inquiries: 'name',
  bidder_applications: 'contact_name',
  upcoming_subscribers: null,
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'persons', {
    id: 'varchar(24) primary key',
    display_name: 'text not null',
    created_at: 'varchar(32) not null',
  })
  for (const table of LEAD_TABLES) {
    await db.schema.alterTable(table).addColumn('person_id', 'varchar(24)').execute()
    await db.schema.alterTable(table).addColumn('email_key', 'varchar(320)').execute()
    await db.schema.alterTable(table).addColumn('phone_key', 'varchar(16)').execute()
    for (const column of ['person_id', 'email_key', 'phone_key'])
      await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute()
  }
  const leads: Array<{ table: string; id: string; name: string; email: string; phone: string; created_at: string }> = []
  for (const table of LEAD_TABLES) {
    const name = NAME[table]
    const rows = await db
      .selectFrom(table)
      .select(['id', 'email', 'created_at', ...(name ? [`${name} as name`] : []), ...(table === 'upcoming_subscribers' ? [] : ['phone'])])
      .execute()
    for (const r of rows)
      leads.push({ table, id: r.id, name: r.name ?? '', email: r.email ?? '', phone: r.phone ?? '', created_at: r.created_at })
  }
  leads.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id))
  const byEmail = new Map<string, string>()
  const byPhone = new Map<string, string>()
  for (const lead of leads) {
    const email = emailKey(lead.email)
    const phone = phoneKey(lead.phone)
    let person = (email && byEmail.get(email)) || (phone && byPhone.get(phone)) || undefined
    if (!person) {
      person = newId()
      await db
        .insertInto('persons')
        .values({ id: person, display_name: lead.name.trim() || lead.email.trim(), created_at: lead.created_at })
        .execute()
    }
    if (email && !byEmail.has(email)) byEmail.set(email, person)
    if (phone && !byPhone.has(phone)) byPhone.set(phone, person)
    await db.updateTable(lead.table).set({ person_id: person, email_key: email, phone_key: phone }).where('id', '=', lead.id).execute()
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of LEAD_TABLES) {
    for (const column of ['person_id', 'email_key', 'phone_key']) {
      await db.schema.dropIndex(`${table}_${column}_idx`).ifExists().execute()
      await db.schema.alterTable(table).dropColumn(column).execute()
    }
  }
  await db.schema.dropTable('persons').ifExists().execute()
}
