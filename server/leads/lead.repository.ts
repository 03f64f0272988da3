import { sql, type Insertable, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { Database, InquiriesTable } from '#server/db/schema.ts'
import { BUSINESS_TIME_ZONE, type LeadFilter, type LeadKind, type LeadStatus } from '#core/leads/lead-inbox.ts'

type Db = Kysely<Database>

/** One row of the inbox: an inquiry, an application or a Get Notified sign-up in a common shape. */
export interface LeadRow {
  id: string
  kind: string
  name: string
  email: string
  phone: string
  property_id: string | null
  property_title: string | null
  created_at: string
  status: string
  application_status: string | null
  preview: string
  /** 1 when the lead's message may contain offensive language (server/leads/offensive-language.ts). */
  offensive_language: number
}

const nothing = sql<string | null>`cast(null as text)`

// Applications keep their own four statuses; the inbox's filters see them as the three lead statuses.
const applicationLeadStatus = sql<string>`case a.status when 'under-review' then 'in-progress' when 'approved' then 'closed' when 'declined' then 'closed' else 'new' end`

/** Digits only, in SQL the same on SQLite and PostgreSQL, for phone search. */
const digitsOf = (column: string) =>
  sql<string>`replace(replace(replace(replace(replace(replace(${sql.ref(column)}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')`

function unionOfLeads(db: Db) {
  const inquiries = db
    .selectFrom('inquiries as i')
    .leftJoin('properties as p', 'p.id', 'i.property_id')
    .select([
      'i.id as id',
      'i.kind as kind',
      'i.name as name',
      'i.email as email',
      'i.phone as phone',
      'i.property_id as property_id',
      'p.title as property_title',
      'i.created_at as created_at',
      'i.status as status',
      nothing.as('application_status'),
      'i.message as preview',
      'i.offensive_language as offensive_language',
    ])
  const applications = db
    .selectFrom('bidder_applications as a')
    .select([
      'a.id as id',
      sql<string>`'application'`.as('kind'),
      'a.contact_name as name',
      'a.email as email',
      'a.phone as phone',
      nothing.as('property_id'),
      nothing.as('property_title'),
      'a.created_at as created_at',
      applicationLeadStatus.as('status'),
      'a.status as application_status',
      'a.company_name as preview',
      'a.offensive_language as offensive_language',
    ])
  const subscribers = db
    .selectFrom('upcoming_subscribers as s')
    .select([
      's.id as id',
      sql<string>`'subscriber'`.as('kind'),
      sql<string>`''`.as('name'),
      's.email as email',
      sql<string>`''`.as('phone'),
      nothing.as('property_id'),
      nothing.as('property_title'),
      's.created_at as created_at',
      's.status as status',
      nothing.as('application_status'),
      sql<string>`''`.as('preview'),
      sql<number>`0`.as('offensive_language'),
    ])
  return db.selectFrom(inquiries.unionAll(applications).unionAll(subscribers).as('leads'))
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function applyFilter<Q extends SelectQueryBuilder<any, any, any>>(query: Q, filter: LeadFilter): Q {
  let q = query
  if (filter.kind) q = q.where('kind', '=', filter.kind) as Q
  if (filter.status) q = q.where('status', '=', filter.status) as Q
  if (filter.propertyId) q = q.where('property_id', '=', filter.propertyId) as Q
  if (filter.from) q = q.where('created_at', '>=', startOfDay(filter.from)) as Q
  if (filter.to) q = q.where('created_at', '<', startOfDay(nextDay(filter.to))) as Q
  const text = filter.q?.trim().toLowerCase()
  if (text) {
    const like = `%${escapeLike(text)}%`
    const digits = text.replace(/\D/g, '')
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(email)`, 'like', sql`${like} escape '\\'`),
        eb(sql`lower(preview)`, 'like', sql`${like} escape '\\'`),
        ...(digits.length >= 3 ? [eb(digitsOf('phone'), 'like', `%${digits}%`)] : []),
      ]),
    ) as Q
  }
  return q
}

export function createLeadRepository(db: Db) {
  return {
    /** Stores a visitor's inquiry (any form but the bidder application and Get Notified). */
    async insertInquiry(row: Insertable<InquiriesTable>, trx: Db = db): Promise<void> {
      await trx.insertInto('inquiries').values(row).execute()
    },

    async list(filter: LeadFilter, limit: number, offset: number): Promise<{ rows: LeadRow[]; total: number }> {
      const base = applyFilter(unionOfLeads(db), filter)
      const [rows, count] = await Promise.all([
        base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return { rows: rows as LeadRow[], total: Number(count.n) }
    },

    async newCounts(): Promise<Partial<Record<LeadKind, number>>> {
      const rows = await unionOfLeads(db)
        .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
        .where('status', '=', 'new' satisfies LeadStatus)
        .groupBy('kind')
        .execute()
      return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]))
    },

    /** Listings that have leads, with how many (the inbox's property filter). */
    async propertiesWithLeads() {
      return db
        .selectFrom('inquiries as i')
        .innerJoin('properties as p', 'p.id', 'i.property_id')
        .select(['p.id', 'p.title', 'p.address', (eb) => eb.fn.countAll<number>().as('leads')])
        .groupBy(['p.id', 'p.title', 'p.address'])
        .orderBy('p.title')
        .execute()
    },

    findInquiry: (id: string) => db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirst(),
    findApplication: (id: string) => db.selectFrom('bidder_applications').selectAll().where('id', '=', id).executeTakeFirst(),
    findSubscriber: (id: string) => db.selectFrom('upcoming_subscribers').selectAll().where('id', '=', id).executeTakeFirst(),
    applicationFiles: (applicationId: string) =>
      db
        .selectFrom('bidder_application_files')
        .selectAll()
        .where('application_id', '=', applicationId)
        .orderBy('field')
        .orderBy('original_name')
        .execute(),
    findApplicationFile: (applicationId: string, fileId: string) =>
      db
        .selectFrom('bidder_application_files')
        .selectAll()
        .where('application_id', '=', applicationId)
        .where('id', '=', fileId)
        .executeTakeFirst(),
    findProperty: (id: string) =>
      db.selectFrom('properties').select(['id', 'title', 'address', 'city']).where('id', '=', id).executeTakeFirst(),

    notes: (leadId: string) =>
      db.selectFrom('lead_notes').selectAll().where('lead_id', '=', leadId).orderBy('created_at').orderBy('id').execute(),
    /** The id of a lead's newest status change: its status version. */
    async lastStatusChange(leadId: string, trx: Db = db): Promise<string | undefined> {
      const row = await trx
        .selectFrom('lead_notes')
        .select('id')
        .where('lead_id', '=', leadId)
        .where('kind', '=', 'status')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
      return row?.id
    },
    async addNote(note: Database['lead_notes'], trx: Db = db): Promise<void> {
      await trx.insertInto('lead_notes').values(note).execute()
    },

    async setInquiryStatus(id: string, status: string, trx: Db = db): Promise<boolean> {
      const r = await trx.updateTable('inquiries').set({ status }).where('id', '=', id).where('status', '<>', status).executeTakeFirst()
      return Number(r.numUpdatedRows) > 0
    },
    async setSubscriberStatus(id: string, status: string, trx: Db = db): Promise<boolean> {
      const r = await trx
        .updateTable('upcoming_subscribers')
        .set({ status })
        .where('id', '=', id)
        .where('status', '<>', status)
        .executeTakeFirst()
      return Number(r.numUpdatedRows) > 0
    },
    async setApplicationStatus(id: string, status: string, trx: Db = db): Promise<boolean> {
      const r = await trx
        .updateTable('bidder_applications')
        .set({ status, status_changed_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('status', '<>', status)
        .executeTakeFirst()
      return Number(r.numUpdatedRows) > 0
    },

    async listSubscribers(q: string | undefined, limit: number, offset: number) {
      const text = q?.trim().toLowerCase()
      const base = db
        .selectFrom('upcoming_subscribers')
        .$if(Boolean(text), (qb) => qb.where(sql`lower(email)`, 'like', sql`${`%${escapeLike(text!)}%`} escape '\\'`))
      const [rows, count] = await Promise.all([
        base
          .select(['id', 'email', 'created_at', 'confirmed_at', 'status'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return { rows, total: Number(count.n) }
    },
    /** Removes a sign-up (staff's unsubscribe) with its notes; false when it was gone already. */
    async deleteSubscriber(id: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const r = await trx.deleteFrom('upcoming_subscribers').where('id', '=', id).executeTakeFirst()
        await trx.deleteFrom('lead_notes').where('lead_id', '=', id).execute()
        return Number(r.numDeletedRows) > 0
      })
    },
  }
}

/** The UTC instant a calendar day begins in the business's time zone, as stored timestamps are written. */
export function startOfDay(date: string, timeZone = BUSINESS_TIME_ZONE): string {
  const [y, m, d] = date.split('-').map(Number)
  const guess = Date.UTC(y, m - 1, d)
  let instant = guess - offsetMs(guess, timeZone)
  // Near a daylight-saving change the offset at the guess can differ from the one at the day's start.
  instant = guess - offsetMs(instant, timeZone)
  return new Date(instant).toISOString()
}

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

function offsetMs(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  const local = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second)
  return local - Math.floor(instant / 1000) * 1000
}
