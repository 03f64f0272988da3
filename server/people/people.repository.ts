import type { Kysely, Selectable } from 'kysely'
import type { Database } from '#server/db/schema.ts'
import type { Agent, Partner, StaffAgent, StaffPartner, TeamMember } from '#core/people/people.ts'
import { ChangedSinceError, nextChangeTime } from '#server/plugins/if-match.ts'

type Db = Kysely<Database>
const now = () => new Date().toISOString()

// Agents, partners and team members: small tables read in display order.

export function createAgentRepository(db: Db) {
  return {
    async listActive(): Promise<Agent[]> {
      const rows = await db.selectFrom('agents').selectAll().where('is_active', '=', 1).orderBy('position').orderBy('name').execute()
      return rows.map(toAgent)
    },
    /** The e-mail address of an agent (active or not), which listings carry in their agent section. */
    async emailOf(id: string): Promise<string | undefined> {
      return (await db.selectFrom('agents').select('email').where('id', '=', id).executeTakeFirst())?.email
    },
    async insert(a: Agent, position: number, trx: Db = db): Promise<void> {
      const t = now()
      await trx
        .insertInto('agents')
        .values({
          id: a._id,
          name: a.name,
          title: a.title,
          bio: a.bio,
          title_es: a.titleEs ?? '',
          bio_es: a.bioEs ?? '',
          phone: a.phone,
          email: a.email,
          photo: a.photo,
          is_active: a.isActive ? 1 : 0,
          position,
          created_at: t,
          updated_at: t,
        })
        .execute()
    },
  }
}

export function createPartnerRepository(db: Db) {
  return {
    async list(): Promise<Partner[]> {
      return (await partnerRows(db)).map(toPublicPartner)
    },
    async insert(p: Partner, position: number, trx: Db = db): Promise<void> {
      const t = now()
      await trx
        .insertInto('partners')
        .values({
          id: p._id,
          title: p.title,
          description: p.description,
          description_es: p.descriptionEs ?? '',
          logo: p.logo,
          phone: p.phone,
          email: p.email,
          website: p.website,
          position,
          created_at: t,
          updated_at: t,
        })
        .execute()
    },
  }
}

export function createTeamRepository(db: Db) {
  return {
    async list(trx: Db = db): Promise<TeamMember[]> {
      const rows = await trx.selectFrom('team_members').selectAll().orderBy('position').execute()
      return rows.map((r) => ({
        _id: r.id,
        name: r.name,
        title: r.title,
        bio: r.bio,
        titleEs: r.title_es,
        bioEs: r.bio_es,
        email: r.email,
        phone: r.phone,
        photo: r.photo,
        linkedin: r.linkedin,
        specialties: JSON.parse(r.specialties) as string[],
        specialtiesEs: JSON.parse(r.specialties_es) as Record<string, string>,
      }))
    },
    /** Replaces the whole team in the given order (the content manager saves the team as one list). */
    async replaceAll(members: TeamMember[], trx: Db = db): Promise<void> {
      await trx.deleteFrom('team_members').execute()
      for (const [position, m] of members.entries()) await this.insert(m, position, trx)
    },
    async lastUpdatedAt(trx: Db = db): Promise<string | undefined> {
      const row = await trx
        .selectFrom('team_members')
        .select((eb) => eb.fn.max('updated_at').as('at'))
        .executeTakeFirst()
      return row?.at ?? undefined
    },
    async insert(m: TeamMember, position: number, trx: Db = db): Promise<void> {
      await trx
        .insertInto('team_members')
        .values({
          id: m._id,
          name: m.name,
          title: m.title,
          bio: m.bio,
          title_es: m.titleEs ?? '',
          bio_es: m.bioEs ?? '',
          email: m.email,
          phone: m.phone,
          photo: m.photo,
          linkedin: m.linkedin,
          specialties: JSON.stringify(m.specialties),
          specialties_es: JSON.stringify(m.specialtiesEs ?? {}),
          position,
          updated_at: now(),
        })
        .execute()
    },
  }
}

// Staff edits. Every write moves the catalog version through
// the tables' triggers (migration 0003), so public pages show it at once.

type Row<T extends 'agents' | 'partners'> = Database[T]
const toAgent = (r: Selectable<Row<'agents'>>): Agent => ({
  _id: r.id,
  name: r.name,
  title: r.title,
  bio: r.bio,
  titleEs: r.title_es,
  bioEs: r.bio_es,
  phone: r.phone,
  email: r.email,
  photo: r.photo,
  isActive: r.is_active === 1,
})
const toStaffAgent = (r: Selectable<Row<'agents'>>): StaffAgent => ({ ...toAgent(r), updatedAt: r.updated_at })
const partnerRows = (db: Db) => db.selectFrom('partners').selectAll().orderBy('position').orderBy('title').execute()
const toPublicPartner = (r: Selectable<Row<'partners'>>): Partner => ({
  _id: r.id,
  title: r.title,
  description: r.description,
  descriptionEs: r.description_es,
  logo: r.logo,
  phone: r.phone,
  email: r.email,
  website: r.website,
})
const toPartner = (r: Selectable<Row<'partners'>>): StaffPartner => ({ ...toPublicPartner(r), updatedAt: r.updated_at })

