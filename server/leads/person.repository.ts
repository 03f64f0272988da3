import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import { newId } from '#server/db/ids.ts'
import { emailKey, phoneKey } from '#core/leads/person-keys.ts'
import { LEAD_TABLES, type LeadTable } from './lead.repository.ts'
import { leadsMatching } from './lead-search.ts'

// The persons behind leads (docs/decisions/0126-one-person-behind-many-leads.md): each lead row names its person;
// a person is kept while it has a lead.

type Db = Kysely<Database>

/** A lead of a person in one shape, whichever table holds it. */
export interface PersonLeadRow {
  id: string
  kind: string
  name: string
  email: string
  phone: string
  created_at: string
  preview: string
}

const nothing = sql<string>`''`

type LeadRowWithPerson = PersonLeadRow & { person_id: string | null }

/** The leads of the three tables in one shape whose `column` is one of `values`. */
async function leadRows(db: Db, column: 'id' | 'person_id', values: readonly string[] | RawBuilder<string>): Promise<LeadRowWithPerson[]> {
  const found = await Promise.all([
    db
      .selectFrom('inquiries')
      .select(['id', 'kind', 'name', 'email', 'phone', 'created_at', 'message as preview', 'person_id'])
      .where(column, 'in', values)
      .execute(),
    db
      .selectFrom('bidder_applications')
      .select([
        'id',
        sql<string>`'application'`.as('kind'),
        'contact_name as name',
        'email',
        'phone',
        'created_at',
        'company_name as preview',
        'person_id',
      ])
      .where(column, 'in', values)
      .execute(),
    db
      .selectFrom('upcoming_subscribers')
      .select([
        'id',
        sql<string>`'subscriber'`.as('kind'),
        nothing.as('name'),
        'email',
        nothing.as('phone'),
        'created_at',
        nothing.as('preview'),
        'person_id',
      ])
      .where(column, 'in', values)
      .execute(),
  ])
  return found.flat()
}

