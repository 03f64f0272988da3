import { PostgresAdapter, sql, type ExpressionBuilder, type Insertable, type Kysely, type QueryCreator } from 'kysely'
import type { Database, InquiriesTable } from '#server/db/schema.ts'
import { leadsMatching } from './lead-search.ts'
import { agentListingIds } from '#server/listings/listing.repository.ts'
import { createAgentRepository } from '#server/people/people.repository.ts'
import type { StaffActor } from '#core/staff/permissions.ts'
import { VERSIONED_NOTE_KINDS, type LeadFilter, type LeadKind, type LeadStatus } from '#core/leads/lead-inbox.ts'
import { startOfBusinessDay } from '#core/business-time.ts'
import { leadSubjectName } from '#core/leads/lead-labels.ts'

type Db = Kysely<Database>

/**
 * An agent's part of the inbox: the leads about the listings of their agent card (docs/decisions/0090-staff-roles.md)
 * and the leads assigned to them (docs/decisions/0107-lead-bulk-actions-and-assignee.md).
 */
export interface LeadScope {
  agentId: string
  /** The card's e-mail, naming listings saved before agents had ids. */
  agentEmail?: string
  /** The staff user: leads assigned to them are theirs whatever they are about. */
  userId: string
}

/** Who works on leads: a role, an agent card, and the staff user's id (assignments). */
export type LeadActor = StaffActor & { id: string }

/** The leads an actor sees: an agent, those about the listings of their card or assigned to them; every other role, all (undefined). */
export async function leadScopeOf(db: Db, actor: LeadActor): Promise<LeadScope | undefined> {
  if (actor.role !== 'agent') return undefined
  // An agent without a card owns no listing: '' names none (leads assigned to them stay theirs).
  const agentId = actor.agentId ?? ''
  return { agentId, agentEmail: agentId ? await createAgentRepository(db).emailOf(agentId) : undefined, userId: actor.id }
}

/** The scope's rule on a table or query with `property_id` and `assigned_to` columns. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const inLeadScope = (db: Db, scope: LeadScope) => (eb: ExpressionBuilder<any, any>) =>
  eb.or([eb('property_id', 'in', agentListingIds(db, scope.agentId, scope.agentEmail)), eb('assigned_to', '=', scope.userId)])

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
  /** The staff user working on it (migration 0023), with their name on a page of the inbox. */
  assigned_to: string | null
  assignee_name?: string | null
  archived_at: string | null
  /** Where the lead is in the pipeline (migration 0028). */
  stage: string
  /** The newest status, assignee or archive change's id, on a page of the inbox. */
  status_version?: string | null
  /** Its first response by staff, and since when its owner has had it (migration 0030): the inbox's waiting time. */
  first_response_at?: string | null
  owner_since?: string | null
  /** The consent it gave (docs/decisions/0125-consent-evidence.md): the CSV export's columns. */
  consent_text?: string | null
  consent_version?: string | null
  consent_at?: string | null
  consent_page?: string | null
  consent_ip?: string | null
  consent_lang?: string | null
}

/**
 * What counts as answering a lead (docs/decisions/0123-first-response-timer.md): a staff member's note, status change
 * or stage change. Assigning or archiving is not; the reply button opens the staff member's own mail program, which
 * the system does not see.
 */
const RESPONSE_NOTE_KINDS: readonly string[] = ['note', 'status', 'stage']

/** The three tables leads live in. */
export const LEAD_TABLES = ['inquiries', 'bidder_applications', 'upcoming_subscribers'] as const
export type LeadTable = (typeof LEAD_TABLES)[number]

const nothing = sql<string | null>`cast(null as text)`

// Applications keep their own four statuses; the inbox's filters see them as the three lead statuses.
const applicationLeadStatus = sql<string>`case a.status when 'under-review' then 'in-progress' when 'approved' then 'closed' when 'declined' then 'closed' else 'new' end`

/**
 * The three tables of leads, each read in the inbox's common shape (the listing's title is added to the page
 * only: `pageOf`), with the kinds of lead it holds.
 */
