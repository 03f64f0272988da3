import type { FastifyRequest } from 'fastify'
import { AgentPatchSchema, PartnerPatchSchema, StaffAgentSchema, StaffPartnerSchema } from '#core/people/people.ts'
import type { FieldFormats } from '#core/history/record-history.ts'
import type { HistorySubject } from '#server/history/history.routes.ts'
import type { PeopleAdmin } from './people-admin.service.ts'

// The kept versions of agents and partners (docs/decisions/0100-record-history.md): their fields as staff edit them,
// the photo or logo included. A restore saves the version's fields through the same conditional save as the edit
// dialog; the photo or logo stays as it is, since the file a version names may be gone.

const refused = () => Object.assign(new Error('This version does not meet the current rules and cannot be restored.'), { statusCode: 400 })
const gone = (noun: string) => Object.assign(new Error(`This ${noun} no longer exists`), { statusCode: 404 })

const AGENT_FORMATS: FieldFormats = {
  name: { label: 'Name' },
  title: { label: 'Title' },
  bio: { label: 'Bio', format: 'rich-text' },
  phone: { label: 'Phone' },
  email: { label: 'E-mail' },
  photo: { label: 'Photo' },
  isActive: { label: 'Active' },
}

const PARTNER_FORMATS: FieldFormats = {
  title: { label: 'Name' },
  description: { label: 'Description' },
  logo: { label: 'Logo' },
  phone: { label: 'Phone' },
  email: { label: 'E-mail' },
  website: { label: 'Website' },
}

const without = <T extends { _id: string; updatedAt: string }>(record: T | undefined) => {
  if (!record) return undefined
  const { _id, updatedAt, ...kept } = record
  void [_id, updatedAt]
  return kept
}

export function agentHistory(people: PeopleAdmin): HistorySubject {
  return {
    kind: 'agent',
    noun: 'agent',
    base: '/api/admin/agents',
    audit: 'agent',
    read: 'catalog.read',
    write: 'people.edit',
    formats: AGENT_FORMATS,
    answer: StaffAgentSchema,
    snapshot: async (id) => without(await people.agents.findById(id)),
    async restore(id: string, data: unknown, _request: FastifyRequest, expected: string | undefined) {
      const fields = AgentPatchSchema.required().safeParse(data)
      if (!fields.success) throw refused()
      if (!(await people.saveAgent(id, fields.data, expected))) throw gone('agent')
      return people.agents.findById(id)
    },
  }
}

export function partnerHistory(people: PeopleAdmin): HistorySubject {
  return {
    kind: 'partner',
    noun: 'partner',
    base: '/api/admin/partners',
    audit: 'partner',
    read: 'catalog.read',
    write: 'people.edit',
    formats: PARTNER_FORMATS,
    answer: StaffPartnerSchema,
    snapshot: async (id) => without(await people.partners.findById(id)),
    async restore(id: string, data: unknown, _request: FastifyRequest, expected: string | undefined) {
      const fields = PartnerPatchSchema.required().safeParse(data)
      if (!fields.success) throw refused()
      if (!(await people.savePartner(id, fields.data, expected))) throw gone('partner')
      return people.partners.findById(id)
    },
  }
}