export function createPersonRepository(db: Db) {
  return {
    /**
     * Gives a lead just stored its person, in the transaction that stores it: the person of a lead with the same
     * e-mail, else of the same phone number, else a new one named after it.
     */
    async join(table: LeadTable, id: string, trx: Db = db): Promise<string> {
      const [lead] = await leadRows(trx, 'id', [id])
      if (!lead) throw new Error(`${table} ${id}: no such lead`)
      const email = emailKey(lead.email)
      const phone = phoneKey(lead.phone)
      const personOf = async (column: 'email_key' | 'phone_key', key: string | null) => {
        if (!key) return undefined
        for (const other of LEAD_TABLES) {
          const found = await trx
            .selectFrom(other)
            .select('person_id')
            .where(column, '=', key)
            .where('person_id', 'is not', null)
            .orderBy('created_at')
            .limit(1)
            .executeTakeFirst()
          if (found?.person_id) return found.person_id
        }
        return undefined
      }
      const person =
        (await personOf('email_key', email)) ??
        (await personOf('phone_key', phone)) ??
        (await this.create(lead.name.trim() || lead.email.trim(), lead.created_at, trx))
      await trx.updateTable(table).set({ person_id: person, email_key: email, phone_key: phone }).where('id', '=', id).execute()
      return person
    },

    async create(name: string, createdAt: string, trx: Db = db): Promise<string> {
      const id = newId()
      await trx.insertInto('persons').values({ id, display_name: name, created_at: createdAt }).execute()
      return id
    },

    find: (id: string) => db.selectFrom('persons').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The person a lead belongs to. */
    async personOf(leadId: string): Promise<string | undefined> {
      const [row] = await leadRows(db, 'id', [leadId])
      return row?.person_id ?? undefined
    },

    /** The persons of these leads, by lead. */
    async personsOf(leadIds: string[]): Promise<Map<string, string>> {
      if (leadIds.length === 0) return new Map()
      return new Map((await leadRows(db, 'id', leadIds)).flatMap((r) => (r.person_id ? [[r.id, r.person_id] as const] : [])))
    },

    /** For a page of the inbox: how many other leads of its person each lead has, among those `visible` keeps. */
    async otherLeadCounts(leadIds: string[], visible?: (ids: string[]) => Promise<Set<string>>): Promise<Map<string, number>> {
      const personOf = await this.personsOf(leadIds)
      const all = await this.leadsOf([...new Set(personOf.values())])
      const seen = visible && (await visible(all.map((l) => l.id)))
      const perPerson = new Map<string, number>()
      for (const l of all) if (!seen || seen.has(l.id)) perPerson.set(l.person_id!, (perPerson.get(l.person_id!) ?? 0) + 1)
      return new Map(leadIds.map((id) => [id, Math.max(0, (perPerson.get(personOf.get(id) ?? '') ?? 1) - 1)]))
    },

    /** Every lead of these persons, oldest first. */
    async leadsOf(personIds: string[], trx: Db = db): Promise<LeadRowWithPerson[]> {
      if (personIds.length === 0) return []
      return (await leadRows(trx, 'person_id', personIds)).sort(
        (a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
      )
    },

    /** The notes and changes staff made on these leads. */
    async notesOf(leadIds: string[]) {
      if (leadIds.length === 0) return []
      return db.selectFrom('lead_notes').selectAll().where('lead_id', 'in', leadIds).execute()
    },

    /** The mails the outbox queued about these leads. */
    async mailsOf(leadIds: string[]) {
      if (leadIds.length === 0) return []
      return db
        .selectFrom('mail_outbox')
        .select(['id', 'related_id', 'to_address', 'subject', 'created_at', 'sent_at', 'failed_at'])
        .where('related_id', 'in', leadIds)
        .execute()
    },

    /** The persons of the leads a search finds (name, e-mail, phone, message: the inbox's search), with their leads. */
    async search(q: string, limit: number) {
      const matching = leadsMatching(db, q)
      if (!matching) return []
      const ids = new Set((await leadRows(db, 'id', sql<string>`(${matching})`)).flatMap((r) => (r.person_id ? [r.person_id] : [])))
      const persons = ids.size
        ? await db
            .selectFrom('persons')
            .selectAll()
            .where('id', 'in', [...ids])
            .execute()
        : []
      return persons.slice(0, limit)
    },

    /** Moves leads of `from` (all of them, or those named) to `to`; the number moved. */
    async moveLeads(from: string, to: string, leadIds: string[] | undefined, trx: Db): Promise<number> {
      let moved = 0
      for (const table of LEAD_TABLES) {
        const result = await trx
          .updateTable(table)
          .set({ person_id: to })
          .where('person_id', '=', from)
          .$if(leadIds !== undefined, (q) => q.where('id', 'in', leadIds!))
          .executeTakeFirst()
        moved += Number(result.numUpdatedRows)
      }
      return moved
    },

    /**
     * Holds a person's row for the rest of the transaction (an update that changes nothing: a row lock on PostgreSQL,
     * SQLite writes one at a time); false when it is gone, e.g. merged away by someone else a moment ago.
     */
    async hold(id: string, trx: Db): Promise<boolean> {
      const result = await trx
        .updateTable('persons')
        .set({ display_name: sql`display_name` })
        .where('id', '=', id)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    async rename(id: string, name: string, trx: Db): Promise<void> {
      await trx.updateTable('persons').set({ display_name: name }).where('id', '=', id).execute()
    },

    /** The consents kept with these leads (docs/decisions/0125-consent-evidence.md) and the Get Notified confirmations. */
    async consentsOf(leadIds: string[]) {
      if (leadIds.length === 0) return { given: [], confirmed: [] }
      const columns = ['id', 'consent_at', 'consent_text', 'consent_page'] as const
      const [inquiries, applications, signUps] = await Promise.all([
        db.selectFrom('inquiries').select(columns).where('id', 'in', leadIds).where('consent_at', 'is not', null).execute(),
        db.selectFrom('bidder_applications').select(columns).where('id', 'in', leadIds).where('consent_at', 'is not', null).execute(),
        db
          .selectFrom('upcoming_subscribers')
          .select(['id', 'confirmed_at', 'email'])
          .where('id', 'in', leadIds)
          .where('confirmed_at', 'is not', null)
          .execute(),
      ])
      return {
        given: [...inquiries, ...applications].map((r) => ({ ...r, consent_at: r.consent_at! })),
        confirmed: signUps.map((r) => ({ ...r, confirmed_at: r.confirmed_at! })),
      }
    },

    async remove(id: string, trx: Db): Promise<void> {
      await trx.deleteFrom('persons').where('id', '=', id).execute()
    },
  }
}