function leadSources(db: Db) {
  const inquiries = db
    .selectFrom('inquiries as i')
    .select([
      'i.id as id',
      'i.kind as kind',
      'i.name as name',
      'i.email as email',
      'i.phone as phone',
      'i.property_id as property_id',
      'i.created_at as created_at',
      'i.status as status',
      nothing.as('application_status'),
      'i.message as preview',
      'i.offensive_language as offensive_language',
      'i.assigned_to as assigned_to',
      'i.archived_at as archived_at',
      'i.stage as stage',
      'i.first_response_at as first_response_at',
      'i.owner_since as owner_since',
      'i.consent_text as consent_text',
      'i.consent_version as consent_version',
      'i.consent_at as consent_at',
      'i.consent_page as consent_page',
      'i.consent_ip as consent_ip',
      'i.consent_lang as consent_lang',
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
      'a.created_at as created_at',
      applicationLeadStatus.as('status'),
      'a.status as application_status',
      'a.company_name as preview',
      'a.offensive_language as offensive_language',
      'a.assigned_to as assigned_to',
      'a.archived_at as archived_at',
      'a.stage as stage',
      'a.first_response_at as first_response_at',
      'a.owner_since as owner_since',
      'a.consent_text as consent_text',
      'a.consent_version as consent_version',
      'a.consent_at as consent_at',
      'a.consent_page as consent_page',
      'a.consent_ip as consent_ip',
      'a.consent_lang as consent_lang',
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
      's.created_at as created_at',
      's.status as status',
      nothing.as('application_status'),
      sql<string>`''`.as('preview'),
      sql<number>`0`.as('offensive_language'),
      's.assigned_to as assigned_to',
      's.archived_at as archived_at',
      's.stage as stage',
      's.first_response_at as first_response_at',
      's.owner_since as owner_since',
      nothing.as('consent_text'),
      nothing.as('consent_version'),
      nothing.as('consent_at'),
      nothing.as('consent_page'),
      nothing.as('consent_ip'),
      nothing.as('consent_lang'),
    ])
  return [
    { holds: (kind: LeadKind) => kind !== 'application' && kind !== 'subscriber', query: inquiries },
    { holds: (kind: LeadKind) => kind === 'application', query: applications },
    { holds: (kind: LeadKind) => kind === 'subscriber', query: subscribers },
  ]
}

/**
 * How a search's matches filter each table: read from the statement's `lead_matches` (`scoped`), joined to them
 * (PostgreSQL's planner then knows how many there are), or by the search itself where the table is filtered.
 */
type SearchShape = 'matches' | 'joined' | 'in-place'

/**
 * Each table's leads that pass the filter, as a query of its own, so every filter and the order use that table's
 * indexes (a filter over the union of the three reads every lead).
 */
function filteredSources(db: Db, filter: LeadFilter, scope?: LeadScope, shape: SearchShape = 'matches') {
  const matching = searchOf(db, filter)
  return leadSources(db)
    .filter((source) => !filter.kind || source.holds(filter.kind))
    .map((source) => {
      const leads = source.query.as('leads')
      // Each lead has one search row (lead_id is unique), so the join adds no row.
      const joined = sql`(select l.* from ${source.query} as l join lead_matches as m on m.lead_id = l.id)`.as('leads')
      let q = db.selectFrom(matching && shape === 'joined' ? (joined as unknown as typeof leads) : leads).selectAll()
      if (matching && shape !== 'joined')
        q = q.where('id', 'in', shape === 'in-place' ? sql<string>`(${matching})` : sql<string>`(select lead_id from lead_matches)`)
      // An agent's own leads: those about their listings (docs/decisions/0090-staff-roles.md) and those assigned to them.
      if (scope) q = q.where(inLeadScope(db, scope))
      // Archived leads are left out unless asked for (docs/decisions/0107-lead-bulk-actions-and-assignee.md).
      if (filter.archived === 'only') q = q.where('archived_at', 'is not', null)
      else if (filter.archived !== 'all') q = q.where('archived_at', 'is', null)
      if (filter.assignee === 'none') q = q.where('assigned_to', 'is', null)
      else if (filter.assignee) q = q.where('assigned_to', '=', filter.assignee)
      if (filter.kind) q = q.where('kind', '=', filter.kind)
      if (filter.status) q = q.where('status', '=', filter.status)
      if (filter.stage) q = q.where('stage', '=', filter.stage)
      if (filter.propertyId) q = q.where('property_id', '=', filter.propertyId)
      if (filter.from) q = q.where('created_at', '>=', startOfBusinessDay(filter.from))
      if (filter.to) q = q.where('created_at', '<', startOfBusinessDay(nextDay(filter.to)))
      return q
    })
}

