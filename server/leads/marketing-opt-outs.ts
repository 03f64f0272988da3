import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { emailKey } from '#core/leads/person-keys.ts'

// One unsubscribe for every marketing mail (docs/decisions/0133-one-unsubscribe-for-all-marketing-mail.md). An
// address that says no, by the link in any marketing mail, a mail program's one-click button or a staff member asked
// by phone, is listed here with every other address of its person; each of those addresses' Get Notified sign-ups
// goes, and every marketing mail is queued only for addresses not listed. A new double opt-in takes its address off.

type Db = Kysely<Database>

export interface OptOutRow {
  email_key: string
  opted_out_at: string
  source: string
  by_name: string
}

/** The addresses of a person's leads, matched as persons match them. */
async function personAddresses(trx: Db, personId: string): Promise<string[]> {
  const rows = await Promise.all(
    (['inquiries', 'bidder_applications', 'upcoming_subscribers'] as const).map((table) =>
      trx.selectFrom(table).select('email_key').where('person_id', '=', personId).where('email_key', 'is not', null).execute(),
    ),
  )
  return rows.flat().map((r) => r.email_key!)
}

/**
 * Lists these addresses (and every other address of their persons) as saying no to marketing mail, and removes their
 * Get Notified sign-ups with their notes; the addresses listed. One who said no before keeps the first date.
 */
export async function optOut(trx: Db, addresses: string[], how: { source: 'link' | 'staff'; byName: string; personId?: string | null }) {
  const keys = new Set(addresses.map(emailKey).filter((k): k is string => k !== null))
  if (how.personId) for (const key of await personAddresses(trx, how.personId)) keys.add(key)
  if (keys.size === 0) return []
  const at = new Date().toISOString()
  await trx
    .insertInto('marketing_opt_outs')
    .values([...keys].map((email_key) => ({ email_key, opted_out_at: at, source: how.source, by_name: how.byName })))
    .onConflict((oc) => oc.column('email_key').doNothing())
    .execute()
  const gone = await trx
    .selectFrom('upcoming_subscribers')
    .select('id')
    .where('email_key', 'in', [...keys])
    .execute()
  if (gone.length > 0) {
    const ids = gone.map((g) => g.id)
    await trx.deleteFrom('lead_notes').where('lead_id', 'in', ids).execute()
    await trx.deleteFrom('upcoming_subscribers').where('id', 'in', ids).execute()
  }
  return [...keys]
}

/** Takes an address off the list: its owner confirmed a new sign-up (double opt-in). */
export async function optBackIn(trx: Db, address: string): Promise<void> {
  const key = emailKey(address)
  if (key) await trx.deleteFrom('marketing_opt_outs').where('email_key', '=', key).execute()
}

/** Which of these addresses said no to marketing mail, by their match key. */
export async function optOutsOf(db: Db, addresses: string[]): Promise<OptOutRow[]> {
  const keys = [...new Set(addresses.map(emailKey).filter((k): k is string => k !== null))]
  if (keys.length === 0) return []
  return db.selectFrom('marketing_opt_outs').selectAll().where('email_key', 'in', keys).orderBy('opted_out_at').execute()
}
