import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Agent, Partner, TeamMember } from '#core/people'

type Db = Kysely<Database>
const now = () => new Date().toISOString()

// Agents, partners and team members: small tables read in display order.

export function createAgentRepository(db: Db) {
  return {
    async listActive(): Promise<Agent[]> {
      const rows = await db.selectFrom('agents').selectAll().where('is_active', '=', 1).orderBy('position').orderBy('name').execute()
      return rows.map((r) => ({
        _id: r.id,
        name: r.name,
        title: r.title,
        bio: r.bio,
        phone: r.phone,
        email: r.email,
        photo: r.photo,
        isActive: r.is_active === 1,
      }))
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
      const rows = await db.selectFrom('partners').selectAll().orderBy('position').orderBy('title').execute()
      return rows.map((r) => ({
        _id: r.id,
        title: r.title,
        description: r.description,
        logo: r.logo,
        phone: r.phone,
        email: r.email,
        website: r.website,
      }))
    },
    async insert(p: Partner, position: number, trx: Db = db): Promise<void> {
      const t = now()
      await trx
        .insertInto('partners')
        .values({
          id: p._id,
          title: p.title,
          description: p.description,
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
    async list(): Promise<TeamMember[]> {
      const rows = await db.selectFrom('team_members').selectAll().orderBy('position').execute()
      return rows.map((r) => ({
        _id: r.id,
        name: r.name,
        title: r.title,
        bio: r.bio,
        email: r.email,
        phone: r.phone,
        photo: r.photo,
        linkedin: r.linkedin,
        specialties: JSON.parse(r.specialties) as string[],
      }))
    },
    async insert(m: TeamMember, position: number, trx: Db = db): Promise<void> {
      await trx
        .insertInto('team_members')
        .values({
          id: m._id,
          name: m.name,
          title: m.title,
          bio: m.bio,
          email: m.email,
          phone: m.phone,
          photo: m.photo,
          linkedin: m.linkedin,
          specialties: JSON.stringify(m.specialties),
          position,
          updated_at: now(),
        })
        .execute()
    },
  }
}