type LeadQuery = ReturnType<typeof filteredSources>[number]

const searchOf = (db: Db, filter: LeadFilter) => (filter.q?.trim() ? leadsMatching(db, filter.q.trim()) : undefined)

const onPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

/** Where a statement over filtered sources starts: with the search's matches as `lead_matches`, worked out once for the statement. */
function scoped(db: Db, filter: LeadFilter): QueryCreator<Database> {
  const matching = searchOf(db, filter)
  if (!matching) return db
  const matches = db.with(
    (cte) => cte('lead_matches').materialized(),
    (qc) => qc.selectFrom(sql`(${matching})`.as('m')).select(sql<string>`m.lead_id`.as('lead_id')),
  )
  return matches as unknown as QueryCreator<Database>
}

const newestFirst = (q: LeadQuery) => q.orderBy('created_at', 'desc').orderBy('id', 'desc')

/** Newest first, `limit` leads from `offset`: each table gives its newest offset + limit, and the union is cut from those. */
function pageOf(db: Db, filter: LeadFilter, sources: LeadQuery[], limit: number, offset: number) {
  const heads = sources.map((q, k) =>
    db
      .selectFrom(
        newestFirst(q)
          .limit(offset + limit)
          .as(`head${k}`),
      )
      .selectAll(),
  )
  const union = heads.slice(1).reduce((all, head) => all.unionAll(head), heads[0])
  return (
    scoped(db, filter)
      .selectFrom(union.as('leads'))
      .leftJoin('properties as p', 'p.id', 'leads.property_id')
      .leftJoin('admin_users as u', 'u.id', 'leads.assigned_to')
      .selectAll('leads')
      .select(sql<string | null>`p.title`.as('property_title'))
      .select(sql<string | null>`coalesce(nullif(u.display_name, ''), u.username)`.as('assignee_name'))
      // The lead's status version (its newest status, assignee or archive change), for the inbox's bulk actions.
      .select((eb) =>
        eb
          .selectFrom('lead_notes as n')
          .select('n.id')
          .whereRef('n.lead_id', '=', 'leads.id')
          .where('n.kind', 'in', VERSIONED_NOTE_KINDS)
          .orderBy('n.created_at', 'desc')
          .orderBy('n.id', 'desc')
          .limit(1)
          .as('status_version'),
      )
      .orderBy('leads.created_at', 'desc')
      .orderBy('leads.id', 'desc')
      .limit(limit)
      .offset(offset)
  )
}

/**
 * A search's page on SQLite (docs/decisions/0174-lead-search-at-scale.md): the leads it finds are read once, by the
 * search index and each lead's key, for both their number and the page's keys (a common name finds thousands, and
 * reading each of them again for a per-table count and a per-table page, each whole row sorted, cost three to four
 * times as much); only the page's leads are then read whole, by their ids.
 */
async function sqliteSearchPage(db: Db, filter: LeadFilter, sources: LeadQuery[], limit: number, offset: number, scope?: LeadScope) {
  const keys = sources.map((q) => db.selectFrom(q.as('found')).select(['found.id', 'found.created_at']))
  const hits = keys.slice(1).reduce((all, k) => all.unionAll(k), keys[0])
  const { rows: page } = await sql<{ total: number | string; id: string | null }>`
    with lead_matches as materialized (select m.lead_id from (${searchOf(db, filter)}) as m),
      hits as materialized (select * from ${hits} as h)
    select t.total, p.id from (select count(*) as total from hits) as t
    left join (select id, created_at from hits order by created_at desc, id desc limit ${limit} offset ${offset}) as p on 1 = 1
    order by p.created_at desc, p.id desc`.execute(db)
  const total = Number(page[0]?.total ?? 0)
  const ids = page.flatMap((r) => (r.id === null ? [] : [r.id]))
  if (ids.length === 0) return { rows: [], total }
  const { q: _search, ...rest } = filter
  const whole = filteredSources(db, rest, scope).map((q) => q.where('id', 'in', ids))
  const rows = (await pageOf(db, rest, whole, ids.length, 0).execute()) as LeadRow[]
  return { rows, total }
}

