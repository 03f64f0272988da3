import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { FieldFormats } from '#core/history/record-history.ts'
import type { HistorySubject } from '#server/history/history.routes.ts'
import type { VersionedKind } from '#server/history/record-history.service.ts'
import { createAgentAdminRepository, createPartnerAdminRepository } from './people.repository.ts'
import { agentShowingHours } from '#server/leads/showing-settings.service.ts'

// The kept versions of agents and partners (docs/decisions/0100-record-history.md): their fields as staff edit them,
// the photo or logo included. A restore saves the version's fields through the same conditional save as the edit
// dialog; the photo or logo stays as it is, since the file a version names may be gone.

const refused = () => Object.assign(new Error('This version does not meet the current rules and cannot be restored.'), { statusCode: 400 })
const gone = (noun: string) => Object.assign(new Error(`This ${noun} no longer exists`), { statusCode: 404 })

export const AGENT_FORMATS: FieldFormats = {
  name: 'Name',
  title: 'Title',
  bio: { label: 'Bio', format: 'rich-text' },
  titleEs: 'Title in Spanish',
  bioEs: { label: 'Bio in Spanish', format: 'rich-text' },
  phone: 'Phone',
  email: 'E-mail',
  photo: 'Photo',
  isActive: 'Active',
}

export const PARTNER_FORMATS: FieldFormats = {
  title: 'Name',
  description: 'Description',
  descriptionEs: 'Description in Spanish',
  logo: 'Logo',
  phone: 'Phone',
  email: 'E-mail',
  website: 'Website',
}

const without = <T extends { _id: string; updatedAt: string }>(record: T | undefined) => {
  if (!record) return undefined
  const { _id, updatedAt, ...kept } = record
  void [_id, updatedAt]
  return kept
}

/** Agents' versions: kept by every save of a staff member, in its transaction. */
export const AGENT_VERSIONS: VersionedKind = {
  kind: 'agent',
  async snapshot(id, db) {
    const agent = without(await createAgentAdminRepository(db).findById(id))
    // Their showing hours are part of the agent's versions (docs/decisions/0129-showing-settings-on-their-records.md).
    return agent && { ...agent, showingHours: (await agentShowingHours(db, id)).hours }
  },
}

/** Partners' versions: kept by every save of a staff member, in its transaction. */
export const PARTNER_VERSIONS: VersionedKind = {
  kind: 'partner',
  snapshot: async (id, db) => without(await createPartnerAdminRepository(db).findById(id)),
}

/** The history of one kind of person: the same routes and rules, their own fields and save. */
export function personHistory(
  kind: 'agent' | 'partner',
  options: {
    formats: FieldFormats
    answer: HistorySubject['answer']
    find: (id: string) => Promise<{ _id: string; updatedAt: string } | undefined>
    fields: z.ZodType
    save: (id: string, fields: never, expected: string | undefined, by: string) => Promise<boolean>
  },
): HistorySubject {
  return {
    ...(kind === 'agent' ? AGENT_VERSIONS : PARTNER_VERSIONS),
    noun: kind,
    base: `/api/admin/${kind}s`,
    audit: kind,
    read: 'catalog.read',
    write: 'people.edit',
    formats: options.formats,
    answer: options.answer,
    async restore(id: string, data: unknown, request: FastifyRequest, expected: string | undefined) {
      const fields = options.fields.safeParse(data)
      if (!fields.success) throw refused()
      if (!(await options.save(id, fields.data as never, expected, request.adminUser!.username))) throw gone(kind)
      return options.find(id)
    },
  }
}