/**
 * Sets each listed row's position to its place in `ids`; ids not in the table are ignored. The order is not part of
 * a person's version (their change time): a reorder does not make an open edit form out of date.
 */
async function reorder(trx: Db, table: 'agents' | 'partners', ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await trx.updateTable(table).set({ position }).where('id', '=', id).execute()
  }
}

async function nextPosition(db: Db, table: 'agents' | 'partners'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('p'))
    .executeTakeFirst()
  return row?.p === null || row?.p === undefined ? 0 : Number(row.p) + 1
}

type PeopleTable = 'agents' | 'partners'

/**
 * Changes one agent's or partner's row, giving it a new change time (its version); false when there is no such row.
 * With `expected` (the change time the form started from), a row changed since throws ChangedSinceError.
 */
async function updateRow(trx: Db, table: PeopleTable, id: string, values: Record<string, unknown>, expected?: string): Promise<boolean> {
  const row = await trx.selectFrom(table).select('updated_at').where('id', '=', id).executeTakeFirst()
  if (!row) return false
  if (expected !== undefined && expected !== row.updated_at) throw new ChangedSinceError(row.updated_at)
  const r = await trx
    .updateTable(table)
    .set({ ...values, updated_at: nextChangeTime(row.updated_at) })
    .where('id', '=', id)
    .$if(expected !== undefined, (q) => q.where('updated_at', '=', expected!))
    .executeTakeFirst()
  if (Number(r.numUpdatedRows) > 0) return true
  // Saved by someone else between the read and the write.
  const now = await trx.selectFrom(table).select('updated_at').where('id', '=', id).executeTakeFirst()
  if (now && expected !== undefined) throw new ChangedSinceError(now.updated_at)
  return false
}

async function deleteRow(db: Db, table: PeopleTable, id: string): Promise<boolean> {
  const r = await db.deleteFrom(table).where('id', '=', id).executeTakeFirst()
  return Number(r.numDeletedRows) > 0
}

/** What staff do alike to agents and partners: find one, add one after the others, delete one, set the order. */
function staffRows<Stored extends { _id: string }, Staff>(
  db: Db,
  table: PeopleTable,
  read: (row: never) => Staff,
  insert: (record: Stored, position: number) => Promise<unknown>,
) {
  const rows = {
    async findById(id: string, trx: Db = db): Promise<Staff | undefined> {
      const row = await trx.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()
      return row && read(row as never)
    },
    /** Adds one after the others; answers it as stored. */
    async create(record: Stored): Promise<Staff> {
      await insert(record, await nextPosition(db, table))
      return (await rows.findById(record._id))!
    },
    delete: (id: string) => deleteRow(db, table, id),
    reorder: (ids: readonly string[]) => db.transaction().execute((trx) => reorder(trx, table, ids)),
  }
  return rows
}

export function createAgentAdminRepository(db: Db) {
  return {
    ...staffRows<Agent, StaffAgent>(db, 'agents', toStaffAgent, (agent, position) => createAgentRepository(db).insert(agent, position)),
    async list(options: { activeOnly?: boolean } = {}): Promise<StaffAgent[]> {
      const rows = await db
        .selectFrom('agents')
        .selectAll()
        .$if(Boolean(options.activeOnly), (q) => q.where('is_active', '=', 1))
        .orderBy('position')
        .orderBy('name')
        .execute()
      return rows.map(toStaffAgent)
    },
    /** The id of the agent with this e-mail, for listings saved before agents had ids. */
    async idByEmail(email: string): Promise<string | undefined> {
      return (await db.selectFrom('agents').select('id').where('email', '=', email).executeTakeFirst())?.id
    },
    update(id: string, patch: Partial<Omit<Agent, '_id'>>, trx: Db = db, expected?: string): Promise<boolean> {
      const { isActive, titleEs, bioEs, ...rest } = patch
      const columns = {
        ...rest,
        ...(titleEs === undefined ? {} : { title_es: titleEs }),
        ...(bioEs === undefined ? {} : { bio_es: bioEs }),
        ...(isActive === undefined ? {} : { is_active: isActive ? 1 : 0 }),
      }
      return updateRow(trx, 'agents', id, columns, expected)
    },
  }
}

export function createPartnerAdminRepository(db: Db) {
  return {
    ...staffRows<Partner, StaffPartner>(db, 'partners', toPartner, (partner, position) =>
      createPartnerRepository(db).insert(partner, position),
    ),
    async list(): Promise<StaffPartner[]> {
      return (await partnerRows(db)).map(toPartner)
    },
    update(id: string, patch: Partial<Omit<Partner, '_id'>>, trx: Db = db, expected?: string): Promise<boolean> {
      const { descriptionEs, ...rest } = patch
      return updateRow(
        trx,
        'partners',
        id,
        { ...rest, ...(descriptionEs === undefined ? {} : { description_es: descriptionEs }) },
        expected,
      )
    },
  }
}