/**
 * How many leads pass the filter: a search alone (archived leads included) by the search index, anything else by
 * each table's rows (on PostgreSQL with the search read where each table is filtered, so its planner sees how many
 * it finds).
 */
async function countOf(db: Db, filter: LeadFilter, scope?: LeadScope): Promise<number> {
  const { q, archived, ...others } = filter
  const searchCount =
    q && !scope && archived === 'all' && Object.values(others).every((v) => v === undefined) ? leadsMatching(db, q, 'count') : undefined
  const counts = searchCount
    ? (await sql<{ n: number }>`select (${searchCount}) as n`.execute(db)).rows
    : await Promise.all(
        filteredSources(db, filter, scope, onPostgres(db) ? 'in-place' : 'matches').map((source) =>
          (onPostgres(db) ? db : scoped(db, filter))
            .selectFrom(source.as('leads'))
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        ),
      )
  return counts.reduce((sum, c) => sum + Number(c.n), 0)
}

/** From this many leads found, PostgreSQL may walk each table's newest leads until the page is full. */
export const DENSE_MATCHES = 2000

/**
 * A search's page on PostgreSQL (docs/decisions/0174-lead-search-at-scale.md), counted first: when it finds many
 * leads, each table's newest are walked and checked against the search (a name one lead in sixteen holds fills a
 * page within a few hundred); when it finds few, they are read first and joined to each table, so its planner also
 * sees how many there are and can start from another filter's index (a surname with a kind and a status). Left to
 * itself it walked every lead for a phone number it had guessed common.
 */
async function postgresSearchPage(db: Db, filter: LeadFilter, limit: number, offset: number, scope?: LeadScope) {
  const total = await countOf(db, filter, scope)
  if (total <= offset) return { rows: [], total }
  const dense = total >= DENSE_MATCHES
  const sources = filteredSources(db, filter, scope, dense ? 'in-place' : 'joined')
  const { q: _search, ...rest } = filter
  const rows = (await pageOf(db, dense ? rest : filter, sources, limit, offset).execute()) as LeadRow[]
  return { rows, total }
}

export function createLeadRepository(db: Db) {
  return {
    /** Stores a visitor's inquiry (any form but the bidder application and Get Notified). */
    async insertInquiry(row: Insertable<InquiriesTable>, trx: Db = db): Promise<void> {
      await trx.insertInto('inquiries').values(row).execute()
    },

    /** How many sign-ins each of these open houses has (leads archived or not). */
    async signInCounts(openHouseIds: string[]): Promise<Map<string, number>> {
      if (openHouseIds.length === 0) return new Map()
      const rows = await db
        .selectFrom('inquiries')
        .select(['open_house_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('open_house_id', 'in', openHouseIds)
        .groupBy('open_house_id')
        .execute()
      return new Map(rows.map((r) => [r.open_house_id!, Number(r.n)]))
    },

    async list(filter: LeadFilter, limit: number, offset: number, scope?: LeadScope): Promise<{ rows: LeadRow[]; total: number }> {
      const sources = filteredSources(db, filter, scope)
      if (sources.length === 0) return { rows: [], total: 0 }
      if (searchOf(db, filter))
        return onPostgres(db)
          ? postgresSearchPage(db, filter, limit, offset, scope)
          : sqliteSearchPage(db, filter, sources, limit, offset, scope)
      const [rows, total] = await Promise.all([pageOf(db, filter, sources, limit, offset).execute(), countOf(db, filter, scope)])
      return { rows: rows as LeadRow[], total }
    },

    /**
     * Every lead that passes the filter, newest first, a page at a time (each page starts after the last lead of
     * the one before), so an export of any size holds one page in memory.
     */
    async *each(filter: LeadFilter, scope?: LeadScope, pageSize = 1000): AsyncGenerator<LeadRow> {
      let after: { created_at: string; id: string } | undefined
      for (;;) {
        const sources = filteredSources(db, filter, scope).map((q) =>
          // The first term alone is an index range on both databases; the second keeps the order's ties apart.
          after
            ? q
                .where('created_at', '<=', after.created_at)
                .where((eb) => eb.or([eb('created_at', '<', after!.created_at), eb('id', '<', after!.id)]))
            : q,
        )
        if (sources.length === 0) return
        const rows = (await pageOf(db, filter, sources, pageSize, 0).execute()) as LeadRow[]
        yield* rows
        if (rows.length < pageSize) return
        after = rows[rows.length - 1]
      }
    },

    async newCounts(scope?: LeadScope): Promise<Partial<Record<LeadKind, number>>> {
      const counts = await Promise.all(
        filteredSources(db, { status: 'new' satisfies LeadStatus }, scope).map((q) =>
          db
            .selectFrom(q.as('leads'))
            .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
            .groupBy('kind')
            .execute(),
        ),
      )
      return Object.fromEntries(counts.flat().map((r) => [r.kind, Number(r.n)]))
    },

    /** Listings that have leads, with how many (the inbox's property filter). */
    async propertiesWithLeads(scope?: LeadScope) {
      return db
        .selectFrom('inquiries as i')
        .innerJoin('properties as p', 'p.id', 'i.property_id')
        .$if(scope !== undefined, (qb) =>
          qb.where((eb) =>
            eb.or([eb('p.id', 'in', agentListingIds(db, scope!.agentId, scope!.agentEmail)), eb('i.assigned_to', '=', scope!.userId)]),
          ),
        )
        .select(['p.id', 'p.title', 'p.address', (eb) => eb.fn.countAll<number>().as('leads')])
        .groupBy(['p.id', 'p.title', 'p.address'])
        .orderBy('p.title')
        .execute()
    },

    /** Whether a lead is in an agent's part of the inbox. */
    async inScope(id: string, scope: LeadScope): Promise<boolean> {
      return (await this.inScopeOf([id], scope)).has(id)
    },

    /** Which of these leads are in an agent's part of the inbox. */
    async inScopeOf(ids: string[], scope: LeadScope): Promise<Set<string>> {
      if (ids.length === 0) return new Set()
      const found = await Promise.all(
        leadSources(db).map((s) => {
          const q = db.selectFrom(s.query.as('leads')).selectAll()
          return q.where('id', 'in', ids).where(inLeadScope(db, scope)).execute()
        }),
      )
      return new Set(found.flat().map((r) => (r as LeadRow).id))
    },

    /** These leads' names as the activity log shows them (`leadSubjectName`); a missing id is left out. */
    async subjectNames(ids: string[]): Promise<Map<string, string>> {
      const names = new Map<string, string>()
      if (ids.length === 0) return names
      for (const s of leadSources(db)) {
        const rows = (await db.selectFrom(s.query.as('leads')).selectAll().where('id', 'in', ids).execute()) as LeadRow[]
        for (const r of rows) names.set(r.id, leadSubjectName(r))
      }
      return names
    },

    /**
     * The leads nobody has answered yet, longest waiting first (docs/decisions/0123-first-response-timer.md): new, in
     * the New stage, not archived, without a first response; Get Notified sign-ups are not waiting for anyone.
     */
    async unanswered(limit: number, scope?: LeadScope): Promise<LeadRow[]> {
      const heads = leadSources(db)
        .filter((source) => !source.holds('subscriber'))
        .map((source, k) => {
          let q = db
            .selectFrom(source.query.as('leads'))
            .selectAll()
            .where('first_response_at', 'is', null)
            .where('archived_at', 'is', null)
            .where('status', '=', 'new')
            .where('stage', '=', 'new')
          if (scope) q = q.where(inLeadScope(db, scope))
          return db.selectFrom(q.orderBy('created_at').orderBy('id').limit(limit).as(`head${k}`)).selectAll()
        })
      const union = heads.slice(1).reduce((all, head) => all.unionAll(head), heads[0])
      return (await db
        .selectFrom(union.as('leads'))
        .leftJoin('admin_users as u', 'u.id', 'leads.assigned_to')
        .selectAll('leads')
        .select(sql<string | null>`coalesce(nullif(u.display_name, ''), u.username)`.as('assignee_name'))
        .orderBy('leads.created_at')
        .orderBy('leads.id')
        .limit(limit)
        .execute()) as LeadRow[]
    },

    /** Where each of these leads is kept, with its assignee and archive state; a missing id is left out. */
    async states(ids: string[]): Promise<Map<string, { table: LeadTable; assigned_to: string | null; archived_at: string | null }>> {
      const found = new Map<string, { table: LeadTable; assigned_to: string | null; archived_at: string | null }>()
      if (ids.length === 0) return found
      for (const table of LEAD_TABLES) {
        const rows = await db.selectFrom(table).select(['id', 'assigned_to', 'archived_at']).where('id', 'in', ids).execute()
        for (const r of rows) found.set(r.id, { table, assigned_to: r.assigned_to, archived_at: r.archived_at })
      }
      return found
    },

    async setAssignee(table: LeadTable, id: string, userId: string | null, trx: Db = db): Promise<boolean> {
      const r = await trx
        .updateTable(table)
        // A new owner's first-response timer starts now (docs/decisions/0123-first-response-timer.md).
        .set({ assigned_to: userId, owner_since: userId === null ? null : new Date().toISOString(), reminded_at: null })
        .where('id', '=', id)
        .where((eb) =>
          userId === null ? eb('assigned_to', 'is not', null) : eb.or([eb('assigned_to', 'is', null), eb('assigned_to', '<>', userId)]),
        )
        .executeTakeFirst()
      return Number(r.numUpdatedRows) > 0
    },

    async setStage(table: LeadTable, id: string, stage: string, trx: Db = db): Promise<boolean> {
      const r = await trx.updateTable(table).set({ stage }).where('id', '=', id).where('stage', '<>', stage).executeTakeFirst()
      return Number(r.numUpdatedRows) > 0
    },

    async setArchived(table: LeadTable, id: string, at: string | null, trx: Db = db): Promise<boolean> {
      const r = await trx
        .updateTable(table)
        .set({ archived_at: at })
        .where('id', '=', id)
        .where('archived_at', at === null ? 'is not' : 'is', null)
        .executeTakeFirst()
      return Number(r.numUpdatedRows) > 0
    },

    /** Staff users leads can be assigned to: everyone who can still sign in, by name. */
    assignees: () =>
      db
        .selectFrom('admin_users')
        .select(['id', sql<string>`coalesce(nullif(display_name, ''), username)`.as('name')])
        .where('disabled_at', 'is', null)
        .execute(),
    /** A staff user's name as the inbox shows it; undefined for none or a user who is gone. */
    async staffName(id: string | null): Promise<string | undefined> {
      if (!id) return undefined
      const row = await db
        .selectFrom('admin_users')
        .select(sql<string>`coalesce(nullif(display_name, ''), username)`.as('name'))
        .where('id', '=', id)
        .executeTakeFirst()
      return row?.name
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
        .where('kind', 'in', VERSIONED_NOTE_KINDS)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()
      return row?.id
    },
    /** Adds a line to a lead's history; a staff member's note, status or stage change is its first response when it has none. */
    async addNote(note: Database['lead_notes'], trx: Db = db): Promise<void> {
      await trx.insertInto('lead_notes').values(note).execute()
      if (!note.author_id || !RESPONSE_NOTE_KINDS.includes(note.kind)) return
      for (const table of LEAD_TABLES)
        await trx
          .updateTable(table)
          .set({ first_response_at: note.created_at, first_response_by: note.author_id })
          .where('id', '=', note.lead_id)
          .where('first_response_at', 'is', null)
          .execute()
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
      const text = q?.trim()
      const matching = text ? leadsMatching(db, text) : undefined
      const base = db
        .selectFrom('upcoming_subscribers')
        .$if(matching !== undefined, (qb) => qb.where('id', 'in', sql<string>`(${matching})`))
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

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
